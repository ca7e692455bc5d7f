import { page, RouteAccess, type FeatureRoutes } from '../../shared/routing/page-route';

/** The lists the dashboard shows (prefetch.ts: loads with the route, not in the entry). */
const prefetchDashboardLists = {
  load: () => import('./prefetch').then((module) => module.prefetchDashboardLists),
};

const dashboardPage = (path: string | undefined) =>
  page(
    path,
    'Dashboard',
    RouteAccess.candidate,
    () => import('./pages/dashboard-page'),
    prefetchDashboardLists,
  );

/** spec 2: /dashboard with an optional tab (/dashboard/courses, /dashboard/ebooks). */
export const dashboardRoutes: FeatureRoutes = {
  dashboard: [dashboardPage(undefined), dashboardPage(':tab')],
};
