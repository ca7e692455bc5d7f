import { settingsQueryOptions } from '@portal/api';
import { apiClient } from '../../shared/app-state';
import {
  page,
  redirectRoute,
  RouteAccess,
  type FeatureRoutes,
  type Prefetch,
} from '../../shared/routing/page-route';

const prefetchSettings: Prefetch = (_data, _url, queryClient) => [
  queryClient.ensureQueryData(settingsQueryOptions(apiClient)),
];

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
