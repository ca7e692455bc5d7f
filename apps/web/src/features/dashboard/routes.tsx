import { myCoursesQueryOptions, myEBooksQueryOptions } from '@portal/api';
import { CourseType } from '@portal/domain';
import { apiClient } from '../../shared/app-state';
import {
  page,
  RouteAccess,
  type FeatureRoutes,
  type Prefetch,
} from '../../shared/routing/page-route';

/** spec 2: entering the dashboard loads the active courses and the e-books, whichever tab is open. */
const prefetchDashboardLists: Prefetch = (_data, _url, queryClient) => [
  queryClient.ensureQueryData(myCoursesQueryOptions(apiClient, CourseType.Active)),
  // spec (learning areas 7): the e-book list is fixed to course type 1.
  queryClient.ensureQueryData(myEBooksQueryOptions(apiClient, CourseType.Active)),
];

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
