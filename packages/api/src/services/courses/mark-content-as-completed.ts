import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import {
  CoursesApiRoutes,
  applyCompletionChange,
  unlockDay,
  type Activity,
  type ActivityDaysResponse,
  type ActivityGroupsResponse,
  type DayActivitiesResponse,
  type MarkContentCompletedRequest,
  type MarkContentCompletedResponse,
} from '@portal/domain';
import type { ApiClient } from '../../client/api-client';
import { dashboardKeys } from '../dashboard/dashboard-keys';
import { clearContentStats } from '../stats/stats-keys';
import { courseKeys } from './course-keys';

/** spec 7: POST MarkContentAsCompleted. Idempotent on the server. */
export function markContentAsCompleted(client: ApiClient, request: MarkContentCompletedRequest): Promise<MarkContentCompletedResponse> {
  return client.call<MarkContentCompletedResponse>(CoursesApiRoutes.markContentAsCompleted, { body: request });
}

type HierarchyData = ActivityGroupsResponse | ActivityDaysResponse | DayActivitiesResponse;

const complete = (activities: readonly Activity[], sosDetailContentId: number) =>
  applyCompletionChange({ history: [], current: activities }, { target: { kind: 'content', sosDetailContentId }, completed: true }).current;

/** One cached hierarchy answer with the completion applied and the unlocked days opened (spec 4). */
export function applyCompletionToHierarchy(data: HierarchyData | undefined, result: MarkContentCompletedResponse): HierarchyData | undefined {
  if (!data) return data;
  const openDays = <Day extends ActivityDaysResponse['SubjectActivityGroupDays'][number]>(days: readonly Day[]): Day[] =>
    result.UnlockedSOSDetailIds.reduce<Day[]>((current, sosDetailId) => unlockDay(current, sosDetailId), [...days]).map((day) => ({
      ...day,
      SubjectGroupDayActivities: complete(
        result.UnlockedSOSDetailIds.includes(day.SOSDetailId) ? day.SubjectGroupDayActivities.map((activity) => ({ ...activity, IsLocked: false })) : day.SubjectGroupDayActivities,
        result.SOSDetailContentId,
      ),
    }));
  if ('SubjectActivityGroups' in data) {
    return { SubjectActivityGroups: data.SubjectActivityGroups.map((group) => ({ ...group, SubjectActivityGroupDays: openDays(group.SubjectActivityGroupDays) })) };
  }
  if ('SubjectActivityGroupDays' in data) return { SubjectActivityGroupDays: openDays(data.SubjectActivityGroupDays) };
  return { SubjectGroupDayActivities: complete(data.SubjectGroupDayActivities, result.SOSDetailContentId) };
}

/**
 * spec 4: a completion applies to the matching content in every cached list of the subject and
 * sets the refresh-subjects flag (subjects are refetched: progress), unlocking what the server
 * says it unlocked. Resume points and the dashboard's courses follow, and the content-related
 * stats of the course (summary, completion, subject completion) are cleared. Unlocked days' activity lists
 * are refetched (they were cached locked).
 */
export async function applyContentCompleted(queryClient: QueryClient, candidateSOSId: number, result: MarkContentCompletedResponse): Promise<void> {
  queryClient.setQueriesData<HierarchyData>({ queryKey: courseKeys.subject(candidateSOSId, result.SubjectId) }, (data) => applyCompletionToHierarchy(data, result));
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: courseKeys.subjects(candidateSOSId) }),
    queryClient.invalidateQueries({ queryKey: courseKeys.resumePoints() }),
    queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
    clearContentStats(queryClient, candidateSOSId),
    result.UnlockedSOSDetailIds.length > 0 ? queryClient.invalidateQueries({ queryKey: courseKeys.subject(candidateSOSId, result.SubjectId) }) : undefined,
  ]);
}

export const markContentAsCompletedMutationOptions = (client: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: courseKeys.markCompleted(),
    mutationFn: (request: MarkContentCompletedRequest) => markContentAsCompleted(client, request),
    onSuccess: (result, request) => applyContentCompleted(queryClient, request.CandidateSOSId, result),
  });
