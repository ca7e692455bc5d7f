import { queryOptions } from '@tanstack/react-query';
import { CourseType, DashboardApiRoutes, type EBooksResponse } from '@portal/domain';
import type { ApiClient } from '../../client/api-client';
import { dashboardKeys } from './dashboard-keys';

/** CandidateEBookService/GetMyEBooks (spec: the portal sends CourseType=1, active). */
export function getMyEBooks(client: ApiClient, courseType: CourseType = CourseType.Active, signal?: AbortSignal): Promise<EBooksResponse> {
  return client.call<EBooksResponse>(DashboardApiRoutes.getMyEBooks, { query: { CourseType: courseType }, signal });
}

export const myEBooksQueryOptions = (client: ApiClient, courseType: CourseType = CourseType.Active) =>
  queryOptions({
    queryKey: dashboardKeys.eBooks(courseType),
    queryFn: ({ signal }) => getMyEBooks(client, courseType, signal),
    staleTime: Infinity,
  });
