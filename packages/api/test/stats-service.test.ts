import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MutationObserver, QueryClient, type QueryKey } from '@tanstack/react-query';
import {
  courseCompletionQueryOptions,
  courseSummaryQueryOptions,
  leaderBoardQueryOptions,
  markContentAsCompletedMutationOptions,
  statsKeys,
  subjectCompletionQueryOptions,
  subjectScoreQueryOptions,
  submitTestMutationOptions,
  testAccuracyQueryOptions,
  testProgressQueryOptions,
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

describe('stats cache keys (spec 4: keyed by the request data)', () => {
  it('are the operation and the request fields by name, under the enrolment', () => {
    expect(statsKeys.call('GetCourseTestAccuracy', { candidateSOSId: 1001, subjectId: 2 })).toEqual(['stats', 1001, 'GetCourseTestAccuracy?candidateSOSId=1001&subjectId=2']);
    expect(statsKeys.call('GetCourseTestAccuracy', { subjectId: 2, candidateSOSId: 1001 })).toEqual(statsKeys.call('GetCourseTestAccuracy', { candidateSOSId: 1001, subjectId: 2 }));
    expect(statsKeys.call('GetCourseTestAccuracy', { candidateSOSId: 1001, subjectId: undefined })).toEqual(['stats', 1001, 'GetCourseTestAccuracy?candidateSOSId=1001']);
  });
});

describe('stats caches are cleared by what changes them', () => {
  const client = () => signedIn();
  /** One cached answer per stats call of two courses (1001, and 1002 which nothing here touches). */
  function fill(candidateSOSId: number): Record<string, QueryKey> {
    const keys: Record<string, QueryKey> = {
      summary: courseSummaryQueryOptions(client(), { candidateSOSId }).queryKey,
      completion: courseCompletionQueryOptions(client(), { candidateSOSId }).queryKey,
      subjectCompletion: subjectCompletionQueryOptions(client(), { candidateSOSId }).queryKey,
      accuracy: testAccuracyQueryOptions(client(), { candidateSOSId }).queryKey,
      progress: testProgressQueryOptions(client(), { candidateSOSId, subjectId: 1 }).queryKey,
      score: subjectScoreQueryOptions(client(), { candidateSOSId }).queryKey,
      board: leaderBoardQueryOptions(client(), { candidateSOSId, period: 'allTime' }).queryKey,
    };
    for (const key of Object.values(keys)) queryClient.setQueryData(key, {});
    return keys;
  }
  const invalidated = (keys: Record<string, QueryKey>) =>
    Object.entries(keys)
      .filter(([, key]) => queryClient.getQueryState(key)?.isInvalidated)
      .map(([name]) => name)
      .sort();

  it('completing a video or reading clears summary, completion and subject completion of that course only', async () => {
    const mine = fill(1001);
    const other = fill(1002);
    server.state.canned.set('POST CandidateContentService/MarkContentAsCompleted', ok({ SOSDetailContentId: 1111, IsContentCompleted: true, WasAlreadyCompleted: false, SubjectId: 1, SubjectProgress: 5, UnlockedSOSDetailIds: [] }));
    await new MutationObserver(queryClient, markContentAsCompletedMutationOptions(client(), queryClient)).mutate({ CandidateSOSId: 1001, SOSDetailContentId: 1111 });
    expect(invalidated(mine)).toEqual(['completion', 'subjectCompletion', 'summary']);
    expect(invalidated(other)).toEqual([]);
  });

  it('finishing a test is a full clear: accuracy, progress, score and the leaderboard too', async () => {
    const mine = fill(1001);
    const other = fill(1002);
    server.state.canned.set('POST CandidateTestService/SubmitTest', ok({ CandidateSOSId: 1001, TestId: 1112, TestQuestions: [] }));
    await new MutationObserver(queryClient, submitTestMutationOptions(client(), queryClient)).mutate({
      TestId: 1112,
      CandidateSOSId: 1001,
      SOSDetailTestId: 1112,
      StartTime: '2026-03-02T09:00:00Z',
      EndTime: '2026-03-02T09:10:00Z',
      Answers: [],
    });
    expect(invalidated(mine)).toEqual(['accuracy', 'board', 'completion', 'progress', 'score', 'subjectCompletion', 'summary']);
    expect(invalidated(other)).toEqual([]);
  });
});
