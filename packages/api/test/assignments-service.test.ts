import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { InfiniteQueryObserver, MutationObserver, QueryClient } from '@tanstack/react-query';
import { AssignmentFilter, AssignmentReviewStatus, AssignmentSubmissionStatus, type Assignment } from '@portal/domain';
import { buildAssignment } from '@portal/domain/fixtures';
import {
  assignmentKeys,
  assignmentPagesQueryOptions,
  assignmentQueryOptions,
  courseKeys,
  getAssignments,
  saveAssignmentDraftMutationOptions,
  submitAssignmentMutationOptions,
} from '../src';
import { startTestServer, type TestServer } from './harness/test-server';
import { createTestClient } from './harness/test-client';

let server: TestServer;
let queryClient: QueryClient;
beforeEach(async () => {
  server = await startTestServer();
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
});
afterEach(async () => {
  queryClient.clear();
  await server.close();
});

const ok = (Data: unknown) => ({ status: 200, body: { Data, success: true, Message: null, error: null } });
const signedIn = () => createTestClient(server.baseURL, { accessToken: 'access-1', refreshToken: 'refresh-1' }).client;
const open = buildAssignment({ AssignmentId: 2122, SOSDetailAssignmentId: 2122 });
const submitted: Assignment = { ...open, IsSubmitted: true, SubmissionStatus: AssignmentSubmissionStatus.Submitted, ReviewStatus: AssignmentReviewStatus.Pending, SubmittedText: 'H: 1s1' };

describe('assignments calls', () => {
  it('send the list query with its defaults (filter All -1), and page on while fewer than TotalRecords are loaded', async () => {
    const client = signedIn();
    server.state.canned.set('GET CandidateAssignmentService/GetAssignments', ok({ Assignments: [open], TotalRecords: 2 }));
    await getAssignments(client, { candidateSOSId: 1001 });
    expect(Object.fromEntries(server.requests[0]?.query ?? [])).toEqual({ candidateSOSId: '1001', filter: '-1', pageNumber: '1', pageSize: '10' });

    const observer = new InfiniteQueryObserver(queryClient, assignmentPagesQueryOptions(client, { candidateSOSId: 1001, filter: AssignmentFilter.Pending }));
    await observer.refetch();
    expect(observer.getCurrentResult().hasNextPage).toBe(true);
    const second = await observer.fetchNextPage();
    expect(Object.fromEntries(server.requests.at(-1)?.query ?? [])).toMatchObject({ filter: '3', pageNumber: '2' });
    expect(second.hasNextPage).toBe(false);
  });

  it('submitting replaces the cached detail (spec 4: marks it submitted) and refreshes the lists and the course hierarchy', async () => {
    const client = signedIn();
    server.state.canned.set('GET CandidateAssignmentService/GetAssignment', ok(open));
    await queryClient.fetchQuery(assignmentQueryOptions(client, { candidateSOSId: 1001, assignmentId: 2122 }));
    queryClient.setQueryData(assignmentKeys.list(1001, { filter: -1, pageSize: 10 }), { pages: [], pageParams: [] });
    queryClient.setQueryData(courseKeys.subjects(1001), { Subjects: [] });
    server.state.canned.set('POST CandidateAssignmentService/SubmitAssignment', ok(submitted));

    await new MutationObserver(queryClient, submitAssignmentMutationOptions(client, queryClient)).mutate({
      CandidateSOSId: 1001,
      AssignmentId: 2122,
      SOSDetailAssignmentId: 2122,
      SubmissionType: 3,
      Text: 'H: 1s1',
    });
    expect(JSON.parse(String(server.requests.at(-1)?.body))).toMatchObject({ AssignmentId: 2122, Text: 'H: 1s1' });
    expect(queryClient.getQueryData(assignmentKeys.assignment(1001, 2122))).toEqual(submitted);
    expect(queryClient.getQueryState(assignmentKeys.list(1001, { filter: -1, pageSize: 10 }))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(courseKeys.subjects(1001))?.isInvalidated).toBe(true);
  });

  it('a saved draft replaces the cached detail and invalidates nothing', async () => {
    const client = signedIn();
    queryClient.setQueryData(courseKeys.subjects(1001), { Subjects: [] });
    server.state.canned.set('PUT CandidateAssignmentService/SaveAssignmentDraft', ok({ ...open, DraftText: 'H: 1s1' }));
    await new MutationObserver(queryClient, saveAssignmentDraftMutationOptions(client, queryClient)).mutate({ CandidateSOSId: 1001, AssignmentId: 2122, Text: 'H: 1s1' });
    expect(queryClient.getQueryData<Assignment>(assignmentKeys.assignment(1001, 2122))?.DraftText).toBe('H: 1s1');
    expect(queryClient.getQueryState(courseKeys.subjects(1001))?.isInvalidated).toBe(false);
  });
});
