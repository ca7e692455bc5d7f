import { clearNotificationPages, notificationPagesQueryOptions } from '@portal/api';
import { apiClient } from '../../shared/app-state';
import {
  page,
  RouteAccess,
  type FeatureRoutes,
  type Prefetch,
} from '../../shared/routing/page-route';
import { filterFromSearch } from './notification-filter-param';

/**
 * The list opens afresh (spec 4: replace clears first, cursor 0), not with an earlier visit's pages,
 * for the filter the address names (a filter change is a navigation, so it comes through here too).
 */
const prefetchFirstPage: Prefetch = (_data, url, queryClient) => {
  const filter = filterFromSearch(url.searchParams);
  clearNotificationPages(queryClient, filter);
  return [queryClient.ensureInfiniteQueryData(notificationPagesQueryOptions(apiClient, filter))];
};

/** spec 2: /dashboard/notifications: filter, cursor-paged list, detail, mark read. */
export const notificationsRoutes: FeatureRoutes = {
  dashboard: [
    page(
      'notifications',
      'Notifications',
      RouteAccess.candidate,
      () => import('./pages/notifications-page'),
      prefetchFirstPage,
    ),
  ],
};
