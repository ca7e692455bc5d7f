import { queryOptions } from '@tanstack/react-query';
import {
  CoursesApiRoutes,
  type ActivityDaysQuery,
  type ActivityDaysResponse,
  type ActivityGroupsQuery,
  type ActivityGroupsResponse,
  type DayActivitiesQuery,
  type DayActivitiesResponse,
} from '@portal/domain';
import type { ApiClient } from '../../client/api-client';
import { courseKeys } from './course-keys';

/** spec 7: GetCourseSubjectActivityGroups (payload candidateSOSId, subjectId). */
export function getCourseSubjectActivityGroups(client: ApiClient, query: ActivityGroupsQuery, signal?: AbortSignal): Promise<ActivityGroupsResponse> {
  return client.call<ActivityGroupsResponse>(CoursesApiRoutes.getCourseSubjectActivityGroups, { query: { ...query }, signal });
}

/** spec 7: GetCourseSubjectActivityDays (payload candidateSOSId, subjectId, groupName). */
export function getCourseSubjectActivityDays(client: ApiClient, query: ActivityDaysQuery, signal?: AbortSignal): Promise<ActivityDaysResponse> {
  return client.call<ActivityDaysResponse>(CoursesApiRoutes.getCourseSubjectActivityDays, { query: { ...query }, signal });
}

/** spec 7: GetCourseSubjectDayActivitites (payload candidateSOSId, subjectId, groupName, sosDetailId). */
export function getCourseSubjectDayActivities(client: ApiClient, query: DayActivitiesQuery, signal?: AbortSignal): Promise<DayActivitiesResponse> {
  return client.call<DayActivitiesResponse>(CoursesApiRoutes.getCourseSubjectDayActivities, { query: { ...query }, signal });
}

// spec 4: groups, days and activities are cached per course, subject, group and day: kept until a
// completion of the subject invalidates them (markContentAsCompleted).
export const activityGroupsQueryOptions = (client: ApiClient, query: ActivityGroupsQuery) =>
  queryOptions({
    queryKey: courseKeys.groups(query.candidateSOSId, query.subjectId),
    queryFn: ({ signal }) => getCourseSubjectActivityGroups(client, query, signal),
    staleTime: Infinity,
  });

export const activityDaysQueryOptions = (client: ApiClient, query: ActivityDaysQuery) =>
  queryOptions({
    queryKey: courseKeys.days(query.candidateSOSId, query.subjectId, query.groupName),
    queryFn: ({ signal }) => getCourseSubjectActivityDays(client, query, signal),
    staleTime: Infinity,
  });

export const dayActivitiesQueryOptions = (client: ApiClient, query: DayActivitiesQuery) =>
  queryOptions({
    queryKey: courseKeys.dayActivities(query.candidateSOSId, query.subjectId, query.groupName, query.sosDetailId),
    queryFn: ({ signal }) => getCourseSubjectDayActivities(client, query, signal),
    staleTime: Infinity,
  });
