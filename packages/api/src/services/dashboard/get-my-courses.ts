import { queryOptions } from '@tanstack/react-query';
import { CourseType, DashboardApiRoutes, type MyCoursesResponse } from '@portal/domain';
import type { ApiClient } from '../../client/api-client';
import { dashboardKeys } from './dashboard-keys';

/** CandidateCourseService/GetMyCourses for one course type (Active 1 by default, Archive 2). */
export function getMyCourses(
  client: ApiClient,
  courseType: CourseType = CourseType.Active,
  signal?: AbortSignal,
): Promise<MyCoursesResponse> {
  return client.call<MyCoursesResponse>(DashboardApiRoutes.getMyCourses, { query: { CourseType: courseType }, signal });
}

/** DESIGN.md: courses are fetched once (per course type); invalidate dashboardKeys.all to reload. */
export const myCoursesQueryOptions = (client: ApiClient, courseType: CourseType = CourseType.Active) =>
  queryOptions({
    queryKey: dashboardKeys.courses(courseType),
    queryFn: ({ signal }) => getMyCourses(client, courseType, signal),
    staleTime: Infinity,
  });
