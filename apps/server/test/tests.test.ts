import {
  CandidateTestFilterResponse,
  MistakeBankResponse,
  NextQuestionResponse,
  RetryMistakeResponse,
  SaveTestAnswerResponse,
  StartedTest,
  TestInfo,
  TestListResponse,
  TestResult,
  RatingsApiRoutes,
  TestsApiRoutes as routes,
} from '@portal/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  catSteps,
  questionOptions,
  questions as questionRows,
  testAttempts,
  testQuestions,
  tests,
} from '../src/modules/tests/tests.tables';
import { catExposureMaxAgeMs } from '../src/modules/tests/tests.service';
import { sqlStatements, startTestServer, type TestServer } from './helpers/test-server';

let server: TestServer;
let first: string;
let second: string;
beforeAll(async () => {
  server = await startTestServer();
  first = (await server.login()).accessToken;
  second = (await server.login('demo.candidate2')).accessToken;
});
afterAll(async () => {
  await server?.close();
});

const mdcat = 1001;
const ecat = 1002;
/** Quizzes of the MDCAT hierarchy (see packages/domain fixtures/demo-tests.ts). */
const openQuiz = 1112;
const attemptedQuiz = 2112;
const deadlineQuiz = 3112;
const expiredQuiz = 4112;
const lockedQuiz = 1122;
const adaptiveTest = 30018;
const flpTest = 30019;

const get = <T>(path: string, query: Record<string, string | number>, token = first) =>
  server.call<T>('GET', path, { token, query });
const start = (testId: number, token = first, candidateSOSId = mdcat) =>
  get<StartedTest>(routes.getTestQuestions.path, { candidateSOSId, testId }, token);
const save = (body: Record<string, unknown>, token = first) =>
  server.call<SaveTestAnswerResponse>('POST', routes.saveTestAnswer.path, {
    token,
    body: { StartTime: null, EndTime: null, ...body },
  });
const submit = (testId: number, token = first, Answers: unknown[] = []) =>
  server.call<TestResult>('POST', routes.submitTest.path, {
    token,
    body: {
      TestId: testId,
      CandidateSOSId: mdcat,
      SOSDetailTestId: null,
      StartTime: '2026-03-02T09:00:00Z',
      EndTime: '2026-03-02T09:10:00Z',
      Answers,
    },
  });
const db = () => server.app.platform.db;

/** The key of a question, read from the database (what the client must never get early). */
async function correctOption(questionId: number): Promise<number> {
  const [row] = await db()
    .select()
    .from(questionOptions)
    .where(and(eq(questionOptions.questionId, questionId), eq(questionOptions.isCorrect, true)));
  return row!.optionId;
}

describe('lists and info', () => {
  it('names the filters', async () => {
    const filters = CandidateTestFilterResponse.parse(
      (await get(routes.getCandidateTestFilter.path, {})).body.Data,
    );
    expect(filters.Filters.map((filter) => filter.DisplayName)).toEqual([
      'All',
      'Attempted',
      'Unattempted',
    ]);
  });

  it("lists the enrolment's quizzes with due dates, the attempted one with its score, and filters and pages them", async () => {
    const all = TestListResponse.parse(
      (await get(routes.getTests.path, { candidateSOSId: mdcat, pageSize: 100 })).body.Data,
    );
    expect(all.TotalRecords).toBe(18);
    const byId = new Map(all.Tests.map((test) => [test.TestId, test]));
    expect(byId.get(attemptedQuiz)).toMatchObject({
      IsAttemptedTest: true,
      ObtainedPercentageScore: 75,
      TotalQuestions: 8,
    });
    expect(byId.get(expiredQuiz)).toMatchObject({ IsExpired: true, IsAttemptedTest: false });
    expect(byId.get(openQuiz)?.DueDate).toBe('2026-03-16T09:00:00.000Z');
    const attempted = TestListResponse.parse(
      (await get(routes.getTests.path, { candidateSOSId: mdcat, filter: 1 })).body.Data,
    );
    expect(attempted.Tests.map((test) => test.TestId)).toEqual([attemptedQuiz]);
    const page = TestListResponse.parse(
      (
        await get(routes.getTests.path, {
          candidateSOSId: mdcat,
          subjectId: 1,
          pageNumber: 2,
          pageSize: 4,
        })
      ).body.Data,
    );
    expect(page).toMatchObject({ TotalRecords: 9 });
    expect(page.Tests).toHaveLength(4);
  });

  it('lists the system tests (a CAT, the FLP paper) and refuses them without the AIQuizzes feature (403)', async () => {
    const system = TestListResponse.parse(
      (await get(routes.getSystemTests.path, { candidateSOSId: mdcat })).body.Data,
    );
    expect(system.Tests.map((test) => test.TestName)).toContain('MDCAT adaptive practice test');
    expect(system.Tests.find((test) => test.TestId === adaptiveTest)).toMatchObject({
      TestType: { Value: 1 },
      TotalQuestions: 30,
    });
    const denied = await get(routes.getSystemTests.path, { candidateSOSId: ecat });
    expect(denied.status).toBe(403);
    expect(denied.body.error).toBe('FeatureNotAllowedException');
    expect((await get(routes.getTest.path, { candidateSOSId: ecat, testId: 30021 })).status).toBe(
      403,
    );
  });

  it('answers the info page: due date and expiry', async () => {
    const expired = TestInfo.parse(
      (await get(routes.getTest.path, { candidateSOSId: mdcat, testId: expiredQuiz })).body.Data,
    );
    expect(expired).toMatchObject({ IsExpired: true, SubjectName: 'English', Attempt: null });
    const flp = TestInfo.parse(
      (await get(routes.getTest.path, { candidateSOSId: mdcat, testId: flpTest })).body.Data,
    );
    // 20 MCQs and 5 short questions (typed answers).
    expect(flp).toMatchObject({ IsFLP: true, TotalQuestions: 25 });
  });

  it('refuses bad input with 400 naming the field, and no token with 401', async () => {
    const missing = await get(routes.getTests.path, {});
    expect(missing.status).toBe(400);
    expect(missing.body.Message).toMatch(/^candidateSOSId: /);
    const badFilter = await get(routes.getTests.path, { candidateSOSId: mdcat, filter: 9 });
    expect(badFilter.status).toBe(400);
    expect(badFilter.body.Message).toMatch(/^filter: /);
    const badSave = await save({
      TestAttemptId: 1,
      QuestionId: 1,
      CandidateAnswer: '1',
      Sequence: 0,
    });
    expect(badSave.status).toBe(400);
    expect(badSave.body.Message).toMatch(/^Sequence: /);
    const body = {
      TestAttemptId: 1,
      QuestionId: 1,
      CandidateAnswer: null,
      Sequence: 1,
      StartTime: null,
      EndTime: null,
      TestId: openQuiz,
      CandidateSOSId: mdcat,
      SOSDetailTestId: null,
      Answers: [],
    };
    for (const route of Object.values(routes)) {
      const options =
        route.method === 'POST'
          ? {
              body:
                route === routes.submitTest
                  ? { ...body, StartTime: '2026-03-02T09:00:00Z', EndTime: '2026-03-02T09:10:00Z' }
                  : route === routes.retryMistake
                    ? { ...body, CandidateAnswer: '1' }
                    : body,
            }
          : {
              query: {
                candidateSOSId: mdcat,
                testId: openQuiz,
                testAttemptId: 1,
                TestId: openQuiz,
                CandidateSOSId: mdcat,
                QuestionId: 1,
                TopicId: 1,
                CandidateAnswer: '11',
                StartTime: '2026-03-02T09:00:00Z',
                EndTime: '2026-03-02T09:00:40Z',
              },
            };
      expect((await server.call(route.method, route.path, options)).status, route.path).toBe(401);
    }
  });
});

describe('taking a quiz', () => {
  it('starts with the questions and the server deadline, never the answer key, and resumes the same attempt', async () => {
    const started = await start(openQuiz);
    expect(started.status).toBe(200);
    const test = StartedTest.parse(started.body.Data);
    expect(test.TestQuestions).toHaveLength(8);
    expect(JSON.stringify(started.body)).not.toMatch(/isCorrect|IsCorrect/);
    for (const question of test.TestQuestions) {
      expect(question).toMatchObject({
        CorrectAnswer: null,
        Explanation: null,
        CandidateAnswer: null,
      });
      expect(question.Options).toHaveLength(4);
    }
    expect(test.Attempt).toMatchObject({
      StartTime: '2026-03-02T09:00:00.000Z',
      Deadline: '2026-03-02T09:15:00.000Z',
      IsSubmitted: false,
    });
    server.clock.advance(30);
    const again = StartedTest.parse((await start(openQuiz)).body.Data);
    expect(again.Attempt.TestAttemptId).toBe(test.Attempt.TestAttemptId);
    expect(again.Attempt.ServerTime).toBe('2026-03-02T09:00:30.000Z');
  });

  it('saves answers idempotently by sequence: a retry changes nothing, a late older save never wins', async () => {
    const test = StartedTest.parse((await start(openQuiz)).body.Data);
    const [question] = test.TestQuestions;
    const [a, b, c, d] = question!.Options.map((option) => String(option.OptionId));
    const base = { TestAttemptId: test.Attempt.TestAttemptId, QuestionId: question!.QuestionId };
    const firstSave = await save({ ...base, CandidateAnswer: a, Sequence: 1 });
    expect(firstSave.body.Data).toEqual({
      QuestionId: question!.QuestionId,
      Sequence: 1,
      CandidateAnswer: a,
      Replaced: false,
      AnsweredAt: null,
    });
    // The caller, the attempt with its test, the enrolment, the journal's save (the question comes
    // from the test's questions read when it was started).
    expect(sqlStatements(firstSave)).toBe(4);
    expect((await save({ ...base, CandidateAnswer: b, Sequence: 1 })).body.Data).toMatchObject({
      Sequence: 1,
      CandidateAnswer: a,
    });
    expect((await save({ ...base, CandidateAnswer: c, Sequence: 3 })).body.Data).toMatchObject({
      Sequence: 3,
      CandidateAnswer: c,
    });
    expect((await save({ ...base, CandidateAnswer: d, Sequence: 2 })).body.Data).toMatchObject({
      Sequence: 3,
      CandidateAnswer: c,
    });
    const parallel = await Promise.all(
      Array.from({ length: 10 }, () => save({ ...base, CandidateAnswer: d, Sequence: 4 })),
    );
    expect(
      parallel.every((result) => result.status === 200 && result.body.Data.Sequence === 4),
    ).toBe(true);
    const resumed = StartedTest.parse((await start(openQuiz)).body.Data);
    expect(resumed.TestQuestions[0]).toMatchObject({ CandidateAnswer: d, CorrectAnswer: null });

    const notAnOption = await save({ ...base, CandidateAnswer: '999', Sequence: 5 });
    expect(notAnOption.status).toBe(400);
    expect(notAnOption.body.Message).toMatch(/^CandidateAnswer: /);
    const otherQuestion = await save({
      ...base,
      QuestionId: 393,
      CandidateAnswer: null,
      Sequence: 1,
    });
    expect(otherQuestion.status).toBe(400);
    expect(otherQuestion.body.Message).toMatch(/^QuestionId: /);
  });

  it('across devices the answer given later wins: a late save of an older answer does not overwrite it and is told it was replaced', async () => {
    const test = StartedTest.parse((await start(openQuiz)).body.Data);
    const question = test.TestQuestions.at(-1)!;
    const [a, b, c] = question.Options.map((option) => String(option.OptionId));
    const base = { TestAttemptId: test.Attempt.TestAttemptId, QuestionId: question.QuestionId };
    // The newer device's save (given 09:10:42) arrives first; the older device's (given 09:10:00,
    // with a higher sequence of its own counter) arrives late.
    expect(
      (
        await save({
          ...base,
          CandidateAnswer: c,
          Sequence: 20,
          AnsweredAt: '2026-03-02T09:10:42Z',
        })
      ).body.Data,
    ).toEqual({
      QuestionId: question.QuestionId,
      Sequence: 20,
      CandidateAnswer: c,
      Replaced: false,
      AnsweredAt: '2026-03-02T09:10:42.000Z',
    });
    const late = await save({
      ...base,
      CandidateAnswer: a,
      Sequence: 30,
      AnsweredAt: '2026-03-02T09:10:00Z',
    });
    expect(late.status).toBe(200);
    expect(late.body.Data).toEqual({
      QuestionId: question.QuestionId,
      Sequence: 20,
      CandidateAnswer: c,
      Replaced: true,
      AnsweredAt: '2026-03-02T09:10:42.000Z',
    });
    expect(StartedTest.parse((await start(openQuiz)).body.Data).TestQuestions.at(-1)).toMatchObject(
      { QuestionId: question.QuestionId, CandidateAnswer: c },
    );
    // A later answer (here: clearing it) wins again; an untimed save of an older client does not.
    expect(
      (
        await save({
          ...base,
          CandidateAnswer: null,
          Sequence: 31,
          AnsweredAt: '2026-03-02T09:11:00Z',
        })
      ).body.Data,
    ).toMatchObject({ Sequence: 31, CandidateAnswer: null, Replaced: false });
    expect((await save({ ...base, CandidateAnswer: b, Sequence: 40 })).body.Data).toMatchObject({
      Sequence: 31,
      CandidateAnswer: null,
      Replaced: true,
    });
  });

  it('orders one device by its sequence: a late earlier change never wins, even stamped later (clock stepped back); devices with equal sequences both count', async () => {
    const test = StartedTest.parse((await start(openQuiz)).body.Data);
    const question = test.TestQuestions.at(-2)!;
    const [a, b, c] = question.Options.map((option) => String(option.OptionId));
    const base = { TestAttemptId: test.Attempt.TestAttemptId, QuestionId: question.QuestionId };
    const laptop = 'laptop-0000000001';
    const phone = 'phone-00000000002';
    // The laptop's clock stepped back 30 s between its two changes; change 2 arrives first.
    expect(
      (
        await save({
          ...base,
          DeviceId: laptop,
          CandidateAnswer: b,
          Sequence: 2,
          AnsweredAt: '2026-03-02T10:00:00Z',
        })
      ).body.Data,
    ).toMatchObject({ Sequence: 2, CandidateAnswer: b, Replaced: false });
    const late = await save({
      ...base,
      DeviceId: laptop,
      CandidateAnswer: a,
      Sequence: 1,
      AnsweredAt: '2026-03-02T10:00:30Z',
    });
    expect(late.status).toBe(200);
    expect(late.body.Data).toMatchObject({ Sequence: 2, CandidateAnswer: b, Replaced: true });
    // A retry of change 2 changes nothing.
    expect(
      (
        await save({
          ...base,
          DeviceId: laptop,
          CandidateAnswer: b,
          Sequence: 2,
          AnsweredAt: '2026-03-02T10:00:00Z',
        })
      ).body.Data,
    ).toMatchObject({ Sequence: 2, CandidateAnswer: b, Replaced: false });
    const answerNow = async () =>
      StartedTest.parse((await start(openQuiz)).body.Data).TestQuestions.find(
        (each) => each.QuestionId === question.QuestionId,
      )!.CandidateAnswer;
    expect(await answerNow()).toBe(b);

    // Across devices the time decides, the laptop's change 2 counting from its latest time
    // (10:00:30): the phone's answer given at 10:00:20 does not replace it, and is told so.
    expect(
      (
        await save({
          ...base,
          DeviceId: phone,
          CandidateAnswer: c,
          Sequence: 2,
          AnsweredAt: '2026-03-02T10:00:20Z',
        })
      ).body.Data,
    ).toMatchObject({ Sequence: 2, CandidateAnswer: b, Replaced: true });
    expect(await answerNow()).toBe(b);
    // The phone's next answer, given later, wins, though its sequence equals the laptop's.
    expect(
      (
        await save({
          ...base,
          DeviceId: phone,
          CandidateAnswer: c,
          Sequence: 3,
          AnsweredAt: '2026-03-02T10:01:00Z',
        })
      ).body.Data,
    ).toMatchObject({ Sequence: 3, CandidateAnswer: c, Replaced: false });
    // Two devices on the same sequence are two answers: the later one is not dropped as a retry.
    expect(
      (
        await save({
          ...base,
          DeviceId: laptop,
          CandidateAnswer: a,
          Sequence: 3,
          AnsweredAt: '2026-03-02T10:02:00Z',
        })
      ).body.Data,
    ).toMatchObject({ Sequence: 3, CandidateAnswer: a, Replaced: false });
    expect(await answerNow()).toBe(a);

    const badDevice = await save({
      ...base,
      DeviceId: 'no spaces!',
      CandidateAnswer: a,
      Sequence: 4,
      AnsweredAt: '2026-03-02T10:03:00Z',
    });
    expect(badDevice.status).toBe(400);
    expect(badDevice.body.Message).toMatch(/^DeviceId: /);

    // Left empty again for the submit below.
    expect(
      (
        await save({
          ...base,
          DeviceId: phone,
          CandidateAnswer: null,
          Sequence: 4,
          AnsweredAt: '2026-03-02T10:04:00Z',
        })
      ).body.Data,
    ).toMatchObject({ Sequence: 4, CandidateAnswer: null, Replaced: false });
    expect(await answerNow()).toBeNull();
  });

  it("keeps candidate 2 away from candidate 1's attempt: reading, answering and submitting answer like a missing one", async () => {
    const test = StartedTest.parse((await start(openQuiz)).body.Data);
    const question = test.TestQuestions[1]!;
    const theirs = await save(
      {
        TestAttemptId: test.Attempt.TestAttemptId,
        QuestionId: question.QuestionId,
        CandidateAnswer: String(question.Options[0]!.OptionId),
        Sequence: 9,
      },
      second,
    );
    const missing = await save(
      {
        TestAttemptId: 999_999,
        QuestionId: question.QuestionId,
        CandidateAnswer: String(question.Options[0]!.OptionId),
        Sequence: 9,
      },
      second,
    );
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual(missing.body);
    for (const path of [
      routes.getTestQuestions.path,
      routes.getTest.path,
      routes.getAttemptedTestResult.path,
      routes.getAttemptedTestResultDetail.path,
    ]) {
      expect(
        (await get(path, { candidateSOSId: mdcat, testId: openQuiz }, second)).status,
        path,
      ).toBe(404);
    }
    expect(
      (
        await get(
          routes.getTestResultDetail.path,
          { testAttemptId: test.Attempt.TestAttemptId },
          second,
        )
      ).status,
    ).toBe(404);
    expect((await submit(openQuiz, second)).status).toBe(404);
    // The answer candidate 2 tried to write is not there.
    const mine = StartedTest.parse((await start(openQuiz)).body.Data);
    expect(mine.TestQuestions[1]!.CandidateAnswer).toBeNull();
  });

  it('refuses to start an expired quiz (403) and a quiz on a locked day (403)', async () => {
    const expired = await start(expiredQuiz);
    expect(expired.status).toBe(403);
    expect(expired.body.error).toBe('TestExpiredException');
    const locked = await start(lockedQuiz);
    expect(locked.status).toBe(403);
    expect(locked.body.error).toBe('ContentLockedException');
  });

  it('submits once under 20 parallel submits, then shows the result and its detail with the keys', async () => {
    const test = StartedTest.parse((await start(openQuiz)).body.Data);
    const answers = await Promise.all(
      test.TestQuestions.slice(0, 4).map(async (question) => ({
        question,
        key: await correctOption(question.QuestionId),
      })),
    );
    // Two right answers saved, one wrong sent with the submit, the rest left empty.
    await save({
      TestAttemptId: test.Attempt.TestAttemptId,
      QuestionId: answers[0]!.question.QuestionId,
      CandidateAnswer: String(answers[0]!.key),
      Sequence: 10,
    });
    await save({
      TestAttemptId: test.Attempt.TestAttemptId,
      QuestionId: answers[1]!.question.QuestionId,
      CandidateAnswer: String(answers[1]!.key),
      Sequence: 1,
    });
    const wrong = answers[2]!.question.Options.find(
      (option) => option.OptionId !== answers[2]!.key,
    )!;
    const body = [
      {
        QuestionId: answers[2]!.question.QuestionId,
        CandidateAnswer: String(wrong.OptionId),
        StartTime: null,
        EndTime: null,
      },
    ];
    const results = await Promise.all(
      Array.from({ length: 20 }, () => submit(openQuiz, first, body)),
    );
    expect(results.map((result) => result.status)).toEqual(Array(20).fill(200));
    const parsed = results.map((result) => TestResult.parse(result.body.Data));
    for (const result of parsed)
      expect(result).toEqual({
        ...parsed[0],
        Attempt: { ...parsed[0]!.Attempt, ServerTime: result.Attempt.ServerTime },
      });
    expect(parsed[0]!.QuestionModeStats?.MCQQuestionSummary).toEqual({
      CorrectQuestions: 2,
      WrongQuestions: 1,
      NotAttempted: 5,
      ObtainedPercentageScore: 25,
      ObtainedScore: 2,
      TotalScore: 8,
    });
    expect(parsed[0]).toMatchObject({
      SubmittedBy: 'candidate',
      IsAttemptedTest: true,
      TestQuestions: [],
    });
    const rows = await db()
      .select()
      .from(testAttempts)
      .where(and(eq(testAttempts.candidateSosId, mdcat), eq(testAttempts.testId, openQuiz)));
    expect(rows).toHaveLength(1);

    const detail = TestResult.parse(
      (
        await get(routes.getAttemptedTestResultDetail.path, {
          candidateSOSId: mdcat,
          testId: openQuiz,
        })
      ).body.Data,
    );
    expect(detail.TestQuestions).toHaveLength(8);
    expect(detail.TestQuestions[0]).toMatchObject({
      CandidateAnswer: String(answers[0]!.key),
      CorrectAnswer: String(answers[0]!.key),
    });
    expect(detail.TestQuestions.every((question) => question.Explanation !== null)).toBe(true);
    const byId = TestResult.parse(
      (await get(routes.getTestResultDetail.path, { testAttemptId: test.Attempt.TestAttemptId }))
        .body.Data,
    );
    expect(byId.TestQuestions).toEqual(detail.TestQuestions);

    // Closed: no more saves; starting again shows it attempted; the quiz is now completed in the hierarchy.
    const late = await save({
      TestAttemptId: test.Attempt.TestAttemptId,
      QuestionId: answers[3]!.question.QuestionId,
      CandidateAnswer: String(answers[3]!.key),
      Sequence: 1,
    });
    expect(late.status).toBe(409);
    expect(StartedTest.parse((await start(openQuiz)).body.Data).IsAttemptedTest).toBe(true);
    const day = await get<{
      SubjectGroupDayActivities: { TestId: number | null; IsContentCompleted: boolean }[];
    }>('CandidateCourseActivitiesService/GetCourseSubjectDayActivitites', {
      candidateSOSId: mdcat,
      subjectId: 1,
      groupName: 'Cell Biology',
      sosDetailId: 111,
    });
    expect(
      day.body.Data.SubjectGroupDayActivities.find((activity) => activity.TestId === openQuiz)
        ?.IsContentCompleted,
    ).toBe(true);
  });

  it('counts every save that raced a submit and was answered 200; the others are refused (409)', async () => {
    const test = StartedTest.parse((await start(flpTest)).body.Data);
    const questions = test.TestQuestions.slice(0, 12);
    const keys = await Promise.all(questions.map((question) => correctOption(question.QuestionId)));
    const saves = questions.map((question, index) =>
      save({
        TestAttemptId: test.Attempt.TestAttemptId,
        QuestionId: question.QuestionId,
        CandidateAnswer: String(keys[index]),
        Sequence: 1,
      }),
    );
    const [submitted, ...saved] = await Promise.all([submit(flpTest), ...saves]);
    expect(submitted.status).toBe(200);
    expect(saved.every((result) => result.status === 200 || result.status === 409)).toBe(true);
    const accepted = saved.filter((result) => result.status === 200).length;
    const result = TestResult.parse(
      (await get(routes.getAttemptedTestResult.path, { candidateSOSId: mdcat, testId: flpTest }))
        .body.Data,
    );
    expect(result.QuestionModeStats?.MCQQuestionSummary.CorrectQuestions).toBe(accepted);
    expect(result.SubjectResults.reduce((sum, subject) => sum + subject.TotalQuestions, 0)).toBe(
      test.TestQuestions.length,
    );
  });

  it('submits an attempt left open at its deadline + grace from the server (fake clock), with what was saved', async () => {
    const started = await start(deadlineQuiz);
    if (started.status !== 200) throw new Error(JSON.stringify(started.body));
    const test = StartedTest.parse(started.body.Data);
    const question = test.TestQuestions[0]!;
    await save({
      TestAttemptId: test.Attempt.TestAttemptId,
      QuestionId: question.QuestionId,
      CandidateAnswer: String(await correctOption(question.QuestionId)),
      Sequence: 1,
    });
    server.clock.advance(15 * 60 + 30);
    await server.app.runHousekeepingNow();
    let [row] = await db()
      .select()
      .from(testAttempts)
      .where(eq(testAttempts.id, test.Attempt.TestAttemptId));
    expect(row?.submittedAt).toBeNull();
    server.clock.advance(31);
    await server.app.runHousekeepingNow();
    // Tokens expired with the clock's jump: log in again.
    first = (await server.login()).accessToken;
    second = (await server.login('demo.candidate2')).accessToken;
    [row] = await db()
      .select()
      .from(testAttempts)
      .where(eq(testAttempts.id, test.Attempt.TestAttemptId));
    expect(row).toMatchObject({ submittedBy: 'deadline', correctQuestions: 1, notAttempted: 7 });
    expect(row?.finishedAt?.toISOString()).toBe(test.Attempt.Deadline);
    const result = TestResult.parse(
      (
        await get(routes.getAttemptedTestResult.path, {
          candidateSOSId: mdcat,
          testId: deadlineQuiz,
        })
      ).body.Data,
    );
    expect(result).toMatchObject({ SubmittedBy: 'deadline', FinishTime: test.Attempt.Deadline });
  });
});

describe('adaptive test (CAT)', () => {
  it('serves one question at a time, refuses an empty answer, records every step and stops by its rule', async () => {
    const started = StartedTest.parse((await start(adaptiveTest)).body.Data);
    expect(started.TestQuestions).toHaveLength(1);
    expect(started.TestQuestions[0]).toMatchObject({ CorrectAnswer: null, Explanation: null });
    expect(started.Cat).toEqual({
      ItemsAnswered: 0,
      MinimumItems: 10,
      MaximumItems: 30,
      Theta: null,
      StandardError: null,
    });
    const ask = (question: { QuestionId: number; TopicId: number }, CandidateAnswer: string) =>
      get<NextQuestionResponse>(routes.getNextQuestion.path, {
        TestId: adaptiveTest,
        CandidateSOSId: mdcat,
        QuestionId: question.QuestionId,
        TopicId: question.TopicId,
        CandidateAnswer,
        StartTime: '2026-03-02T09:00:00Z',
        EndTime: '2026-03-02T09:00:40Z',
      });
    let question = started.TestQuestions[0]!;
    const empty = await ask(question, '');
    expect(empty.status).toBe(400);
    expect(empty.body.Message).toBe('CandidateAnswer: Please select an option');
    expect(
      (await ask({ ...question, QuestionId: question.QuestionId === 1 ? 2 : 1 }, '11')).status,
    ).toBe(400);

    const seen = new Set<number>();
    let response: NextQuestionResponse | null = null;
    for (let step = 0; step < 31; step += 1) {
      seen.add(question.QuestionId);
      // Right on even steps, wrong on odd ones: the estimate moves both ways.
      const key = await correctOption(question.QuestionId);
      const answer =
        step % 2 === 0 ? key : question.Options.find((option) => option.OptionId !== key)!.OptionId;
      const result = await ask(question, String(answer));
      expect(result.status).toBe(200);
      // However large the bank: caller, enrolment, test and attempt, steps, the step with the move
      // (the exposure counts are kept a while: the test's clock stands still).
      if (step === 3) expect(sqlStatements(result)).toBe(5);
      response = NextQuestionResponse.parse(result.body.Data);
      // The estimate after this answer, as the attempt page shows it.
      expect(response.Cat.ItemsAnswered).toBe(step + 1);
      expect(response.Cat.Theta).toEqual(expect.any(Number));
      expect(response.Cat.StandardError).toBeLessThan(1);
      if (step === 0) {
        // A retry of the same answer gets the same next question (nothing recorded twice).
        const retry = NextQuestionResponse.parse((await ask(question, String(answer))).body.Data);
        expect(retry.Question?.QuestionId).toBe(response.Question?.QuestionId);
        expect(retry.Cat.ItemsAnswered).toBe(1);
      }
      if (response.IsCompleted) break;
      expect(response.Question?.CorrectAnswer).toBeNull();
      question = response.Question!;
      expect(seen.has(question.QuestionId)).toBe(false);
    }
    expect(response?.IsCompleted).toBe(true);
    const answered = response!.Cat.ItemsAnswered;
    expect(answered).toBeGreaterThanOrEqual(10);
    expect(answered).toBeLessThanOrEqual(30);
    expect(['standardErrorReached', 'maximumItems']).toContain(response!.StopReason);

    const steps = await db()
      .select()
      .from(catSteps)
      .where(eq(catSteps.attemptId, started.Attempt.TestAttemptId));
    expect(steps).toHaveLength(answered);
    for (const step of steps) expect(step.discrimination).toBeGreaterThan(0);
    const result = TestResult.parse(
      (
        await get(routes.getAttemptedTestResult.path, {
          candidateSOSId: mdcat,
          testId: adaptiveTest,
        })
      ).body.Data,
    );
    expect(result.SubmittedBy).toBe('catStop');
    expect(result.Cat?.Steps).toHaveLength(answered);
    expect(result.Cat?.Steps.at(-1)?.Theta).toBeCloseTo(result.Cat!.Theta, 10);
    expect(result.QuestionModeStats?.MCQQuestionSummary.CorrectQuestions).toBe(
      Math.ceil(answered / 2),
    );
    // Content balance by subject: Biology leads (40 % of the test).
    const bySubject = new Map<string, number>();
    for (const step of result.Cat!.Steps)
      bySubject.set(step.SubjectName, (bySubject.get(step.SubjectName) ?? 0) + 1);
    expect(Math.abs((bySubject.get('Biology') ?? 0) - 0.4 * answered)).toBeLessThanOrEqual(1);
  });

  it('finishes a CAT before its stop rule: the result says the estimate is less precise, with its standard error', async () => {
    const biologyCat = 30010;
    let question = StartedTest.parse((await start(biologyCat)).body.Data).TestQuestions[0]!;
    let last: NextQuestionResponse | null = null;
    for (let step = 0; step < 3; step += 1) {
      const answered = await get<NextQuestionResponse>(routes.getNextQuestion.path, {
        TestId: biologyCat,
        CandidateSOSId: mdcat,
        QuestionId: question.QuestionId,
        TopicId: question.TopicId,
        CandidateAnswer: String(await correctOption(question.QuestionId)),
        StartTime: '2026-03-02T09:00:00Z',
        EndTime: '2026-03-02T09:00:40Z',
      });
      last = NextQuestionResponse.parse(answered.body.Data);
      question = last.Question!;
    }
    expect(last?.IsCompleted).toBe(false);
    const submitted = await server.call<TestResult>('POST', routes.submitTest.path, {
      token: first,
      body: {
        TestId: biologyCat,
        CandidateSOSId: mdcat,
        SOSDetailTestId: null,
        StartTime: '2026-03-02T09:00:00Z',
        EndTime: '2026-03-02T09:03:00Z',
        Answers: [],
      },
    });
    expect(submitted.status).toBe(200);
    const cat = TestResult.parse(submitted.body.Data).Cat!;
    expect(cat.Steps).toHaveLength(3);
    expect(cat.StandardError).toBeCloseTo(last!.Cat.StandardError!, 10);
    expect(cat.StandardError).toBeGreaterThan(0.3);
    expect(cat.StopReason).toBe('finishedEarly');
    expect(cat.StopReasonText).toBe(
      `You ended the test after 3 questions, before its stop rule, so this estimate is less precise than a full test's: its standard error is ±${cat.StandardError.toFixed(2)} (the test stops at ±0.30).`,
    );
  });

  it('keeps items at their exposure cap out, counting the other attempts again once the counts are older than their maximum age', async () => {
    // A small copy of the Biology CAT: 8 items.
    const biologyCat = 30010;
    const smallCat = 30090;
    const [source] = await db().select().from(tests).where(eq(tests.testId, biologyCat));
    const pool = await db()
      .select()
      .from(testQuestions)
      .where(eq(testQuestions.testId, biologyCat))
      .orderBy(testQuestions.position)
      .limit(8);
    await db()
      .insert(tests)
      .values({ ...source!, testId: smallCat, name: 'Small adaptive test' });
    await db()
      .insert(testQuestions)
      .values(pool.map((row) => ({ ...row, testId: smallCat })));
    const started = StartedTest.parse((await start(smallCat)).body.Data);
    const given = started.TestQuestions[0]!;
    const open = pool.find((row) => row.questionId !== given.QuestionId)!.questionId;
    // Four attempts served by another server since: every item but `open` given in each of them.
    const [own] = await db()
      .select()
      .from(testAttempts)
      .where(eq(testAttempts.id, started.Attempt.TestAttemptId));
    const others = await db()
      .insert(testAttempts)
      .values(
        [990_001, 990_002, 990_003, 990_004].map((candidateSosId) => ({
          ...own!,
          id: undefined,
          candidateSosId,
          catQuestionId: null,
        })),
      )
      .returning({ id: testAttempts.id });
    const stepsGiven = pool.filter((row) => row.questionId !== open);
    await db()
      .insert(catSteps)
      .values(
        others.flatMap(({ id }) =>
          stepsGiven.map((row, index) => ({
            attemptId: id,
            step: index + 1,
            questionId: row.questionId,
            answer: '1',
            isCorrect: true,
            thetaBefore: 0,
            information: 0.5,
            theta: 0,
            standardError: 1,
            discrimination: 1,
            difficulty: 0,
            guessing: 0,
            servedAt: own!.startedAt,
            answeredAt: own!.startedAt,
          })),
        ),
      );
    // Counted again after their maximum age: every item but `open` is at the cap (4 of 4 attempts).
    server.clock.advance(catExposureMaxAgeMs / 1000 + 1);
    const next = await get<NextQuestionResponse>(routes.getNextQuestion.path, {
      TestId: smallCat,
      CandidateSOSId: mdcat,
      QuestionId: given.QuestionId,
      TopicId: given.TopicId,
      CandidateAnswer: String(await correctOption(given.QuestionId)),
      StartTime: '2026-03-02T09:00:00Z',
      EndTime: '2026-03-02T09:00:40Z',
    });
    expect(next.status).toBe(200);
    expect(NextQuestionResponse.parse(next.body.Data).Question?.QuestionId).toBe(open);
  });

  it('refuses GetNextQuestion on a test that is not adaptive', async () => {
    const refused = await get(routes.getNextQuestion.path, {
      TestId: flpTest,
      CandidateSOSId: mdcat,
      QuestionId: 1,
      TopicId: 1,
      CandidateAnswer: '11',
      StartTime: '2026-03-02T09:00:00Z',
      EndTime: '2026-03-02T09:00:40Z',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.Message).toMatch(/^TestId: /);
  });
});

describe('due dates', () => {
  it('lets an attempt begun before the due date run to its own deadline; a test not begun is expired', async () => {
    const practice = 30012;
    const due = new Date(server.clock.now().getTime() + 5 * 60_000);
    await db().update(tests).set({ dueAt: due }).where(eq(tests.testId, practice));
    const started = StartedTest.parse((await start(practice)).body.Data);
    server.clock.advance(6 * 60);
    const info = TestInfo.parse(
      (await get(routes.getTest.path, { candidateSOSId: mdcat, testId: practice })).body.Data,
    );
    expect(info).toMatchObject({
      IsExpired: false,
      Attempt: { TestAttemptId: started.Attempt.TestAttemptId, IsSubmitted: false },
    });
    const question = started.TestQuestions[0]!;
    expect(
      (
        await save({
          TestAttemptId: started.Attempt.TestAttemptId,
          QuestionId: question.QuestionId,
          CandidateAnswer: String(question.Options[0]!.OptionId),
          Sequence: 1,
        })
      ).status,
    ).toBe(200);
    // Candidate 2's own copy of the course has no such attempt: for them the same kind of test is past due.
    await db().update(tests).set({ dueAt: due }).where(eq(tests.testId, 40012));
    const theirs = await start(40012, second, 2001);
    expect(theirs.status).toBe(403);
    expect(theirs.body.error).toBe('TestExpiredException');
  });
});

describe('mistake bank', () => {
  const bank = async (token: string, candidateSOSId: number) =>
    MistakeBankResponse.parse(
      (await get(routes.getMistakeBank.path, { candidateSOSId }, token)).body.Data,
    );
  const retry = (body: Record<string, unknown>, token = first) =>
    server.call<RetryMistakeResponse>('POST', routes.retryMistake.path, { token, body });
  const ids = (response: MistakeBankResponse) =>
    response.Subjects.flatMap((subject) =>
      subject.Questions.map((question) => question.QuestionId),
    );

  it("lists the caller's wrong answers by subject with the key and the explanation; another candidate's never show, whatever id", async () => {
    const mine = await bank(first, mdcat);
    const questions = mine.Subjects.flatMap((subject) => subject.Questions);
    expect(mine.TotalMistakes).toBe(questions.length);
    expect(mine.RetriesToClear).toBe(2);
    // The seeded attempt of 'Quiz: quantum numbers and orbitals' has 2 wrong answers of 8.
    expect(
      questions.filter((question) => question.TestName === 'Quiz: quantum numbers and orbitals'),
    ).toHaveLength(2);
    for (const question of questions) {
      expect(question.CandidateAnswer).not.toBeNull();
      expect(question.CorrectAnswer).not.toBeNull();
      expect(question.CandidateAnswer).not.toBe(question.CorrectAnswer);
      expect(question.Explanation).toEqual(expect.any(String));
      expect(
        mine.Subjects.find((subject) => subject.SubjectName === question.SubjectName),
      ).toBeDefined();
    }
    const theirs = await bank(second, 2001);
    const onlyMine = ids(mine).filter((id) => !ids(theirs).includes(id));
    expect(onlyMine.length).toBeGreaterThan(0);
    // Candidate 2 asking for candidate 1's enrolment, or retrying candidate 1's mistakes: like missing ones.
    expect((await get(routes.getMistakeBank.path, { candidateSOSId: mdcat }, second)).status).toBe(
      404,
    );
    for (const CandidateSOSId of [mdcat, 2001]) {
      const response = await retry(
        { CandidateSOSId, QuestionId: onlyMine[0], CandidateAnswer: '1' },
        second,
      );
      expect(response.status).toBe(404);
    }
    // Nothing of theirs changed mine.
    expect(await bank(first, mdcat)).toEqual(mine);
  });

  it('scores a retry on the server; two right retries take the question out of the bank', async () => {
    const before = await bank(first, mdcat);
    const question = before.Subjects.flatMap((subject) => subject.Questions).find(
      (entry) => entry.TestName === 'Quiz: quantum numbers and orbitals',
    )!;
    const right = String(await correctOption(question.QuestionId));
    const wrong = String(
      question.Options.find((option) => String(option.OptionId) !== right)!.OptionId,
    );
    const send = async (CandidateAnswer: string) =>
      RetryMistakeResponse.parse(
        (await retry({ CandidateSOSId: mdcat, QuestionId: question.QuestionId, CandidateAnswer }))
          .body.Data,
      );
    expect(await send(wrong)).toMatchObject({
      IsCorrect: false,
      CorrectRetries: 0,
      IsCleared: false,
      CorrectAnswer: right,
    });
    expect(await send(right)).toMatchObject({
      IsCorrect: true,
      CorrectRetries: 1,
      IsCleared: false,
    });
    const between = await bank(first, mdcat);
    expect(
      between.Subjects.flatMap((subject) => subject.Questions).find(
        (entry) => entry.QuestionId === question.QuestionId,
      )?.CorrectRetries,
    ).toBe(1);
    expect(await send(right)).toMatchObject({
      IsCorrect: true,
      CorrectRetries: 2,
      IsCleared: true,
    });
    const after = await bank(first, mdcat);
    expect(ids(after)).not.toContain(question.QuestionId);
    expect(after.TotalMistakes).toBe(before.TotalMistakes - 1);
    // Out of the bank: a further retry answers like a missing question.
    expect(
      (
        await retry({
          CandidateSOSId: mdcat,
          QuestionId: question.QuestionId,
          CandidateAnswer: right,
        })
      ).status,
    ).toBe(404);
  });

  it('answers bad input with 400 and the field, never a 500', async () => {
    const [question] = ids(await bank(first, mdcat));
    const cases: [Record<string, unknown>, string][] = [
      [{ CandidateSOSId: mdcat, QuestionId: question, CandidateAnswer: '' }, 'CandidateAnswer'],
      [{ CandidateSOSId: mdcat, QuestionId: question, CandidateAnswer: 'abc' }, 'CandidateAnswer'],
      [
        { CandidateSOSId: mdcat, QuestionId: question, CandidateAnswer: '999999' },
        'CandidateAnswer',
      ],
      [{ CandidateSOSId: mdcat, QuestionId: 'x', CandidateAnswer: '1' }, 'QuestionId'],
      [{ CandidateSOSId: -1, QuestionId: question, CandidateAnswer: '1' }, 'CandidateSOSId'],
    ];
    for (const [body, field] of cases) {
      const response = await retry(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(response.body)).toContain(field);
    }
    const badQuery = await get(routes.getMistakeBank.path, { candidateSOSId: 'abc' });
    expect(badQuery.status).toBe(400);
    expect(JSON.stringify(badQuery.body)).toContain('candidateSOSId');
  });
});

describe('rating and reporting a finished test', () => {
  const rate = (body: Record<string, unknown>, token = first) =>
    server.call('POST', RatingsApiRoutes.saveRating.path, {
      token,
      body: { CandidateSOSId: mdcat, ItemType: 4, ...body },
    });
  const report = (body: Record<string, unknown>, token = first) =>
    server.call('POST', RatingsApiRoutes.saveReportProblem.path, {
      token,
      body: {
        CandidateSOSId: mdcat,
        ProblemType: 3,
        Description: 'Question 3 has two correct options (B and D).',
        ...body,
      },
    });

  it('rates (item type Test) and reports (problem type test) a finished test, written onto its result', async () => {
    expect(
      (
        await rate({
          ItemId: attemptedQuiz,
          Rating: 4,
          Comment: 'Good mix of recall and numericals.',
        })
      ).status,
    ).toBe(200);
    expect((await report({ ItemId: attemptedQuiz })).status).toBe(200);
    const result = TestResult.parse(
      (
        await get(routes.getAttemptedTestResult.path, {
          candidateSOSId: mdcat,
          testId: attemptedQuiz,
        })
      ).body.Data,
    );
    expect(result.ItemRating).toEqual({
      ItemId: attemptedQuiz,
      ItemType: 4,
      Rating: 4,
      Comment: 'Good mix of recall and numericals.',
    });
    expect(result.ReportProblem).toEqual({
      ItemId: attemptedQuiz,
      ProblemType: 3,
      Description: 'Question 3 has two correct options (B and D).',
      IsReported: true,
    });
  });

  it('refuses a test not finished (400), another candidate (404) and a test of no enrolment of theirs (404)', async () => {
    const unfinished = await rate({ ItemId: expiredQuiz, Rating: 3 });
    expect(unfinished.status).toBe(400);
    expect(unfinished.body.Message).toMatch(/^ItemId: finish the test/);
    expect((await report({ ItemId: expiredQuiz })).status).toBe(400);
    // Candidate 2: candidate 1's enrolment, or candidate 1's test through their own enrolment.
    expect((await rate({ ItemId: attemptedQuiz, Rating: 1 }, second)).status).toBe(404);
    expect((await report({ ItemId: attemptedQuiz }, second)).status).toBe(404);
    expect(
      (await rate({ CandidateSOSId: 2001, ItemId: attemptedQuiz, Rating: 1 }, second)).status,
    ).toBe(404);
    expect((await rate({ ItemId: 999999, Rating: 1 })).status).toBe(404);
    // Candidate 1's rating stands.
    const result = TestResult.parse(
      (
        await get(routes.getAttemptedTestResult.path, {
          candidateSOSId: mdcat,
          testId: attemptedQuiz,
        })
      ).body.Data,
    );
    expect(result.ItemRating?.Rating).toBe(4);
  });
});

describe('typed answers (short questions)', () => {
  /** A practice test of the demo's short questions and one long question without a key. */
  const typedTest = 39901;
  const longQuestion = 99901;
  const bankIds: Record<string, number> = {};
  beforeAll(async () => {
    const rows = await db()
      .select()
      .from(questionRows)
      .where(
        inArray(questionRows.bankKey, [
          'short-phy-kin-01',
          'short-phy-wep-01',
          'short-chem-gas-01',
          'short-chem-atom-01',
          'short-bio-enz-01',
        ]),
      );
    for (const row of rows) bankIds[row.bankKey] = row.questionId;
    const [sample] = rows;
    await db()
      .insert(questionRows)
      .values({
        ...sample!,
        questionId: longQuestion,
        bankKey: 'test-long-01',
        questionMode: 3,
        text: 'Explain why the rate of an enzyme-catalysed reaction levels off at high substrate concentration.',
        textAnswers: null,
        numericTolerance: null,
      });
    const [flp] = await db().select().from(tests).where(eq(tests.testId, flpTest));
    await db()
      .insert(tests)
      .values({ ...flp!, testId: typedTest, name: 'Typed answers practice', isFlp: false });
    await db()
      .insert(testQuestions)
      .values(
        [...Object.values(bankIds), longQuestion].map((questionId, position) => ({
          testId: typedTest,
          questionId,
          position,
        })),
      );
  });

  it('never sends the accepted answers before the result; scores typed answers normalised, numbers within their tolerance, a long answer left for review', async () => {
    const started = await start(typedTest);
    expect(started.status).toBe(200);
    const test = StartedTest.parse(started.body.Data);
    expect(test.TestQuestions).toHaveLength(6);
    expect(test.TestQuestions.every((question) => question.CorrectAnswer === null)).toBe(true);
    const wire = JSON.stringify(started.body);
    expect(wire).not.toMatch(/azimuthal|active site|22\.4/i);

    // Saved one by one (the answer journal takes any text for a question without options)…
    const saved = await save({
      TestAttemptId: test.Attempt.TestAttemptId,
      QuestionId: bankIds['short-chem-gas-01'],
      CandidateAnswer: '22.40 dm³',
      Sequence: 1,
    });
    expect(saved.status).toBe(200);
    await save({
      TestAttemptId: test.Attempt.TestAttemptId,
      QuestionId: bankIds['short-chem-atom-01'],
      // NFD 'é' nowhere in the key: case, spacing and the full stop are what differ.
      CandidateAnswer: '  Azimuthal   QUANTUM number. ',
      Sequence: 1,
    });
    // …and with the submit.
    const typed = (questionId: number | undefined, CandidateAnswer: string) => ({
      QuestionId: questionId,
      CandidateAnswer,
      StartTime: null,
      EndTime: null,
    });
    const submitted = await submit(typedTest, first, [
      typed(bankIds['short-phy-kin-01'], '+100.4 m'),
      typed(bankIds['short-phy-wep-01'], '121 J'),
      typed(longQuestion, 'All the active sites are occupied.'),
    ]);
    expect(submitted.status).toBe(200);
    // Right: 100.4 (±0.5), 22.40, azimuthal; wrong: 121 (±0.5); the enzyme question unanswered;
    // the long answer waits for review and is out of the total.
    expect(TestResult.parse(submitted.body.Data).QuestionModeStats?.MCQQuestionSummary).toEqual({
      CorrectQuestions: 3,
      WrongQuestions: 1,
      NotAttempted: 1,
      ObtainedPercentageScore: 60,
      ObtainedScore: 3,
      TotalScore: 5,
    });
    const detail = TestResult.parse(
      (
        await get(routes.getAttemptedTestResultDetail.path, {
          candidateSOSId: mdcat,
          testId: typedTest,
        })
      ).body.Data,
    );
    const outcome = new Map(
      detail.TestQuestions.map((question) => [
        question.QuestionId,
        [question.AnswerOutcome, question.CorrectAnswer],
      ]),
    );
    expect(outcome.get(bankIds['short-phy-kin-01']!)).toEqual(['correct', '100 (±0.5)']);
    expect(outcome.get(bankIds['short-phy-wep-01']!)).toEqual(['wrong', '120 (±0.5)']);
    expect(outcome.get(bankIds['short-chem-gas-01']!)).toEqual(['correct', '22.4 (±0.05)']);
    expect(outcome.get(bankIds['short-chem-atom-01']!)).toEqual([
      'correct',
      'azimuthal quantum number',
    ]);
    expect(outcome.get(bankIds['short-bio-enz-01']!)).toEqual(['notAttempted', 'active site']);
    expect(outcome.get(longQuestion)).toEqual(['pendingReview', null]);
  });
});
