import { myCoursesQueryOptions, myEBooksQueryOptions, resumePointsQueryOptions } from '@portal/api';
import { CourseType } from '@portal/domain';
import { apiClient } from '../../shared/app-state';
import type { Prefetch } from '../../shared/routing/page-route';
import { loadRouteEncrypt } from '../../shared/routing/route-encrypt';

/*
 * The dashboard's prefetch, in a module of its own: its query options load with the route, not in
 * the entry (routes.tsx, issue #10).
 */

/**
 * spec 2: entering the dashboard loads the active courses and the e-books, whichever tab is open.
 * Beside them, the resume points (beyond the spec: each course card's "Continue"): the page asks for
 * them only once the courses have arrived, a second round trip before the cards are complete; asked
 * here they come in parallel (an extra call when the candidate has no course, none otherwise).
 */
export const prefetchDashboardLists: Prefetch = (_data, _url, queryClient) => [
  // The route cipher for the cards' links, beside the lists (not in the page's first load).
  loadRouteEncrypt(),
  queryClient.ensureQueryData(myCoursesQueryOptions(apiClient, CourseType.Active)),
  // spec (learning areas 7): the e-book list is fixed to course type 1.
  queryClient.ensureQueryData(myEBooksQueryOptions(apiClient, CourseType.Active)),
  queryClient.ensureQueryData(resumePointsQueryOptions(apiClient)),
];
