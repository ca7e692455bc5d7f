import { AnswerType, QuestionMode, SubmittedBy } from '@portal/domain';
import { count, eq } from 'drizzle-orm';
import {
  buildDemoTests,
  demoItemBank,
  demoShortAnswerQuestions,
  type DemoCourseData,
} from '@portal/domain/fixtures';
import type { Database } from '../../core/context';
import { scoreAnswers } from './scoring';
import { loadQuestions } from './tests.queries';
import {
  questionOptions,
  questions,
  testAnswers,
  testAttempts,
  testQuestions,
  tests,
} from './tests.tables';

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Question ids of the demo bank: its order, from 1, then the short questions after it (stable, so a
 * restart finds the same rows).
 */
const questionIdOf = new Map(
  [...demoItemBank, ...demoShortAnswerQuestions].map((question, index) => [question.id, index + 1]),
);
const topicIdOf = new Map(
  [...new Set(demoItemBank.map((question) => `${question.subject}/${question.topic}`))].map(
    (topic, index) => [topic, index + 1],
  ),
);
const optionId = (questionId: number, position: number) => questionId * 10 + position + 1;

/** The demo item bank as questions with their options (the key on the options), once. */
async function seedQuestionBank(db: Database): Promise<void> {
  const [seeded] = await db.select({ total: count() }).from(questions);
  if ((seeded?.total ?? 0) >= demoItemBank.length + demoShortAnswerQuestions.length) return;
  const rows: (typeof questions.$inferInsert)[] = [];
  const options: (typeof questionOptions.$inferInsert)[] = [];
  for (const question of demoItemBank) {
    const questionId = questionIdOf.get(question.id)!;
    rows.push({
      questionId,
      bankKey: question.id,
      subjectName: question.subject,
      topicId: topicIdOf.get(`${question.subject}/${question.topic}`)!,
      topicName: question.topic,
      questionMode: QuestionMode.Mcq,
      answerType: AnswerType.single,
      text: question.stem,
      explanation: question.explanation,
      discrimination: question.parameters.a,
      difficulty: question.parameters.b,
      guessing: question.parameters.c,
    });
    question.options.forEach((text, position) =>
      options.push({
        optionId: optionId(questionId, position),
        questionId,
        position,
        text,
        isCorrect: position === question.correctOption,
      }),
    );
  }
  for (const question of demoShortAnswerQuestions)
    rows.push({
      questionId: questionIdOf.get(question.id)!,
      bankKey: question.id,
      subjectName: question.subject,
      topicId: topicIdOf.get(`${question.subject}/${question.topic}`)!,
      topicName: question.topic,
      questionMode: QuestionMode.ShortQuestion,
      answerType: AnswerType.single,
      text: question.stem,
      explanation: question.explanation,
      // Not an adaptive item (the CAT bank is MCQ only): neutral parameters.
      discrimination: 1,
      difficulty: 0,
      guessing: 0,
      textAnswers: [...question.accepted],
      numericTolerance: question.numericTolerance,
    });
  await db.insert(questions).values(rows).onConflictDoNothing();
  for (let start = 0; start < options.length; start += 500)
    await db
      .insert(questionOptions)
      .values(options.slice(start, start + 500))
      .onConflictDoNothing();
}

/**
 * The tests of one enrolment's course and its own system tests, with real bank questions
 * (domain `buildDemoTests`): rows already there are left alone. Due dates count from `now`.
 */
export async function seedDemoTests(db: Database, data: DemoCourseData, now: Date): Promise<void> {
  await seedQuestionBank(db);
  const definitions = buildDemoTests(data);
  if (definitions.length === 0) return;
  await db
    .insert(tests)
    .values(
      definitions.map((test) => ({
        testId: test.testId,
        sosId: data.course.SOSId,
        subjectId: test.subjectId,
        sosDetailTestId: test.sosDetailTestId,
        candidateSosId: test.candidateSosId,
        testSource: test.source,
        testType: test.type,
        name: test.name,
        difficulty: test.difficulty,
        durationMinutes: test.durationMinutes,
        isFlp: test.isFlp,
        dueAt: test.dueInDays === null ? null : new Date(now.getTime() + test.dueInDays * dayMs),
        catSettings: test.catSettings,
      })),
    )
    .onConflictDoNothing();
  const links = definitions.flatMap((test) =>
    test.questionKeys.map((key, position) => ({
      testId: test.testId,
      questionId: questionIdOf.get(key)!,
      position,
    })),
  );
  for (let start = 0; start < links.length; start += 500)
    await db
      .insert(testQuestions)
      .values(links.slice(start, start + 500))
      .onConflictDoNothing();
}

/**
 * The demo candidate's submitted attempts (the quizzes the hierarchy shows completed and the
 * attempted system tests): the first answers right, the rest on a wrong option, scored as the
 * server scores a submit.
 */
export async function seedDemoTestAttempts(
  db: Database,
  userId: string,
  data: DemoCourseData,
  now: Date,
): Promise<void> {
  for (const test of buildDemoTests(data)) {
    if (!test.submitted) continue;
    await seedScoredAttempt(db, {
      userId,
      candidateSosId: data.course.CandidateSOSId,
      testId: test.testId,
      correctAnswers: test.submitted.correctAnswers,
      startedAt: new Date(now.getTime() - 3 * dayMs),
      durationMinutes: test.durationMinutes,
    });
  }
}

/**
 * One submitted attempt as the server scores a submit: the first `correctAnswers` questions on the
 * right option, the rest on a wrong one, a minute each from `startedAt` (the demo candidate's and
 * the leaderboard cohort's attempts). Nothing when the enrolment already has an attempt at it.
 */
export async function seedScoredAttempt(
  db: Database,
  plan: { userId: string; candidateSosId: number; testId: number; correctAnswers: number; startedAt: Date; durationMinutes: number },
  bank?: Awaited<ReturnType<typeof loadQuestions>>,
): Promise<void> {
  const { userId, candidateSosId, testId, startedAt } = plan;
  const deadline = new Date(startedAt.getTime() + plan.durationMinutes * 60_000);
  const [attempt] = await db
    .insert(testAttempts)
    .values({ userId, candidateSosId, testId, startedAt, deadline, createdAt: startedAt })
    .onConflictDoNothing()
    .returning();
  if (!attempt) return;
  const questionsOfTest = bank ?? (await loadQuestions(db, { testId }));
  const answers = new Map(
    questionsOfTest.map((question, index) => {
      const right = question.options.find((option) => option.isCorrect)!;
      const wrong = question.options.find((option) => !option.isCorrect)!;
      return [question.questionId, String(index < plan.correctAnswers ? right.optionId : wrong.optionId)];
    }),
  );
  if (answers.size > 0)
    await db.insert(testAnswers).values(
      [...answers].map(([questionId, answer], index) => ({
        attemptId: attempt.id,
        questionId,
        sequence: 1,
        answer,
        startTime: new Date(startedAt.getTime() + index * 60_000),
        endTime: new Date(startedAt.getTime() + (index + 1) * 60_000),
        savedAt: new Date(startedAt.getTime() + (index + 1) * 60_000),
      })),
    );
  const { summary } = scoreAnswers(questionsOfTest, (id) => answers.get(id) ?? null);
  const finishedAt = new Date(startedAt.getTime() + questionsOfTest.length * 60_000);
  await db
    .update(testAttempts)
    .set({
      submittedAt: finishedAt,
      finishedAt,
      submittedBy: SubmittedBy.candidate,
      scoredAt: finishedAt,
      correctQuestions: summary.CorrectQuestions,
      wrongQuestions: summary.WrongQuestions,
      notAttempted: summary.NotAttempted,
      obtainedScore: summary.ObtainedScore,
      totalScore: summary.TotalScore,
      percentage: summary.ObtainedPercentageScore,
    })
    .where(eq(testAttempts.id, attempt.id));
}
