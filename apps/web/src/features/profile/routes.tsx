import { page, RouteAccess, type FeatureRoutes } from '../../shared/routing/page-route';

/** What the page shows on entry (prefetch.ts: loads with the route, not in the entry). */
const prefetchProfile = {
  load: () => import('./prefetch').then((module) => module.prefetchProfile),
};

const loadProfilePage = () => import('./pages/profile-page');

/**
 * spec 2: /dashboard/profile, and /setting/profile/{mandatory?} with an optional mandatory flag (a
 * boolean route parameter) whose anonymous visitors come back here after login.
 */
export const profileRoutes: FeatureRoutes = {
  dashboard: [page('profile', 'Profile', RouteAccess.candidate, loadProfilePage, prefetchProfile)],
  setting: [
    page(
      'profile/:mandatory?',
      'Profile',
      { ...RouteAccess.candidate, saveBackRoute: true },
      loadProfilePage,
      prefetchProfile,
    ),
  ],
};
