import { page, RouteAccess, type FeatureRoutes } from '../../shared/routing/page-route';

/** The list's first page, for the address's filter (prefetch.ts: loads with the route, not in the entry). */
const prefetchFirstPage = {
  load: () => import('./prefetch').then((module) => module.prefetchFirstPage),
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
