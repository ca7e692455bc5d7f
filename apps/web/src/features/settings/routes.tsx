import { page, redirectRoute, RouteAccess, type FeatureRoutes } from '../../shared/routing/page-route';

/** The settings (prefetch.ts: loads with the route, not in the entry). */
const prefetchSettings = {
  load: () => import('./prefetch').then((module) => module.prefetchSettings),
};

/**
 * Issue 11: the settings page at /setting (the spec's /setting/profile is its neighbour); the
 * dashboard-side path some students guess, /dashboard/settings, leads there too.
 */
export const settingsRoutes: FeatureRoutes = {
  setting: [
    page(
      undefined,
      'Settings',
      RouteAccess.candidate,
      () => import('./pages/settings-page'),
      prefetchSettings,
    ),
  ],
  dashboard: [redirectRoute('settings', '/setting', RouteAccess.candidate)],
};
