import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../core/context';
import { catSteps, mistakeRetries, testAnswers, testAttempts, tests } from './tests.tables';
import { newestAnswerFirst } from './tests.queries';

/** One answer the candidate gave in a submitted test (the last of each question per attempt). */
export interface GivenAnswer {
  readonly questionId: number;
  readonly answer: string | null;
  readonly testName: string;
  readonly submittedAt: Date;
}

/**
 * Every answer of the enrolment's scored attempts that the caller owns: the latest journal entry
 * per (attempt, question) for ordinary tests and every CAT step (two statements). Newest first.
 */
export async function givenAnswers(
  db: Database,
  by: { userId: string; candidateSosId: number },
): Promise<GivenAnswer[]> {
  const own = and(
    eq(testAttempts.userId, by.userId),
    eq(testAttempts.candidateSosId, by.candidateSosId),
    isNotNull(testAttempts.scoredAt),
  );
  const [journal, steps] = await Promise.all([
    db
      .selectDistinctOn([testAnswers.attemptId, testAnswers.questionId], {
        questionId: testAnswers.questionId,
        answer: testAnswers.answer,
        testName: tests.name,
        submittedAt: sql<Date>`${testAttempts.submittedAt}`.mapWith(testAttempts.submittedAt),
      })
      .from(testAnswers)
      .innerJoin(testAttempts, eq(testAttempts.id, testAnswers.attemptId))
      .innerJoin(tests, eq(tests.testId, testAttempts.testId))
      .where(own)
      .orderBy(testAnswers.attemptId, testAnswers.questionId, ...newestAnswerFirst),
    db
      .select({
        questionId: catSteps.questionId,
        answer: catSteps.answer,
        testName: tests.name,
        submittedAt: sql<Date>`${testAttempts.submittedAt}`.mapWith(testAttempts.submittedAt),
      })
      .from(catSteps)
      .innerJoin(testAttempts, eq(testAttempts.id, catSteps.attemptId))
      .innerJoin(tests, eq(tests.testId, testAttempts.testId))
      .where(and(own, eq(catSteps.isCorrect, false))),
  ]);
  return [...journal, ...steps].sort(
    (left, right) => right.submittedAt.getTime() - left.submittedAt.getTime(),
  );
}

export type RetryRow = typeof mistakeRetries.$inferSelect;

export async function listRetries(db: Database, candidateSosId: number): Promise<RetryRow[]> {
  return db.select().from(mistakeRetries).where(eq(mistakeRetries.candidateSosId, candidateSosId));
}

/** Counts one retry (one statement, upserted): a right one adds to `correct_retries`. */
export async function recordRetry(
  db: Database,
  row: {
    candidateSosId: number;
    questionId: number;
    userId: string;
    correct: boolean;
    answer: string;
    at: Date;
  },
): Promise<RetryRow> {
  const [saved] = await db
    .insert(mistakeRetries)
    .values({
      candidateSosId: row.candidateSosId,
      questionId: row.questionId,
      userId: row.userId,
      correctRetries: row.correct ? 1 : 0,
      wrongRetries: row.correct ? 0 : 1,
      lastAnswer: row.answer,
      updatedAt: row.at,
    })
    .onConflictDoUpdate({
      target: [mistakeRetries.candidateSosId, mistakeRetries.questionId],
      set: {
        correctRetries: sql`${mistakeRetries.correctRetries} + ${row.correct ? 1 : 0}`,
        wrongRetries: sql`${mistakeRetries.wrongRetries} + ${row.correct ? 0 : 1}`,
        lastAnswer: row.answer,
        updatedAt: row.at,
      },
    })
    .returning();
  return saved!;
}
