import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { CatSettings } from '@portal/domain';
import { at, createdAt } from '../../platform/database/columns';
import { userIdColumn } from '../account';

/**
 * A test (spec: TestId): an SOS quiz of a course's hierarchy (source 1, SOSDetailTestId set, shared
 * by every enrolment of the course) or a system test (source 2) made for one enrolment
 * (`candidate_sos_id`). A CAT (test type 1) draws from its linked questions with `cat_settings`;
 * other tests give their linked questions in order.
 */
export const tests = pgTable(
  'tests',
  {
    testId: integer('test_id').primaryKey(),
    sosId: integer('sos_id').notNull(),
    subjectId: integer('subject_id').notNull(),
    sosDetailTestId: integer('sos_detail_test_id'),
    candidateSosId: integer('candidate_sos_id'),
    testSource: integer('test_source').notNull(),
    testType: integer('test_type').notNull(),
    name: text('name').notNull(),
    difficulty: integer('difficulty').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    isFlp: boolean('is_flp').notNull(),
    dueAt: at('due_at'),
    catSettings: jsonb('cat_settings').$type<Partial<CatSettings>>(),
  },
  (table) => [
    index('tests_course_idx').on(table.sosId, table.testSource, table.subjectId),
    index('tests_enrolment_idx').on(table.candidateSosId),
  ],
);

/**
 * A question of the bank (`bank_key` = the domain item bank's id), with its 3PL parameters as
 * calibrated now (an attempt keeps a snapshot of what it used). The answer key is `is_correct` on
 * the options and never leaves the server before the question is answered.
 */
export const questions = pgTable('questions', {
  questionId: integer('question_id').primaryKey(),
  bankKey: text('bank_key').notNull().unique(),
  subjectName: text('subject_name').notNull(),
  topicId: integer('topic_id').notNull(),
  topicName: text('topic_name').notNull(),
  questionMode: integer('question_mode').notNull(),
  answerType: integer('answer_type').notNull(),
  text: text('text').notNull(),
  explanation: text('explanation'),
  discrimination: doublePrecision('discrimination').notNull(),
  difficulty: doublePrecision('difficulty').notNull(),
  guessing: doublePrecision('guessing').notNull(),
  /**
   * A short question's key (ours): the accepted answers, compared normalised (domain text-answer);
   * null leaves a written answer for review.
   */
  textAnswers: jsonb('text_answers').$type<string[]>(),
  /** Set for a numeric short question: how far from an accepted value an answer may be. */
  numericTolerance: doublePrecision('numeric_tolerance'),
});

export const questionOptions = pgTable(
  'question_options',
  {
    optionId: integer('option_id').primaryKey(),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.questionId, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    text: text('text').notNull(),
    isCorrect: boolean('is_correct').notNull(),
  },
  (table) => [uniqueIndex('question_options_position_unique').on(table.questionId, table.position)],
);

/** The questions of a test, in order (a CAT's pool, in bank order). */
export const testQuestions = pgTable(
  'test_questions',
  {
    testId: integer('test_id')
      .notNull()
      .references(() => tests.testId, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.questionId),
    position: integer('position').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.testId, table.questionId] }),
    index('test_questions_order_idx').on(table.testId, table.position),
  ],
);

/**
 * One enrolment's attempt at a test: one per (enrolment, test) (a re-opened attempted test shows
 * its result). `deadline` belongs to the server; `submitted_at` closes the attempt (saves after it
 * are refused), and the statistics are written once, by the first submit to finish scoring.
 * A CAT keeps the item it served now and θ̂/SE after the last step.
 */
export const testAttempts = pgTable(
  'test_attempts',
  {
    id: serial('id').primaryKey(),
    userId: userIdColumn(),
    candidateSosId: integer('candidate_sos_id').notNull(),
    testId: integer('test_id')
      .notNull()
      .references(() => tests.testId, { onDelete: 'cascade' }),
    startedAt: at('started_at').notNull(),
    deadline: at('deadline').notNull(),
    submittedAt: at('submitted_at'),
    finishedAt: at('finished_at'),
    submittedBy: text('submitted_by').$type<'candidate' | 'deadline' | 'catStop'>(),
    scoredAt: at('scored_at'),
    correctQuestions: integer('correct_questions'),
    wrongQuestions: integer('wrong_questions'),
    notAttempted: integer('not_attempted'),
    obtainedScore: doublePrecision('obtained_score'),
    totalScore: doublePrecision('total_score'),
    percentage: doublePrecision('percentage'),
    catQuestionId: integer('cat_question_id'),
    catServedAt: at('cat_served_at'),
    catTheta: doublePrecision('cat_theta'),
    catStandardError: doublePrecision('cat_standard_error'),
    catStopReason: text('cat_stop_reason'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('test_attempts_enrolment_test_unique').on(table.candidateSosId, table.testId),
    index('test_attempts_open_deadline_idx')
      .on(table.deadline)
      .where(sql`submitted_at is null`),
  ],
);

/**
 * The answer journal: every change the portal sent, keyed by (attempt, question, device, client
 * sequence), so a retried save is one row. A question's answer is the row of the latest `rankedAt`
 * (then the highest sequence): within one device its sequence decides, across devices the time the
 * answer was given.
 */
export const testAnswers = pgTable(
  'test_answers',
  {
    attemptId: integer('attempt_id')
      .notNull()
      .references(() => testAttempts.id, { onDelete: 'cascade' }),
    questionId: integer('question_id').notNull(),
    /**
     * The page that sent the change (one per page load: its sequence only ever grows); '' for
     * clients that sent none, `submit` for answers that came with the submit.
     */
    deviceId: text('device_id').notNull().default(''),
    sequence: integer('sequence').notNull(),
    answer: text('answer'),
    startTime: at('start_time'),
    endTime: at('end_time'),
    /** When the answer was given on the device (sent with it): the later answer wins across devices. */
    answeredAt: at('answered_at'),
    /**
     * The answer's rank in time: the latest `answeredAt` of this device's changes up to this
     * sequence, so a later change of a device never ranks below an earlier one of the same device
     * (its clock may have stepped back), whatever order the saves arrived in.
     */
    rankedAt: at('ranked_at'),
    savedAt: at('saved_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.attemptId, table.questionId, table.deviceId, table.sequence] }),
    // A question's answer (the journal's order, newest first) read from the top of an index, not
    // found by sorting every change of the question (a save reads it each time).
    index('test_answers_newest_idx').on(
      table.attemptId,
      table.questionId,
      sql`${table.rankedAt} desc nulls last`,
      sql`${table.sequence} desc`,
      sql`${table.deviceId} desc`,
    ),
  ],
);

/**
 * Every step of a CAT: the item, the answer and its correctness, θ̂ before (what the item was chosen
 * at) and θ̂/SE after, the item's information, the times, and the item parameters used (a snapshot:
 * the result can be re-scored if the bank is recalibrated).
 */
export const catSteps = pgTable(
  'cat_steps',
  {
    attemptId: integer('attempt_id')
      .notNull()
      .references(() => testAttempts.id, { onDelete: 'cascade' }),
    step: integer('step').notNull(),
    questionId: integer('question_id').notNull(),
    answer: text('answer'),
    isCorrect: boolean('is_correct').notNull(),
    thetaBefore: doublePrecision('theta_before').notNull(),
    information: doublePrecision('information').notNull(),
    theta: doublePrecision('theta').notNull(),
    standardError: doublePrecision('standard_error').notNull(),
    discrimination: doublePrecision('discrimination').notNull(),
    difficulty: doublePrecision('difficulty').notNull(),
    guessing: doublePrecision('guessing').notNull(),
    servedAt: at('served_at').notNull(),
    answeredAt: at('answered_at').notNull(),
    startTime: at('start_time'),
    endTime: at('end_time'),
  },
  (table) => [primaryKey({ columns: [table.attemptId, table.step] })],
);

/**
 * The mistake bank's retries (ours): per enrolment and question, how many retries were right and
 * wrong. A question missed in a submitted test is in the bank until `correct_retries` reaches two.
 * The bank itself is read from the submitted attempts; only retries are stored.
 */
export const mistakeRetries = pgTable(
  'mistake_retries',
  {
    candidateSosId: integer('candidate_sos_id').notNull(),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.questionId, { onDelete: 'cascade' }),
    userId: userIdColumn(),
    correctRetries: integer('correct_retries').notNull().default(0),
    wrongRetries: integer('wrong_retries').notNull().default(0),
    lastAnswer: text('last_answer'),
    updatedAt: at('updated_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.candidateSosId, table.questionId] })],
);
