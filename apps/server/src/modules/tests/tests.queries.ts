import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNull,
  lt,
  lte,
  max,
  ne,
  or,
  sql,
} from 'drizzle-orm';
import type { Database } from '../../core/context';
import {
  catSteps,
  questionOptions,
  questions,
  testAnswers,
  testAttempts,
  testQuestions,
  tests,
} from './tests.tables';

export type TestRow = typeof tests.$inferSelect;
export type AttemptRow = typeof testAttempts.$inferSelect;
export type QuestionRow = typeof questions.$inferSelect;
export type OptionRow = typeof questionOptions.$inferSelect;
export type AnswerRow = typeof testAnswers.$inferSelect;
export type CatStepRow = typeof catSteps.$inferSelect;

/** A question with its options in order (the answer key among them: never sent before answering). */
export interface QuestionWithOptions extends QuestionRow {
  readonly options: OptionRow[];
}

/**
 * The tests an enrolment sees from one source, with its attempt (if any) and the question count:
 * the course's SOS tests and the enrolment's own system tests. One statement.
 */
export async function listEnrolmentTests(
  db: Database,
  by: { sosId: number; candidateSosId: number; source: number; subjectId?: number },
) {
  const questionCount = db
    .select({ testId: testQuestions.testId, total: count().as('total') })
    .from(testQuestions)
    .groupBy(testQuestions.testId)
    .as('question_count');
  return db
    .select({ test: tests, attempt: testAttempts, total: questionCount.total })
    .from(tests)
    .leftJoin(
      testAttempts,
      and(
        eq(testAttempts.testId, tests.testId),
        eq(testAttempts.candidateSosId, by.candidateSosId),
      ),
    )
    .leftJoin(questionCount, eq(questionCount.testId, tests.testId))
    .where(
      and(
        eq(tests.sosId, by.sosId),
        eq(tests.testSource, by.source),
        or(isNull(tests.candidateSosId), eq(tests.candidateSosId, by.candidateSosId)),
        by.subjectId === undefined ? undefined : eq(tests.subjectId, by.subjectId),
      ),
    )
    .orderBy(asc(tests.subjectId), asc(tests.testId));
}

/**
 * One test with the enrolment's attempt, and its question count when `withTotal` (one statement;
 * the count reads every question row of the test, so only the info page asks for it).
 */
export async function findEnrolmentTest(
  db: Database,
  testId: number,
  candidateSosId: number,
  withTotal = false,
) {
  const [row] = await db
    .select({
      test: tests,
      attempt: testAttempts,
      total: withTotal
        ? sql<
            number | null
          >`(select count(*)::int from ${testQuestions} where ${testQuestions.testId} = ${tests.testId})`
        : sql<number | null>`null::int`,
    })
    .from(tests)
    .leftJoin(
      testAttempts,
      and(eq(testAttempts.testId, tests.testId), eq(testAttempts.candidateSosId, candidateSosId)),
    )
    .where(eq(tests.testId, testId))
    .limit(1);
  return row;
}

export async function findTest(db: Database, testId: number): Promise<TestRow | undefined> {
  const [row] = await db.select().from(tests).where(eq(tests.testId, testId)).limit(1);
  return row;
}

/** An attempt of the caller (another user's is not found). */
export async function findOwnAttempt(
  db: Database,
  attemptId: number,
  userId: string,
): Promise<AttemptRow | undefined> {
  const [row] = await db
    .select()
    .from(testAttempts)
    .where(and(eq(testAttempts.id, attemptId), eq(testAttempts.userId, userId)))
    .limit(1);
  return row;
}

/** An attempt of the caller with its test (one statement); another user's is not found. */
export async function findOwnAttemptWithTest(
  db: Database,
  attemptId: number,
  userId: string,
): Promise<{ attempt: AttemptRow; test: TestRow } | undefined> {
  const [row] = await db
    .select({ attempt: testAttempts, test: tests })
    .from(testAttempts)
    .innerJoin(tests, eq(tests.testId, testAttempts.testId))
    .where(and(eq(testAttempts.id, attemptId), eq(testAttempts.userId, userId)))
    .limit(1);
  return row;
}

export async function findAttempt(
  db: Database,
  attemptId: number,
): Promise<AttemptRow | undefined> {
  const [row] = await db.select().from(testAttempts).where(eq(testAttempts.id, attemptId)).limit(1);
  return row;
}

/** Starts an attempt; when one exists already (two tabs starting at once), that one is answered. */
export async function insertAttempt(
  db: Database,
  row: typeof testAttempts.$inferInsert,
): Promise<AttemptRow> {
  const [inserted] = await db.insert(testAttempts).values(row).onConflictDoNothing().returning();
  if (inserted) return inserted;
  const [existing] = await db
    .select()
    .from(testAttempts)
    .where(
      and(eq(testAttempts.candidateSosId, row.candidateSosId), eq(testAttempts.testId, row.testId)),
    )
    .limit(1);
  return existing!;
}

/** The questions of a test in order, or the given ones, each with its options (two statements). */
export async function loadQuestions(
  db: Database,
  by: { testId: number } | { questionIds: readonly number[] },
): Promise<QuestionWithOptions[]> {
  let rows: QuestionRow[];
  if ('testId' in by) {
    rows = (
      await db
        .select({ question: questions })
        .from(testQuestions)
        .innerJoin(questions, eq(questions.questionId, testQuestions.questionId))
        .where(eq(testQuestions.testId, by.testId))
        .orderBy(asc(testQuestions.position))
    ).map((row) => row.question);
  } else {
    if (by.questionIds.length === 0) return [];
    const found = await db
      .select()
      .from(questions)
      .where(inArray(questions.questionId, [...by.questionIds]));
    const byId = new Map(found.map((row) => [row.questionId, row]));
    rows = by.questionIds.flatMap((id) => byId.get(id) ?? []);
  }
  if (rows.length === 0) return [];
  const options = await db
    .select()
    .from(questionOptions)
    .where(
      inArray(
        questionOptions.questionId,
        rows.map((row) => row.questionId),
      ),
    )
    .orderBy(asc(questionOptions.questionId), asc(questionOptions.position));
  const optionsOf = new Map<number, OptionRow[]>();
  for (const option of options)
    optionsOf.set(option.questionId, [...(optionsOf.get(option.questionId) ?? []), option]);
  return rows.map((row) => ({ ...row, options: optionsOf.get(row.questionId) ?? [] }));
}

/** One question of a test with its options (one statement); undefined when the test does not have it. */
export async function findTestQuestion(
  db: Database,
  testId: number,
  questionId: number,
): Promise<QuestionWithOptions | undefined> {
  const rows = await db
    .select({ question: questions, option: questionOptions })
    .from(testQuestions)
    .innerJoin(questions, eq(questions.questionId, testQuestions.questionId))
    .leftJoin(questionOptions, eq(questionOptions.questionId, questions.questionId))
    .where(and(eq(testQuestions.testId, testId), eq(testQuestions.questionId, questionId)))
    .orderBy(asc(questionOptions.position));
  const [first] = rows;
  if (!first) return undefined;
  return { ...first.question, options: rows.flatMap((row) => (row.option ? [row.option] : [])) };
}

/**
 * The journal's order, newest first: the answer given last wins (so a late save from an older
 * device never overwrites a newer one). `rankedAt` never falls within one device's sequence, so a
 * device's later change always outranks its earlier ones; untimed saves (older clients) rank
 * below, by sequence.
 */
export const newestAnswerFirst = [
  sql`${testAnswers.rankedAt} desc nulls last`,
  desc(testAnswers.sequence),
  desc(testAnswers.deviceId),
] as const;

/** The answer of each question of an attempt: its newest journal row. */
export async function latestAnswers(
  db: Database,
  attemptId: number,
): Promise<Map<number, AnswerRow>> {
  const rows = await db
    .selectDistinctOn([testAnswers.questionId])
    .from(testAnswers)
    .where(eq(testAnswers.attemptId, attemptId))
    .orderBy(asc(testAnswers.questionId), ...newestAnswerFirst);
  return new Map(rows.map((row) => [row.questionId, row]));
}

/**
 * Journals saves while the attempt is open: the attempt row is locked (`for no key update`) in the
 * same transaction, so a submit's close waits for saves in flight, a save after it finds the
 * attempt closed, and saves of one attempt are ranked one after another. A (attempt, question,
 * device, sequence) already there is left as it is. Each new row is ranked at the latest time of
 * its device's changes up to its sequence, and the device's later changes (which arrived first)
 * are raised to it. False when the attempt was closed.
 */
export async function insertAnswersIfOpen(
  db: Database,
  attemptId: number,
  rows: readonly Omit<typeof testAnswers.$inferInsert, 'rankedAt'>[],
): Promise<boolean> {
  return db.transaction(async (transaction) => {
    const [open] = await transaction
      .select({ id: testAttempts.id })
      .from(testAttempts)
      .where(and(eq(testAttempts.id, attemptId), isNull(testAttempts.submittedAt)))
      .for('no key update');
    if (!open) return false;
    for (const row of rows) {
      const deviceId = row.deviceId ?? '';
      const sameDevice = and(
        eq(testAnswers.attemptId, attemptId),
        eq(testAnswers.questionId, row.questionId),
        eq(testAnswers.deviceId, deviceId),
      );
      const given = row.answeredAt ?? null;
      // A save without a device (older clients) may come from any device: its own time ranks it.
      const [earlier] =
        deviceId === ''
          ? []
          : await transaction
              .select({ rankedAt: max(testAnswers.rankedAt) })
              .from(testAnswers)
              .where(and(sameDevice, lt(testAnswers.sequence, row.sequence)));
      const before = earlier?.rankedAt ?? null;
      const rankedAt = given === null ? before : before === null || given > before ? given : before;
      const inserted = await transaction
        .insert(testAnswers)
        .values({ ...row, deviceId, rankedAt })
        .onConflictDoNothing()
        .returning({ sequence: testAnswers.sequence });
      if (inserted.length === 1 && deviceId !== '' && rankedAt !== null)
        await transaction
          .update(testAnswers)
          .set({ rankedAt })
          .where(
            and(
              sameDevice,
              gt(testAnswers.sequence, row.sequence),
              or(isNull(testAnswers.rankedAt), lt(testAnswers.rankedAt, rankedAt)),
            ),
          );
    }
    return true;
  });
}

const asDate = (value: unknown): Date | null =>
  value === null || value === undefined
    ? null
    : value instanceof Date
      ? value
      : new Date(String(value));

/**
 * Journals one save while the attempt is open, in one statement (`save_test_answer`, migration
 * 0033): the same rules as `insertAnswersIfOpen` for one row (the attempt locked first, the device's
 * rank, its later changes raised), and the question's answer after it (its newest journal row).
 * Undefined when the attempt was closed.
 */
export async function saveAnswerIfOpen(
  db: Database,
  row: Omit<typeof testAnswers.$inferInsert, 'rankedAt'>,
): Promise<Pick<AnswerRow, 'deviceId' | 'sequence' | 'answer' | 'answeredAt'> | undefined> {
  const at = (value: Date | null | undefined) => (value ? value.toISOString() : null);
  const result = (await db.execute(
    sql`select saved_device_id, saved_sequence, saved_answer, saved_answered_at from save_test_answer(${row.attemptId}::integer, ${row.questionId}::integer, ${row.deviceId ?? ''}::text, ${row.sequence}::integer, ${row.answer ?? null}::text, ${at(row.startTime)}::timestamptz, ${at(row.endTime)}::timestamptz, ${at(row.answeredAt)}::timestamptz, ${at(row.savedAt)}::timestamptz)`,
  )) as unknown as { rows: Record<string, unknown>[] };
  const [latest] = result.rows;
  if (!latest) return undefined;
  return {
    deviceId: String(latest.saved_device_id),
    sequence: Number(latest.saved_sequence),
    answer: (latest.saved_answer as string | null) ?? null,
    answeredAt: asDate(latest.saved_answered_at),
  };
}

/** The latest journal row of one question. */
export async function latestAnswer(
  db: Database,
  attemptId: number,
  questionId: number,
): Promise<AnswerRow | undefined> {
  const [row] = await db
    .select()
    .from(testAnswers)
    .where(and(eq(testAnswers.attemptId, attemptId), eq(testAnswers.questionId, questionId)))
    .orderBy(...newestAnswerFirst)
    .limit(1);
  return row;
}

/** Closes an open attempt; false when it was closed already (another submit, the deadline sweep). */
export async function closeAttempt(
  db: Database,
  attemptId: number,
  values: { submittedAt: Date; finishedAt: Date; submittedBy: AttemptRow['submittedBy'] },
): Promise<boolean> {
  const rows = await db
    .update(testAttempts)
    .set(values)
    .where(and(eq(testAttempts.id, attemptId), isNull(testAttempts.submittedAt)))
    .returning({ id: testAttempts.id });
  return rows.length === 1;
}

/** Writes the score once: the first writer wins, later ones change nothing. */
export async function writeScore(
  db: Database,
  attemptId: number,
  score: Pick<
    AttemptRow,
    | 'correctQuestions'
    | 'wrongQuestions'
    | 'notAttempted'
    | 'obtainedScore'
    | 'totalScore'
    | 'percentage'
  > & { scoredAt: Date },
): Promise<void> {
  await db
    .update(testAttempts)
    .set(score)
    .where(and(eq(testAttempts.id, attemptId), isNull(testAttempts.scoredAt)));
}

export async function listCatSteps(db: Database, attemptId: number): Promise<CatStepRow[]> {
  return db
    .select()
    .from(catSteps)
    .where(eq(catSteps.attemptId, attemptId))
    .orderBy(asc(catSteps.step));
}

/** Records a CAT step; false when that step was recorded already (a retried or concurrent request). */
export async function insertCatStep(
  db: Database,
  row: typeof catSteps.$inferInsert,
): Promise<boolean> {
  const rows = await db
    .insert(catSteps)
    .values(row)
    .onConflictDoNothing()
    .returning({ step: catSteps.step });
  return rows.length === 1;
}

/**
 * Records a CAT step and moves the attempt on from the item answered, in one statement: the attempt
 * row after the move, or undefined when the step was recorded already (a retried or concurrent
 * request: nothing changes) or the attempt had moved on from that item.
 */
export async function recordCatStepAndAdvance(
  db: Database,
  row: typeof catSteps.$inferInsert,
  values: Pick<
    AttemptRow,
    'catQuestionId' | 'catServedAt' | 'catTheta' | 'catStandardError' | 'catStopReason'
  >,
): Promise<AttemptRow | undefined> {
  const recorded = db
    .$with('recorded')
    .as(db.insert(catSteps).values(row).onConflictDoNothing().returning({ step: catSteps.step }));
  const [moved] = await db
    .with(recorded)
    .update(testAttempts)
    .set(values)
    .where(
      and(
        eq(testAttempts.id, row.attemptId),
        eq(testAttempts.catQuestionId, row.questionId),
        sql`exists (select 1 from ${recorded})`,
      ),
    )
    .returning();
  return moved;
}

/** Moves a CAT on: the item served now and θ̂/SE, only from the item that was answered. */
export async function advanceCat(
  db: Database,
  attemptId: number,
  fromQuestionId: number | null,
  values: Pick<
    AttemptRow,
    'catQuestionId' | 'catServedAt' | 'catTheta' | 'catStandardError' | 'catStopReason'
  >,
): Promise<boolean> {
  const rows = await db
    .update(testAttempts)
    .set(values)
    .where(
      and(
        eq(testAttempts.id, attemptId),
        fromQuestionId === null
          ? isNull(testAttempts.catQuestionId)
          : eq(testAttempts.catQuestionId, fromQuestionId),
      ),
    )
    .returning({ id: testAttempts.id });
  return rows.length === 1;
}

/** How often each item of a CAT was given in the other attempts, and how many those are (exposure control). */
export async function catExposure(db: Database, testId: number, attemptId: number) {
  const [sessions] = await db
    .select({ total: count() })
    .from(testAttempts)
    .where(and(eq(testAttempts.testId, testId), ne(testAttempts.id, attemptId)));
  const given = await db
    .select({ questionId: catSteps.questionId, total: count() })
    .from(catSteps)
    .innerJoin(testAttempts, eq(testAttempts.id, catSteps.attemptId))
    .where(and(eq(testAttempts.testId, testId), ne(catSteps.attemptId, attemptId)))
    .groupBy(catSteps.questionId);
  return { sessions: sessions?.total ?? 0, given };
}

/**
 * How often each item of a CAT was given in all its attempts (one statement): `sessions` attempts
 * up to attempt id `lastAttemptId`, `given` per item. The server keeps it a short while per test
 * (see the tests service's exposure snapshot).
 */
export async function catExposureAll(db: Database, testId: number) {
  const result = (await db.execute(sql`
    select given.question_id, count(given.question_id)::int as total, attempts.sessions, attempts.last_attempt_id
    from (select count(*)::int as sessions, max(${testAttempts.id}) as last_attempt_id
          from ${testAttempts} where ${testAttempts.testId} = ${testId}) as attempts
    left join ${catSteps} as given
      on given.attempt_id in (select ${testAttempts.id} from ${testAttempts} where ${testAttempts.testId} = ${testId})
    group by given.question_id, attempts.sessions, attempts.last_attempt_id`)) as unknown as {
    rows: {
      question_id: number | null;
      total: number;
      sessions: number;
      last_attempt_id: number | null;
    }[];
  };
  const [first] = result.rows;
  return {
    sessions: Number(first?.sessions ?? 0),
    lastAttemptId: Number(first?.last_attempt_id ?? 0),
    given: result.rows.flatMap((row) =>
      row.question_id === null
        ? []
        : [{ questionId: Number(row.question_id), total: Number(row.total) }],
    ),
  };
}

/** Open attempts whose deadline is at or before `before` (the deadline sweep), oldest first. */
export async function overdueAttempts(
  db: Database,
  before: Date,
  limit: number,
): Promise<AttemptRow[]> {
  return db
    .select()
    .from(testAttempts)
    .where(and(isNull(testAttempts.submittedAt), lte(testAttempts.deadline, before)))
    .orderBy(asc(testAttempts.deadline))
    .limit(limit);
}
