import { settingsQueryOptions } from '@portal/api';
import { apiClient } from '../../shared/app-state';
import type { Prefetch } from '../../shared/routing/page-route';

/*
 * The settings page's prefetch, in a module of its own: its query options load with the route,
 * not in the entry (routes.tsx, issue #10).
 */

export const prefetchSettings: Prefetch = (_data, _url, queryClient) => [
  queryClient.ensureQueryData(settingsQueryOptions(apiClient)),
];
