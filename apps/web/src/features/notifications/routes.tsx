import { clearNotificationPages, notificationPagesQueryOptions } from '@portal/api';
import { page, RouteAccess, type FeatureRoutes } from '../../shared/routing/page-route';
import { apiClient, queryClient } from '../../shared/services';
import { INITIAL_NOTIFICATION_FILTER } from './hooks/use-notification-filter';

/** The list opens afresh (spec 4: replace clears first, cursor 0), not with an earlier visit's pages. */
const prefetchFirstPage = () => {
  clearNotificationPages(queryClient, INITIAL_NOTIFICATION_FILTER);
  return [
    queryClient.ensureInfiniteQueryData(
      notificationPagesQueryOptions(apiClient, INITIAL_NOTIFICATION_FILTER),
    ),
  ];
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
