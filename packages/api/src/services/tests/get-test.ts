import { queryOptions } from '@tanstack/react-query';
import { TestsApiRoutes, type StartedTest, type TestInfo, type TestQuery } from '@portal/domain';
import type { ApiClient } from '../../client/api-client';
import { testKeys } from './test-keys';

/** spec 7: GET GetTest: the info page (due date, expired) and the open attempt. */
export function getTest(client: ApiClient, query: TestQuery, signal?: AbortSignal): Promise<TestInfo> {
  return client.call<TestInfo>(TestsApiRoutes.getTest, { query: { ...query }, signal });
}

/**
 * spec 7: GET GetTestQuestions. Starts the attempt or resumes the open one: the questions with the
 * saved answers (never the key) and the server's deadline and clock.
 */
export function getTestQuestions(client: ApiClient, query: TestQuery, signal?: AbortSignal): Promise<StartedTest> {
  return client.call<StartedTest>(TestsApiRoutes.getTestQuestions, { query: { ...query }, signal });
}

export const testInfoQueryOptions = (client: ApiClient, query: TestQuery) =>
  queryOptions({ queryKey: testKeys.info(query.candidateSOSId, query.testId), queryFn: ({ signal }) => getTest(client, query, signal) });

/** The attempt in progress: never refetched behind the candidate's back (the page holds the answers). */
export const testQuestionsQueryOptions = (client: ApiClient, query: TestQuery) =>
  queryOptions({
    queryKey: testKeys.questions(query.candidateSOSId, query.testId),
    queryFn: ({ signal }) => getTestQuestions(client, query, signal),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
