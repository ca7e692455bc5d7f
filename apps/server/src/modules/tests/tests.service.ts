import {
  CandidateTestFilter,
  CatEndedEarly,
  CatStopReason,
  Difficulty,
  Feature,
  SubmittedBy,
  TestSource,
  TestType,
  catEndedEarlyText,
  catStopReasonText,
  createCatSession,
  prepareItemBank,
  recordCatAnswer,
  resolveCatSettings,
  selectNextCatItem,
  stopCatSession,
  type AttemptInfo,
  type ItemRating,
  type ReportProblem,
  type CatItemBank,
  type CatSession,
  type Course,
  type NextQuestionQuery,
  type NextQuestionResponse,
  type SaveTestAnswerRequest,
  type SaveTestAnswerResponse,
  type StartedTest,
  type SubmitTestRequest,
  type TestInfo,
  type TestListQuery,
  type TestListResponse,
  type TestQuery,
  type TestResult,
  type TestSummary,
} from '@portal/domain';
import type { ServiceContext } from '../../core/context';
import { AppError } from '../../core/errors';
import type { Caller } from '../../http/authentication';
import type { CoursesModule } from '../courses';
import { chosenOptions, isCorrect, scoreAnswers, toQuestion } from './scoring';
import {
  advanceCat,
  catExposureAll,
  closeAttempt,
  findEnrolmentTest,
  findTest,
  findOwnAttempt,
  findOwnAttemptWithTest,
  insertAnswersIfOpen,
  insertAttempt,
  latestAnswers,
  listCatSteps,
  listEnrolmentTests,
  loadQuestions,
  overdueAttempts,
  recordCatStepAndAdvance,
  saveAnswerIfOpen,
  writeScore,
  type AttemptRow,
  type CatStepRow,
  type QuestionWithOptions,
  type TestRow,
} from './tests.queries';

/** The device of the answers that come with a submit (a page's device id has at least 8 characters). */
const submitDevice = 'submit';

/** Another candidate's test or attempt answers exactly like a missing one. */
const notFound = () => new AppError(404, 'NotFoundException', 'NotFound');
const featureNotAllowed = () =>
  new AppError(403, 'FeatureNotAllowedException', 'FeatureNotAllowed');
const invalid = (field: string, text: string) =>
  new AppError(400, 'ValidationException', null, `${field}: ${text}`);

/**
 * How long a test's questions (with their keys) are kept in memory for the answer save's checks
 * before they are read again: a test's questions are written by the seed and by hand, so a change
 * reaches the saves within this time. The CAT's prepared bank is kept for the process's life (the
 * step stores the parameters it used).
 */
export const testQuestionsMaxAgeMs = 60_000;

/**
 * How long a CAT's exposure counts (attempts of the test, administrations per item) are kept before
 * they are counted again. Between two counts this process adds what it records itself (its own
 * steps and attempts), so on one server the counts are exact; another server's steps of the last
 * few seconds are missing, a drift of a few administrations for a rate cap over many sessions.
 */
export const catExposureMaxAgeMs = 2_000;

/** After the deadline, saves are still taken for this long (a last answer in flight); then the server submits. */
export const deadlineGraceSeconds = 60;

export interface TestsContext extends ServiceContext {
  readonly courses: Pick<CoursesModule, 'access' | 'completeTest'>;
  /** A test's rating (item type Test) and problem report (type test) of an enrolment: written onto its result. */
  readonly feedback?: (
    candidateSosId: number,
    testId: number,
  ) => Promise<{ ItemRating: ItemRating | null; ReportProblem: ReportProblem | null }>;
}

/** A CAT's exposure over all its attempts: attempts up to id `lastAttemptId`, administrations by item id. */
interface ExposureCounts {
  sessions: number;
  lastAttemptId: number;
  administrations: Record<string, number>;
}

/** The feature a test needs (spec 6: quizzes need Quizzes, system tests AIQuizzes). */
const featureOf = (test: TestRow) =>
  test.testSource === TestSource.SosTest ? Feature.Quizzes : Feature.AIQuizzes;

const isOverdue = (attempt: AttemptRow, now: Date) =>
  attempt.submittedAt === null &&
  attempt.deadline.getTime() + deadlineGraceSeconds * 1000 <= now.getTime();

export function createTestsService({ db, clock, courses, feedback }: TestsContext) {
  const { access } = courses;
  /** Prepared CAT banks by test: built once per test and reused for every candidate. */
  const banks = new Map<
    number,
    Promise<{ bank: CatItemBank; questions: Map<number, QuestionWithOptions> }>
  >();

  /**
   * A test's questions by id, in the test's order (starting and resuming it, the save's checks),
   * read at most once per `testQuestionsMaxAgeMs`.
   */
  const questionSets = new Map<
    number,
    { readAt: number; questions: Promise<Map<number, QuestionWithOptions>> }
  >();
  function questionsOf(testId: number) {
    const now = clock().getTime();
    let entry = questionSets.get(testId);
    if (!entry || now - entry.readAt > testQuestionsMaxAgeMs) {
      const questions = loadQuestions(db, { testId }).then(
        (rows) => new Map(rows.map((row) => [row.questionId, row])),
      );
      const fresh = { readAt: now, questions };
      questions.catch(() => {
        if (questionSets.get(testId) === fresh) questionSets.delete(testId);
      });
      questionSets.set(testId, (entry = fresh));
    }
    return entry.questions;
  }

  /**
   * A CAT's exposure counts over all its attempts, counted again before use once they are older
   * than `catExposureMaxAgeMs`; this process's own steps and attempts are added as they are recorded.
   */
  const exposures = new Map<number, { readAt: number; counts: Promise<ExposureCounts> }>();
  function exposureCounts(testId: number): Promise<ExposureCounts> {
    const now = clock().getTime();
    const kept = exposures.get(testId);
    if (kept && now - kept.readAt <= catExposureMaxAgeMs) return kept.counts;
    const fresh = {
      readAt: now,
      counts: catExposureAll(db, testId).then(({ sessions, lastAttemptId, given }) => ({
        sessions,
        lastAttemptId,
        administrations: Object.fromEntries(
          given.map((row) => [String(row.questionId), row.total]),
        ),
      })),
    };
    fresh.counts.catch(() => {
      if (exposures.get(testId) === fresh) exposures.delete(testId);
    });
    exposures.set(testId, fresh);
    return fresh.counts;
  }

  /**
   * Exposure for selecting an item of `attemptId`: the other attempts of its test. The attempt's own
   * administrations may stay in: the items it was given are never chosen again anyway.
   */
  async function exposureOf(testId: number, attemptId: number) {
    const counts = await exposureCounts(testId);
    return {
      sessions: counts.sessions - (attemptId <= counts.lastAttemptId ? 1 : 0),
      administrations: counts.administrations,
    };
  }

  /** This process's own step of a CAT, added to the counts kept (until they are counted again). */
  async function noteAdministration(testId: number, questionId: number) {
    const counts = await exposures.get(testId)?.counts;
    if (counts) {
      const id = String(questionId);
      counts.administrations[id] = (counts.administrations[id] ?? 0) + 1;
    }
  }

  /** This process's new attempt of a CAT, added to the counts kept. */
  async function noteSession(testId: number, attemptId: number) {
    const counts = await exposures.get(testId)?.counts;
    if (counts && attemptId > counts.lastAttemptId) {
      counts.sessions += 1;
      counts.lastAttemptId = attemptId;
    }
  }

  function catBank(testId: number) {
    let bank = banks.get(testId);
    if (!bank) {
      bank = loadQuestions(db, { testId }).then((rows) => ({
        bank: prepareItemBank(
          rows.map((row) => ({
            id: String(row.questionId),
            subject: row.subjectName,
            topic: row.topicName,
            parameters: { a: row.discrimination, b: row.difficulty, c: row.guessing },
          })),
        ),
        questions: new Map(rows.map((row) => [row.questionId, row])),
      }));
      bank.catch(() => banks.delete(testId));
      banks.set(testId, bank);
    }
    return bank;
  }

  /** The caller's enrolment and one of its tests, checked: ownership (404) and the package feature (403). */
  async function enrolmentTest(
    caller: Caller,
    candidateSosId: number,
    testId: number,
    { withTotal = false } = {},
  ) {
    const course = await access.enrolment(caller, candidateSosId);
    const row = await findEnrolmentTest(db, testId, course.CandidateSOSId, withTotal);
    if (!row || !visibleTo(row.test, course)) throw notFound();
    if (!accessAllowed(course, row.test)) throw featureNotAllowed();
    let attempt = row.attempt;
    if (attempt && isOverdue(attempt, clock()))
      attempt = await finalize(attempt, SubmittedBy.deadline);
    return { course, test: row.test, attempt, total: row.total };
  }

  function visibleTo(test: TestRow, course: Course): boolean {
    return (
      test.sosId === course.SOSId &&
      (test.candidateSosId === null || test.candidateSosId === course.CandidateSOSId) &&
      course.Subjects.some((subject) => subject.SubjectId === test.subjectId)
    );
  }

  const accessAllowed = (course: Course, test: TestRow) =>
    !course.Subscription.PackageFeatures.some(
      (entry) => entry.FeatureId.Value === featureOf(test) && !entry.IsFeatureAllowed,
    );

  /** An attempt of the caller by id (another candidate's: 404), closed first when its deadline has passed. */
  async function ownAttempt(caller: Caller, attemptId: number) {
    let attempt = await findOwnAttempt(db, attemptId, caller.user.id);
    if (!attempt) throw notFound();
    if (isOverdue(attempt, clock())) attempt = await finalize(attempt, SubmittedBy.deadline);
    return attempt;
  }

  const catSettingsOf = (test: TestRow) => resolveCatSettings(test.catSettings ?? {});
  const isExpired = (test: TestRow, now: Date) =>
    test.dueAt !== null && test.dueAt.getTime() <= now.getTime();

  function questionCount(test: TestRow, total: number | null) {
    return test.testType === TestType.CAT
      ? Math.min(catSettingsOf(test).maximumItems, total ?? 0)
      : (total ?? 0);
  }

  function summary(
    test: TestRow,
    attempt: AttemptRow | null,
    total: number | null,
    now: Date,
  ): TestSummary {
    const attempted = attempt?.scoredAt != null;
    return {
      TestId: test.testId,
      SOSDetailTestId: test.sosDetailTestId,
      SubjectId: test.subjectId,
      TestName: test.name,
      TestType: { Value: test.testType as TestType },
      TestSource: test.testSource as TestSource,
      Difficulty: test.difficulty as Difficulty,
      TotalQuestions: questionCount(test, total),
      DurationMinutes: test.durationMinutes,
      IsAttemptedTest: attempted,
      DueDate: test.dueAt?.toISOString() ?? null,
      // Expired means it can no longer be started: an attempt begun before the due date runs to its own deadline.
      IsExpired: attempt === null && isExpired(test, now),
      ObtainedPercentageScore: attempted ? (attempt?.percentage ?? 0) : null,
    };
  }

  const attemptInfo = (attempt: AttemptRow): AttemptInfo => ({
    TestAttemptId: attempt.id,
    StartTime: attempt.startedAt.toISOString(),
    Deadline: attempt.deadline.toISOString(),
    ServerTime: clock().toISOString(),
    IsSubmitted: attempt.submittedAt !== null,
  });

  const config = (test: TestRow) => ({
    DurationMinutes: test.durationMinutes,
    ShowResultImmediately: true,
    AllowReview: true,
  });

  /** The CAT session of an attempt, rebuilt from its stored steps (each with its parameter snapshot). */
  function sessionOf(
    test: TestRow,
    steps: readonly CatStepRow[],
    attempt: AttemptRow,
    questions: ReadonlyMap<number, QuestionWithOptions>,
  ): CatSession {
    const session = createCatSession(test.catSettings ?? {});
    const last = steps.at(-1);
    return {
      ...session,
      steps: steps.map((step) => ({
        itemId: String(step.questionId),
        subject: questions.get(step.questionId)?.subjectName ?? '',
        topic: questions.get(step.questionId)?.topicName ?? '',
        parameters: { a: step.discrimination, b: step.difficulty, c: step.guessing },
        thetaBefore: step.thetaBefore,
        information: step.information,
        answer: step.answer,
        correct: step.isCorrect,
        theta: step.theta,
        standardError: step.standardError,
      })),
      theta: last?.theta ?? session.theta,
      standardError: last?.standardError ?? session.standardError,
      stopReason: (attempt.catStopReason as CatStopReason | null) ?? null,
    };
  }

  /**
   * Closes an attempt and scores it, once: the first close wins (a submit, the deadline sweep or the
   * CAT's stop rule), and the first score written stays. Every caller then reads the same stored result.
   */
  async function finalize(attempt: AttemptRow, by: SubmittedBy): Promise<AttemptRow> {
    const now = clock();
    const finishedAt =
      by === SubmittedBy.deadline
        ? attempt.deadline
        : now < attempt.deadline
          ? now
          : attempt.deadline;
    await closeAttempt(db, attempt.id, { submittedAt: now, finishedAt, submittedBy: by });
    const test = (await findTest(db, attempt.testId))!;
    if (test.testType === TestType.CAT) {
      const steps = await listCatSteps(db, attempt.id);
      const correct = steps.filter((step) => step.isCorrect).length;
      await writeScore(db, attempt.id, {
        correctQuestions: correct,
        wrongQuestions: steps.length - correct,
        notAttempted: 0,
        obtainedScore: correct,
        totalScore: steps.length,
        percentage: steps.length === 0 ? 0 : Math.round((correct / steps.length) * 1000) / 10,
        scoredAt: now,
      });
    } else {
      const [questions, answers] = await Promise.all([
        loadQuestions(db, { testId: test.testId }),
        latestAnswers(db, attempt.id),
      ]);
      const { summary: score } = scoreAnswers(questions, (id) => answers.get(id)?.answer ?? null);
      await writeScore(db, attempt.id, {
        correctQuestions: score.CorrectQuestions,
        wrongQuestions: score.WrongQuestions,
        notAttempted: score.NotAttempted,
        obtainedScore: score.ObtainedScore,
        totalScore: score.TotalScore,
        percentage: score.ObtainedPercentageScore,
        scoredAt: now,
      });
    }
    if (test.sosDetailTestId !== null)
      await courses.completeTest(attempt.userId, attempt.candidateSosId, test.sosDetailTestId, now);
    return (await findOwnAttempt(db, attempt.id, attempt.userId))!;
  }

  async function list(
    caller: Caller,
    query: TestListQuery,
    source: TestSource,
  ): Promise<TestListResponse> {
    const course = await access.enrolment(
      caller,
      query.candidateSOSId,
      source === TestSource.SosTest ? Feature.Quizzes : Feature.AIQuizzes,
    );
    if (query.subjectId !== undefined) access.subjectOf(course, query.subjectId);
    const now = clock();
    const rows = await listEnrolmentTests(db, {
      sosId: course.SOSId,
      candidateSosId: course.CandidateSOSId,
      source,
      subjectId: query.subjectId,
    });
    const all = rows
      .filter((row) => visibleTo(row.test, course))
      .map((row) => summary(row.test, row.attempt, row.total, now))
      .filter(
        (test) =>
          query.filter === CandidateTestFilter.all ||
          test.IsAttemptedTest === (query.filter === CandidateTestFilter.attempted),
      );
    const start = (query.pageNumber - 1) * query.pageSize;
    return { Tests: all.slice(start, start + query.pageSize), TotalRecords: all.length };
  }

  async function info(caller: Caller, query: TestQuery): Promise<TestInfo> {
    const { course, test, attempt, total } = await enrolmentTest(
      caller,
      query.candidateSOSId,
      query.testId,
      { withTotal: true },
    );
    const subject = access.subjectOf(course, test.subjectId);
    return {
      ...summary(test, attempt, total, clock()),
      SubjectName: subject.SubjectName,
      IsFLP: test.isFlp,
      Attempt: attempt ? attemptInfo(attempt) : null,
    };
  }

  /** The current CAT question of an attempt, choosing the first one when none is served yet. */
  async function currentCatQuestion(
    test: TestRow,
    attempt: AttemptRow,
  ): Promise<{ attempt: AttemptRow; question: QuestionWithOptions | null }> {
    const { bank, questions } = await catBank(test.testId);
    if (attempt.catQuestionId !== null || attempt.submittedAt !== null) {
      return {
        attempt,
        question:
          attempt.catQuestionId === null ? null : (questions.get(attempt.catQuestionId) ?? null),
      };
    }
    const steps = await listCatSteps(db, attempt.id);
    const exposure = await exposureOf(test.testId, attempt.id);
    const selection = selectNextCatItem(bank, sessionOf(test, steps, attempt, questions), {
      exposure,
      random: Math.random,
    });
    if (selection.kind === 'stop') {
      await advanceCat(db, attempt.id, null, {
        catQuestionId: null,
        catServedAt: null,
        catTheta: attempt.catTheta,
        catStandardError: attempt.catStandardError,
        catStopReason: selection.reason,
      });
      return { attempt: await finalize(attempt, SubmittedBy.catStop), question: null };
    }
    const questionId = Number(selection.item.id);
    const now = clock();
    await advanceCat(db, attempt.id, null, {
      catQuestionId: questionId,
      catServedAt: now,
      catTheta: null,
      catStandardError: null,
      catStopReason: null,
    });
    const fresh = (await findOwnAttempt(db, attempt.id, attempt.userId))!;
    return {
      attempt: fresh,
      question: fresh.catQuestionId === null ? null : (questions.get(fresh.catQuestionId) ?? null),
    };
  }

  /** spec: starting loads the questions. Starts the attempt (deadline = now + duration) or resumes the open one. */
  async function start(caller: Caller, query: TestQuery): Promise<StartedTest> {
    const {
      course,
      test,
      attempt: found,
    } = await enrolmentTest(caller, query.candidateSOSId, query.testId);
    let attempt = found;
    const now = clock();
    if (!attempt) {
      if (isExpired(test, now)) throw new AppError(403, 'TestExpiredException', 'TestExpired');
      if (test.sosDetailTestId !== null) {
        const groups = await access.subjectGroups(course, test.subjectId);
        const activity = groups
          .flatMap((group) => group.SubjectActivityGroupDays)
          .flatMap((day) => day.SubjectGroupDayActivities)
          .find((entry) => entry.TestId === test.testId);
        if (activity?.IsLocked) throw new AppError(403, 'ContentLockedException', 'ContentLocked');
      }
      attempt = await insertAttempt(db, {
        userId: caller.user.id,
        candidateSosId: course.CandidateSOSId,
        testId: test.testId,
        startedAt: now,
        deadline: new Date(now.getTime() + test.durationMinutes * 60_000),
        createdAt: now,
      });
      if (test.testType === TestType.CAT) await noteSession(test.testId, attempt.id);
    }
    const base = {
      TestId: test.testId,
      CandidateSOSId: course.CandidateSOSId,
      TestName: test.name,
      TestType: { Value: test.testType as TestType },
      Config: config(test),
      IsFLP: test.isFlp,
      IsAttemptedTest: attempt.submittedAt !== null,
      QuestionModeStats: null,
      ItemRating: null,
      ReportProblem: null,
    };
    if (test.testType === TestType.CAT) {
      const current = await currentCatQuestion(test, attempt);
      const settings = catSettingsOf(test);
      const steps = await listCatSteps(db, attempt.id);
      return {
        ...base,
        IsAttemptedTest: current.attempt.submittedAt !== null,
        TestQuestions: current.question ? [toQuestion(current.question, null, false)] : [],
        TotalQuestions: settings.maximumItems,
        Attempt: attemptInfo(current.attempt),
        Cat: {
          ItemsAnswered: steps.length,
          MinimumItems: settings.minimumItems,
          MaximumItems: settings.maximumItems,
          Theta: steps.at(-1)?.theta ?? null,
          StandardError: steps.at(-1)?.standardError ?? null,
        },
      };
    }
    const [byId, answers] = await Promise.all([
      questionsOf(test.testId),
      latestAnswers(db, attempt.id),
    ]);
    const questions = [...byId.values()];
    return {
      ...base,
      TestQuestions: questions.map((question) =>
        toQuestion(question, answers.get(question.questionId) ?? null, false),
      ),
      TotalQuestions: questions.length,
      Attempt: attemptInfo(attempt),
      Cat: null,
    };
  }

  /**
   * The answer journal: one save, idempotent by (attempt, question, sequence); the answer given last
   * (AnsweredAt, across devices; then the sequence) wins, and a save that lost is told it was replaced.
   */
  async function saveAnswer(
    caller: Caller,
    request: SaveTestAnswerRequest,
  ): Promise<SaveTestAnswerResponse> {
    // The caller's attempt with its test (another candidate's: 404), closed first when overdue.
    const found = await findOwnAttemptWithTest(db, request.TestAttemptId, caller.user.id);
    if (!found) throw notFound();
    const { test } = found;
    let { attempt } = found;
    if (isOverdue(attempt, clock())) attempt = await finalize(attempt, SubmittedBy.deadline);
    if (attempt.submittedAt !== null)
      throw new AppError(409, 'TestAlreadySubmittedException', 'TestAlreadySubmitted');
    // The enrolment still sees the test, with its package feature.
    const course = await access.enrolment(caller, attempt.candidateSosId);
    if (!visibleTo(test, course)) throw notFound();
    if (!accessAllowed(course, test)) throw featureNotAllowed();
    if (test.testType === TestType.CAT)
      throw invalid('TestAttemptId', 'an adaptive test takes its answers with GetNextQuestion.');
    const question = (await questionsOf(test.testId)).get(request.QuestionId);
    if (!question) throw invalid('QuestionId', 'this question is not part of the test.');
    const answer =
      request.CandidateAnswer && request.CandidateAnswer !== '' ? request.CandidateAnswer : null;
    if (answer !== null && question.options.length > 0 && chosenOptions(question, answer) === null)
      throw invalid('CandidateAnswer', 'choose one of the options of this question.');
    const latest = await saveAnswerIfOpen(db, {
      attemptId: attempt.id,
      questionId: request.QuestionId,
      deviceId: request.DeviceId ?? '',
      sequence: request.Sequence,
      answer,
      startTime: request.StartTime ? new Date(request.StartTime) : null,
      endTime: request.EndTime ? new Date(request.EndTime) : null,
      answeredAt: request.AnsweredAt ? new Date(request.AnsweredAt) : null,
      savedAt: clock(),
    });
    if (!latest) throw new AppError(409, 'TestAlreadySubmittedException', 'TestAlreadySubmitted');
    return {
      QuestionId: request.QuestionId,
      Sequence: latest.sequence,
      CandidateAnswer: latest.answer,
      // Another answer, given later (another device, or a later change of this one), holds: the
      // one sent did not overwrite it.
      Replaced:
        (latest.deviceId !== (request.DeviceId ?? '') || latest.sequence !== request.Sequence) &&
        (latest.answer ?? null) !== answer,
      AnsweredAt: latest.answeredAt?.toISOString() ?? null,
    };
  }

  /**
   * spec: the next CAT question. The server scores the answer against its key, re-estimates θ̂ with
   * the engine, records the step with the item's parameters, and chooses the next item (or stops and
   * submits). Asking again for the same answered question answers the same next question.
   */
  async function nextQuestion(
    caller: Caller,
    query: NextQuestionQuery,
  ): Promise<NextQuestionResponse> {
    const { test, attempt: found } = await enrolmentTest(
      caller,
      query.CandidateSOSId,
      query.TestId,
    );
    if (test.testType !== TestType.CAT)
      throw invalid(
        'TestId',
        'this test is not adaptive: its questions all come with GetTestQuestions.',
      );
    if (!found) throw notFound();
    const settings = catSettingsOf(test);
    const { bank, questions } = await catBank(test.testId);
    let attempt = found;
    /** The answer: the attempt as it is now, with its steps (read when not given). */
    const respond = async (
      current: AttemptRow,
      known?: readonly { theta: number; standardError: number }[],
    ): Promise<NextQuestionResponse> => {
      const steps = known ?? (await listCatSteps(db, current.id));
      const question =
        current.submittedAt === null && current.catQuestionId !== null
          ? questions.get(current.catQuestionId)
          : undefined;
      return {
        Question: question ? toQuestion(question, null, false) : null,
        IsCompleted: current.submittedAt !== null,
        StopReason: current.catStopReason,
        Cat: {
          ItemsAnswered: steps.length,
          MinimumItems: settings.minimumItems,
          MaximumItems: settings.maximumItems,
          Theta: steps.at(-1)?.theta ?? null,
          StandardError: steps.at(-1)?.standardError ?? null,
        },
        Attempt: attemptInfo(current),
      };
    };
    const steps = await listCatSteps(db, attempt.id);
    if (attempt.submittedAt !== null || attempt.catQuestionId !== query.QuestionId) {
      // A retry of the last answer (or a request after the end) gets the state as it is now.
      if (
        attempt.submittedAt !== null ||
        steps.some((step) => step.questionId === query.QuestionId)
      )
        return respond(attempt, steps);
      throw invalid('QuestionId', 'this is not the question you were given.');
    }
    const answer = query.CandidateAnswer?.trim() ?? '';
    if (answer === '')
      throw new AppError(
        400,
        'ValidationException',
        'SelectAnOption',
        'CandidateAnswer: Please select an option',
      );
    const question = questions.get(query.QuestionId)!;
    if (chosenOptions(question, answer) === null)
      throw invalid('CandidateAnswer', 'choose one of the options of this question.');
    const session = sessionOf(test, steps, attempt, questions);
    const item = bank.items[bank.indexById.get(String(question.questionId))!]!;
    const correct = isCorrect(question, answer);
    const after = recordCatAnswer(session, { item, answer, correct });
    const step = after.steps.at(-1)!;
    // The next item is chosen before the step is written, so the step and the move are one
    // statement; a step recorded already (a retry) discards the choice.
    let ended: CatSession = after;
    let nextId: number | null = null;
    if (!after.stopReason) {
      const selection = selectNextCatItem(bank, after, {
        exposure: await exposureOf(test.testId, attempt.id),
        random: Math.random,
      });
      if (selection.kind === 'stop') ended = stopCatSession(after, selection.reason);
      else nextId = Number(selection.item.id);
    }
    const now = clock();
    const moved = await recordCatStepAndAdvance(
      db,
      {
        attemptId: attempt.id,
        step: after.steps.length,
        questionId: question.questionId,
        answer,
        isCorrect: correct,
        thetaBefore: step.thetaBefore,
        information: step.information,
        theta: step.theta,
        standardError: step.standardError,
        discrimination: step.parameters.a,
        difficulty: step.parameters.b,
        guessing: step.parameters.c,
        servedAt: attempt.catServedAt ?? attempt.startedAt,
        answeredAt: now,
        startTime: new Date(query.StartTime),
        endTime: new Date(query.EndTime),
      },
      {
        catQuestionId: nextId,
        catServedAt: nextId === null ? null : now,
        catTheta: after.theta,
        catStandardError: after.standardError,
        catStopReason: ended.stopReason,
      },
    );
    if (!moved) return respond((await findOwnAttempt(db, attempt.id, attempt.userId))!);
    await noteAdministration(test.testId, question.questionId);
    attempt = moved;
    if (ended.stopReason) attempt = await finalize(attempt, SubmittedBy.catStop);
    return respond(attempt, after.steps);
  }

  /** Submits once: answers in the body are journaled first; 20 parallel submits give one result. */
  async function submit(caller: Caller, request: SubmitTestRequest): Promise<TestResult> {
    const { test, attempt: found } = await enrolmentTest(
      caller,
      request.CandidateSOSId,
      request.TestId,
    );
    if (!found) throw notFound();
    let attempt = found;
    if (
      attempt.submittedAt === null &&
      test.testType !== TestType.CAT &&
      request.Answers.length > 0
    ) {
      const questions = new Map(
        (await loadQuestions(db, { testId: test.testId })).map((question) => [
          question.questionId,
          question,
        ]),
      );
      const current = await latestAnswers(db, attempt.id);
      const finalAnswers = new Map<number, Parameters<typeof insertAnswersIfOpen>[2][number]>();
      for (const entry of request.Answers) {
        const question = questions.get(entry.QuestionId);
        if (!question)
          throw invalid('Answers', `question ${entry.QuestionId} is not part of the test.`);
        const answer =
          entry.CandidateAnswer && entry.CandidateAnswer !== '' ? entry.CandidateAnswer : null;
        if (
          answer !== null &&
          question.options.length > 0 &&
          chosenOptions(question, answer) === null
        )
          throw invalid('Answers', `choose one of the options of question ${entry.QuestionId}.`);
        const stored = current.get(entry.QuestionId);
        if ((stored?.answer ?? null) === answer) continue;
        finalAnswers.set(entry.QuestionId, {
          attemptId: attempt.id,
          questionId: entry.QuestionId,
          deviceId: submitDevice,
          sequence: (stored?.sequence ?? 0) + 1,
          answer,
          startTime: entry.StartTime ? new Date(entry.StartTime) : null,
          endTime: entry.EndTime ? new Date(entry.EndTime) : null,
          // An answer sent with the submit is the final one: it outranks every answer saved before.
          answeredAt: new Date(Math.max(clock().getTime(), (stored?.rankedAt?.getTime() ?? 0) + 1)),
          savedAt: clock(),
        });
      }
      // Closed meanwhile (another submit, the deadline): the result stands as it was taken.
      await insertAnswersIfOpen(db, attempt.id, [...finalAnswers.values()]);
    }
    if (attempt.scoredAt === null) attempt = await finalize(attempt, SubmittedBy.candidate);
    return result(test, attempt, false);
  }

  async function result(test: TestRow, attempt: AttemptRow, detail: boolean): Promise<TestResult> {
    if (attempt.scoredAt === null) throw notFound();
    const cat = test.testType === TestType.CAT;
    const steps = cat ? await listCatSteps(db, attempt.id) : [];
    const questions = cat
      ? await loadQuestions(db, { questionIds: steps.map((step) => step.questionId) })
      : await loadQuestions(db, { testId: test.testId });
    const answers = cat
      ? new Map(
          steps.map((step) => [
            step.questionId,
            { answer: step.answer, startTime: step.startTime, endTime: step.endTime },
          ]),
        )
      : await latestAnswers(db, attempt.id);
    const { subjects } = scoreAnswers(questions, (id) => answers.get(id)?.answer ?? null);
    const stopReason = attempt.catStopReason as CatStopReason | null;
    const endedEarly =
      attempt.submittedBy === SubmittedBy.deadline
        ? CatEndedEarly.timeUp
        : CatEndedEarly.finishedEarly;
    return {
      TestId: test.testId,
      CandidateSOSId: attempt.candidateSosId,
      TestName: test.name,
      TestType: { Value: test.testType as TestType },
      TestQuestions: detail
        ? questions.map((question) =>
            toQuestion(question, answers.get(question.questionId) ?? null, true),
          )
        : [],
      Config: config(test),
      IsFLP: test.isFlp,
      TotalQuestions: cat ? steps.length : questions.length,
      IsAttemptedTest: true,
      QuestionModeStats: {
        MCQQuestionSummary: {
          CorrectQuestions: attempt.correctQuestions ?? 0,
          WrongQuestions: attempt.wrongQuestions ?? 0,
          NotAttempted: attempt.notAttempted ?? 0,
          ObtainedPercentageScore: attempt.percentage ?? 0,
          ObtainedScore: attempt.obtainedScore ?? 0,
          TotalScore: attempt.totalScore ?? 0,
        },
      },
      ...((await feedback?.(attempt.candidateSosId, test.testId)) ?? {
        ItemRating: null,
        ReportProblem: null,
      }),
      Attempt: attemptInfo(attempt),
      FinishTime: (attempt.finishedAt ?? attempt.submittedAt ?? attempt.deadline).toISOString(),
      SubmittedBy: (attempt.submittedBy ?? SubmittedBy.candidate) as SubmittedBy,
      SubjectResults: subjects,
      Cat: cat
        ? {
            Theta: attempt.catTheta ?? 0,
            StandardError: attempt.catStandardError ?? 1,
            // Ended before the stop rule (the candidate finished, or the deadline): less precise.
            StopReason: stopReason ?? endedEarly,
            StopReasonText: stopReason
              ? catStopReasonText(stopReason)
              : catEndedEarlyText(
                  endedEarly,
                  steps.length,
                  attempt.catStandardError ?? 1,
                  catSettingsOf(test).standardErrorTarget,
                ),
            Steps: steps.map((step) => ({
              QuestionId: step.questionId,
              SubjectName:
                questions.find((question) => question.questionId === step.questionId)
                  ?.subjectName ?? '',
              Difficulty: step.difficulty,
              IsCorrect: step.isCorrect,
              Theta: step.theta,
              StandardError: step.standardError,
            })),
          }
        : null,
    };
  }

  async function attemptedResult(
    caller: Caller,
    query: TestQuery,
    detail: boolean,
  ): Promise<TestResult> {
    const { test, attempt } = await enrolmentTest(caller, query.candidateSOSId, query.testId);
    if (!attempt) throw notFound();
    return result(test, attempt, detail);
  }

  async function resultDetail(caller: Caller, testAttemptId: number): Promise<TestResult> {
    const attempt = await ownAttempt(caller, testAttemptId);
    const { test } = await enrolmentTest(caller, attempt.candidateSosId, attempt.testId);
    return result(test, attempt, true);
  }

  /**
   * A test the caller finished in that enrolment: what may be rated (item type Test) or reported
   * (problem type test). Another's enrolment or test: 404; without the feature: 403; not finished: 400.
   */
  async function finishedTest(
    caller: Caller,
    candidateSosId: number,
    testId: number,
  ): Promise<void> {
    const { attempt } = await enrolmentTest(caller, candidateSosId, testId);
    if (attempt?.scoredAt == null)
      throw invalid('ItemId', 'finish the test before you rate it or report a problem with it.');
  }

  /** The deadline sweep: submits every attempt still open at its deadline + grace, with what was saved. */
  async function submitOverdue(limit = 500): Promise<number> {
    const now = clock();
    const due = await overdueAttempts(
      db,
      new Date(now.getTime() - deadlineGraceSeconds * 1000),
      limit,
    );
    for (const attempt of due) await finalize(attempt, SubmittedBy.deadline);
    return due.length;
  }

  return {
    list,
    info,
    start,
    saveAnswer,
    nextQuestion,
    submit,
    attemptedResult,
    resultDetail,
    submitOverdue,
    finishedTest,
  };
}

export type TestsService = ReturnType<typeof createTestsService>;
