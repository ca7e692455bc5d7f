import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import type { NextQuestionResponse, TestListResponse, TestResult } from '@portal/domain';
import {
  courseKeys,
  getNextQuestion,
  getTests,
  nextQuestionMutationOptions,
  submitTestMutationOptions,
  testKeys,
  testResultQueryOptions,
  testsQueryOptions,
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
const attempt = { TestAttemptId: 7, StartTime: '2026-03-02T09:00:00.000Z', Deadline: '2026-03-02T09:15:00.000Z', ServerTime: '2026-03-02T09:10:00.000Z', IsSubmitted: true };
const result: TestResult = {
  TestId: 1112,
  CandidateSOSId: 1001,
  TestName: 'Quiz: cell theory and microscopy',
  TestType: { Value: 2 },
  TestQuestions: [],
  Config: { DurationMinutes: 15, ShowResultImmediately: true, AllowReview: true },
  IsFLP: false,
  TotalQuestions: 8,
  IsAttemptedTest: true,
  QuestionModeStats: { MCQQuestionSummary: { CorrectQuestions: 6, WrongQuestions: 1, NotAttempted: 1, ObtainedPercentageScore: 75, ObtainedScore: 6, TotalScore: 8 } },
  ItemRating: null,
  ReportProblem: null,
  Attempt: attempt,
  FinishTime: '2026-03-02T09:10:00.000Z',
  SubmittedBy: 'candidate',
  SubjectResults: [],
  Cat: null,
};

describe('tests keys', () => {
  it("nest a test's info, questions and results under the test, and the test and lists under the enrolment", () => {
    const test = testKeys.test(1001, 1112);
    for (const key of [testKeys.info(1001, 1112), testKeys.questions(1001, 1112), testKeys.result(1001, 1112), testKeys.resultDetail(1001, 1112)]) {
      expect(key.slice(0, test.length)).toEqual([...test]);
    }
    expect(testKeys.list(1001, 'sos', { filter: 0, pageNumber: 1, pageSize: 10 }).slice(0, 3)).toEqual([...testKeys.lists(1001)]);
    expect(testKeys.list(1001, 'sos', { filter: 0, pageNumber: 1, pageSize: 10 })).not.toEqual(testKeys.list(1001, 'system', { filter: 0, pageNumber: 1, pageSize: 10 }));
  });
});

describe('tests calls', () => {
  it('send the list query with its defaults, and the next-question request as a query string (an empty answer as empty)', async () => {
    const client = signedIn();
    server.state.canned.set('GET CandidateTestService/GetTests', ok({ Tests: [], TotalRecords: 0 } satisfies TestListResponse));
    await getTests(client, { candidateSOSId: 1001 });
    expect(Object.fromEntries(server.requests[0]?.query ?? [])).toEqual({ candidateSOSId: '1001', filter: '0', pageNumber: '1', pageSize: '10' });
    await getNextQuestion(client, { TestId: 30018, CandidateSOSId: 1001, QuestionId: 12, TopicId: 2, CandidateAnswer: null, StartTime: 'a', EndTime: 'b' });
    expect(Object.fromEntries(server.requests[1]?.query ?? [])).toMatchObject({ TestId: '30018', QuestionId: '12', CandidateAnswer: '' });
  });

  it('submitting stores the result in the cache (spec 4) and refreshes the lists and the course hierarchy', async () => {
    const client = signedIn();
    server.state.canned.set('GET CandidateTestService/GetTests', ok({ Tests: [], TotalRecords: 0 }));
    await queryClient.fetchQuery(testsQueryOptions(client, { candidateSOSId: 1001 }));
    queryClient.setQueryData(courseKeys.subjects(1001), { Subjects: [] });
    server.state.canned.set('POST CandidateTestService/SubmitTest', ok(result));

    await new MutationObserver(queryClient, submitTestMutationOptions(client, queryClient)).mutate({
      TestId: 1112,
      CandidateSOSId: 1001,
      SOSDetailTestId: 1112,
      StartTime: '2026-03-02T09:00:00Z',
      EndTime: '2026-03-02T09:10:00Z',
      Answers: [],
    });

    expect(queryClient.getQueryData(testResultQueryOptions(client, { candidateSOSId: 1001, testId: 1112 }).queryKey)).toEqual(result);
    expect(queryClient.getQueryState(testsQueryOptions(client, { candidateSOSId: 1001 }).queryKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(courseKeys.subjects(1001))?.isInvalidated).toBe(true);
    // The stored result answers the result page without a request.
    const requests = server.requests.length;
    await queryClient.fetchQuery(testResultQueryOptions(client, { candidateSOSId: 1001, testId: 1112 }));
    expect(server.requests).toHaveLength(requests);
  });

  it('a CAT answer that ends the test invalidates its lists and its result; one that goes on does not', async () => {
    const client = signedIn();
    queryClient.setQueryData(testKeys.list(1001, 'system', { filter: 0, pageNumber: 1, pageSize: 10 }), { Tests: [], TotalRecords: 0 });
    const request = { TestId: 30018, CandidateSOSId: 1001, QuestionId: 12, TopicId: 2, CandidateAnswer: '121', StartTime: 'a', EndTime: 'b' };
    const goesOn: NextQuestionResponse = { Question: null, IsCompleted: false, StopReason: null, Cat: { ItemsAnswered: 3, MinimumItems: 10, MaximumItems: 30, Theta: 0.4, StandardError: 0.6 }, Attempt: { ...attempt, IsSubmitted: false } };
    server.state.canned.set('GET CandidateTestService/GetNextQuestion', ok(goesOn));
    await new MutationObserver(queryClient, nextQuestionMutationOptions(client, queryClient)).mutate(request);
    const listKey = testKeys.list(1001, 'system', { filter: 0, pageNumber: 1, pageSize: 10 });
    expect(queryClient.getQueryState(listKey)?.isInvalidated).toBe(false);
    server.state.canned.set('GET CandidateTestService/GetNextQuestion', ok({ ...goesOn, IsCompleted: true, StopReason: 'standardErrorReached' }));
    await new MutationObserver(queryClient, nextQuestionMutationOptions(client, queryClient)).mutate(request);
    expect(queryClient.getQueryState(listKey)?.isInvalidated).toBe(true);
  });
});
