import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import {
  AssignmentFilter,
  AssignmentsApiRoutes,
  type Assignment,
  type AssignmentFilterResponse,
  type AssignmentListResponse,
} from '@portal/domain';
import type { ApiClient } from '../../client/api-client';
import { nextPageNumber } from '../notes/paged-list';
import { assignmentKeys } from './assignment-keys';

/** A page of the enrolment's assignments: an optional subject, the filter (spec: All -1 ... Reviewed 4). */
export interface AssignmentListRequest {
  readonly candidateSOSId: number;
  readonly subjectId?: number;
  readonly filter?: AssignmentFilter;
  readonly pageNumber?: number;
  readonly pageSize?: number;
}

export const ASSIGNMENT_LIST_PAGE_SIZE = 10;

const listQuery = (request: AssignmentListRequest) => ({
  candidateSOSId: request.candidateSOSId,
  subjectId: request.subjectId,
  filter: request.filter ?? AssignmentFilter.All,
  pageNumber: request.pageNumber ?? 1,
  pageSize: request.pageSize ?? ASSIGNMENT_LIST_PAGE_SIZE,
});

/** spec 7: GET the assignment filter enum, with its names. */
export function getAssignmentFilter(client: ApiClient, signal?: AbortSignal): Promise<AssignmentFilterResponse> {
  return client.call<AssignmentFilterResponse>(AssignmentsApiRoutes.getAssignmentFilter, { signal });
}

/** spec 7: GET the list (Assignments feature). */
export function getAssignments(client: ApiClient, request: AssignmentListRequest, signal?: AbortSignal): Promise<AssignmentListResponse> {
  return client.call<AssignmentListResponse>(AssignmentsApiRoutes.getAssignments, { query: listQuery(request), signal });
}

/** spec 7: GET the detail by assignmentId. */
export function getAssignment(client: ApiClient, request: { candidateSOSId: number; assignmentId: number }, signal?: AbortSignal): Promise<Assignment> {
  return client.call<Assignment>(AssignmentsApiRoutes.getAssignment, {
    query: { candidateSOSId: request.candidateSOSId, assignmentId: request.assignmentId },
    signal,
  });
}

export const assignmentFilterQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: assignmentKeys.filters(),
    queryFn: ({ signal }) => getAssignmentFilter(client, signal),
    staleTime: Infinity,
  });

/**
 * spec 4 (paging): one filter's list, LoadMore appends while fewer than TotalRecords are loaded;
 * changing the filter is another key (Replace).
 */
export const assignmentPagesQueryOptions = (client: ApiClient, request: Omit<AssignmentListRequest, 'pageNumber'>) => {
  const query = listQuery(request);
  return infiniteQueryOptions({
    queryKey: assignmentKeys.list(request.candidateSOSId, query),
    queryFn: ({ pageParam, signal }) => getAssignments(client, { ...request, pageNumber: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (_last, pages) => nextPageNumber(pages, (page) => page.Assignments),
  });
};

export const assignmentQueryOptions = (client: ApiClient, request: { candidateSOSId: number; assignmentId: number }) =>
  queryOptions({
    queryKey: assignmentKeys.assignment(request.candidateSOSId, request.assignmentId),
    queryFn: ({ signal }) => getAssignment(client, request, signal),
  });
