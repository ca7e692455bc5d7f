import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import {
  TestsApiRoutes,
  type CandidateTestFilterResponse,
  type TestListResponse,
} from '@portal/domain';
import type { ApiClient } from '../../client/api-client';
import { nextPageNumber } from '../notes/paged-list';
import { testKeys } from './test-keys';

/** A page of a test list: the enrolment, an optional subject, the filter (spec: all 0, attempted 1, unattempted 2). */
export interface TestListRequest {
  readonly candidateSOSId: number;
  readonly subjectId?: number;
  readonly filter?: number;
  readonly pageNumber?: number;
  readonly pageSize?: number;
}

export const TEST_LIST_PAGE_SIZE = 10;

const listQuery = (request: TestListRequest) => ({
  candidateSOSId: request.candidateSOSId,
  subjectId: request.subjectId,
  filter: request.filter ?? 0,
  pageNumber: request.pageNumber ?? 1,
  pageSize: request.pageSize ?? TEST_LIST_PAGE_SIZE,
});

/** spec 7: GET GetCandidateTestFilter (no id). */
export function getCandidateTestFilter(
  client: ApiClient,
  signal?: AbortSignal,
): Promise<CandidateTestFilterResponse> {
  return client.call<CandidateTestFilterResponse>(TestsApiRoutes.getCandidateTestFilter, {
    signal,
  });
}

/** spec 7: GET GetTests: the enrolment's quizzes (Quizzes feature). */
export function getTests(
  client: ApiClient,
  request: TestListRequest,
  signal?: AbortSignal,
): Promise<TestListResponse> {
  return client.call<TestListResponse>(TestsApiRoutes.getTests, {
    query: listQuery(request),
    signal,
  });
}

/** spec 7: GET GetSystemTests: the enrolment's AI tests (AIQuizzes feature). */
export function getSystemTests(
  client: ApiClient,
  request: TestListRequest,
  signal?: AbortSignal,
): Promise<TestListResponse> {
  return client.call<TestListResponse>(TestsApiRoutes.getSystemTests, {
    query: listQuery(request),
    signal,
  });
}

export const candidateTestFilterQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: testKeys.filters(),
    queryFn: ({ signal }) => getCandidateTestFilter(client, signal),
    staleTime: Infinity,
  });

export const testsQueryOptions = (client: ApiClient, request: TestListRequest) =>
  queryOptions({
    queryKey: testKeys.list(request.candidateSOSId, 'sos', listQuery(request)),
    queryFn: ({ signal }) => getTests(client, request, signal),
  });

export const systemTestsQueryOptions = (client: ApiClient, request: TestListRequest) =>
  queryOptions({
    queryKey: testKeys.list(request.candidateSOSId, 'system', listQuery(request)),
    queryFn: ({ signal }) => getSystemTests(client, request, signal),
  });

/** Which list: the course's quizzes (GetTests) or the AI quizzes (GetSystemTests). */
export type TestListKind = 'sos' | 'system';

/**
 * spec 4: a quiz list of one filter, paged: the next page while fewer than TotalRecords are loaded.
 * Keyed under `lists(candidateSOSId)`, so a submit reloads it (page 0 marks the infinite form).
 */
export const testPagesQueryOptions = (
  client: ApiClient,
  kind: TestListKind,
  request: Omit<TestListRequest, 'pageNumber'>,
) =>
  infiniteQueryOptions({
    queryKey: [
      ...testKeys.list(request.candidateSOSId, kind, listQuery({ ...request, pageNumber: 0 })),
      'pages',
    ] as const,
    queryFn: ({ pageParam, signal }) =>
      (kind === 'sos' ? getTests : getSystemTests)(
        client,
        { ...request, pageNumber: pageParam },
        signal,
      ),
    initialPageParam: 1,
    getNextPageParam: (_last, pages) => nextPageNumber(pages, (page) => page.Tests),
  });
