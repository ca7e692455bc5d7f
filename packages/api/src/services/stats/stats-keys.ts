import { AllStatsOperations, ContentStatsOperations, isStatsKeyFor, statsCacheKey } from '@portal/domain';
import type { QueryClient, QueryKey } from '@tanstack/react-query';

type KeyValue = string | number | boolean | null | undefined;

/**
 * Keys of the stats calls. spec 4: a stats answer is cached by a key made from the request data
 * (domain statsCacheKey: the operation plus the request's fields by name), under its enrolment, so
 * the clearing rules below can pick content-related keys or every key of one course.
 */
export const statsKeys = {
  all: ['stats'] as const,
  programs: () => [...statsKeys.all, 'programs'] as const,
  course: (candidateSOSId: number) => [...statsKeys.all, candidateSOSId] as const,
  call: (operation: string, request: { candidateSOSId: number } & Readonly<Record<string, KeyValue>>) =>
    [...statsKeys.course(request.candidateSOSId), statsCacheKey(operation, request)] as const,
};

const operationsMatch = (operations: readonly string[]) => (query: { queryKey: QueryKey }) => {
  const key = query.queryKey[2];
  return typeof key === 'string' && isStatsKeyFor(key, operations);
};

/**
 * spec 4: content-related stats (summary, completion, subject completion) are cleared for the
 * course: what completing a video or reading changes. "My programs" (completion) goes too.
 */
export function clearContentStats(queryClient: QueryClient, candidateSOSId: number): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: statsKeys.course(candidateSOSId), predicate: operationsMatch(ContentStatsOperations) }),
    queryClient.invalidateQueries({ queryKey: statsKeys.programs() }),
  ]).then(() => undefined);
}

/**
 * spec 4: a full clear also clears accuracy, progress and score (and the leaderboard, which
 * counts them): what finishing a test or submitting an assignment changes.
 */
export function clearAllStats(queryClient: QueryClient, candidateSOSId: number): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: statsKeys.course(candidateSOSId), predicate: operationsMatch([...AllStatsOperations, 'GetLeaderBoard']) }),
    queryClient.invalidateQueries({ queryKey: statsKeys.programs() }),
  ]).then(() => undefined);
}
