import { queryOptions } from '@tanstack/react-query';
import { CoursesApiRoutes, type CourseSubjectsResponse } from '@portal/domain';
import type { ApiClient } from '../../client/api-client';
import { courseKeys } from './course-keys';

/** spec 7: GET CandidateCourseSubjectService/GetCourseSubjects (payload candidateSOSId), response Subjects. */
export function getCourseSubjects(client: ApiClient, candidateSOSId: number, signal?: AbortSignal): Promise<CourseSubjectsResponse> {
  return client.call<CourseSubjectsResponse>(CoursesApiRoutes.getCourseSubjects, { query: { candidateSOSId }, signal });
}

/** spec 4: subjects are replaced after the refresh-subjects flag is set (a completion invalidates this key). */
export const courseSubjectsQueryOptions = (client: ApiClient, candidateSOSId: number) =>
  queryOptions({
    queryKey: courseKeys.subjects(candidateSOSId),
    queryFn: ({ signal }) => getCourseSubjects(client, candidateSOSId, signal),
    staleTime: Infinity,
  });
