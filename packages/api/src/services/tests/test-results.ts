import { queryOptions } from '@tanstack/react-query';
import { TestsApiRoutes, type TestQuery, type TestResult } from '@portal/domain';
import type { ApiClient } from '../../client/api-client';
import { testKeys } from './test-keys';

/** spec 7: GET GetAttemptedTestResult: the MCQ summary, per-subject breakdown and a CAT's ability path. */
export function getAttemptedTestResult(client: ApiClient, query: TestQuery, signal?: AbortSignal): Promise<TestResult> {
  return client.call<TestResult>(TestsApiRoutes.getAttemptedTestResult, { query: { ...query }, signal });
}

/** spec 7: GET GetAttemptedTestResultDetail: every question with the answer given, the correct one and the explanation. */
export function getAttemptedTestResultDetail(client: ApiClient, query: TestQuery, signal?: AbortSignal): Promise<TestResult> {
  return client.call<TestResult>(TestsApiRoutes.getAttemptedTestResultDetail, { query: { ...query }, signal });
}

/** spec 7: GET GetTestResultDetail (no enrolment id): one attempt's detail by its id. */
export function getTestResultDetail(client: ApiClient, testAttemptId: number, signal?: AbortSignal): Promise<TestResult> {
  return client.call<TestResult>(TestsApiRoutes.getTestResultDetail, { query: { testAttemptId }, signal });
}

/** A submitted result does not change: cached for the session (spec 4: cached per test and course). */
export const testResultQueryOptions = (client: ApiClient, query: TestQuery) =>
  queryOptions({
    queryKey: testKeys.result(query.candidateSOSId, query.testId),
    queryFn: ({ signal }) => getAttemptedTestResult(client, query, signal),
    staleTime: Infinity,
  });

export const testResultDetailQueryOptions = (client: ApiClient, query: TestQuery) =>
  queryOptions({
    queryKey: testKeys.resultDetail(query.candidateSOSId, query.testId),
    queryFn: ({ signal }) => getAttemptedTestResultDetail(client, query, signal),
    staleTime: Infinity,
  });

export const attemptResultDetailQueryOptions = (client: ApiClient, testAttemptId: number) =>
  queryOptions({
    queryKey: testKeys.attemptDetail(testAttemptId),
    queryFn: ({ signal }) => getTestResultDetail(client, testAttemptId, signal),
    staleTime: Infinity,
  });
