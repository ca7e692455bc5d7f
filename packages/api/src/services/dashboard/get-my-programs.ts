import { queryOptions } from '@tanstack/react-query';
import { DashboardApiRoutes, type MyCoursesResponse } from '@portal/domain';
import type { ApiClient } from '../../client/api-client';
import { dashboardKeys } from './dashboard-keys';

/** CandidateProgramService/GetMyPrograms: every enrolment of the candidate, active and archived. */
export function getMyPrograms(client: ApiClient, signal?: AbortSignal): Promise<MyCoursesResponse> {
  return client.call<MyCoursesResponse>(DashboardApiRoutes.getMyPrograms, { signal });
}

export const myProgramsQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: dashboardKeys.programs(),
    queryFn: ({ signal }) => getMyPrograms(client, signal),
    staleTime: Infinity,
  });
