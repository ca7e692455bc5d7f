import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { CoursesApiRoutes, type ResumePointsResponse, type SaveResumePointRequest } from '@portal/domain';
import type { ApiClient } from '../../client/api-client';
import { courseKeys } from './course-keys';

/** Beyond the spec: where each course resumes (the dashboard card's and the course home's "Continue"). */
export function getResumePoints(client: ApiClient, signal?: AbortSignal): Promise<ResumePointsResponse> {
  return client.call<ResumePointsResponse>(CoursesApiRoutes.getResumePoints, { signal });
}

/** Saves the second a video was left at; the portal sends it debounced while playing, on pause and on leave. */
export function saveResumePoint(client: ApiClient, request: SaveResumePointRequest): Promise<unknown> {
  return client.call<unknown>(CoursesApiRoutes.saveResumePoint, { body: request });
}

export const resumePointsQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: courseKeys.resumePoints(),
    queryFn: ({ signal }) => getResumePoints(client, signal),
  });

export const saveResumePointMutationOptions = (client: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: courseKeys.saveResumePoint(),
    mutationFn: (request: SaveResumePointRequest) => saveResumePoint(client, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseKeys.resumePoints() }),
  });
