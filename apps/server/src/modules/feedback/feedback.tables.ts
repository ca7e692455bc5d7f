import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../platform/database/columns';
import { userIdColumn } from '../account';

/** A course's feedback questionnaire (spec: FeedbackGroups), in order: groups by position, then questions. */
export const feedbackQuestions = pgTable(
  'feedback_questions',
  {
    sosId: integer('sos_id').notNull(),
    questionId: integer('question_id').notNull(),
    groupId: integer('group_id').notNull(),
    groupTitle: text('group_title').notNull(),
    question: text('question').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.sosId, table.questionId] })],
);

/**
 * An enrolment's answers: one rating (1-5) per question, per subject, per period (a calendar month,
 * YYYY-MM), with the comment given with the subject's feedback. Keyed by the enrolment, never by an id
 * the client chooses.
 */
export const feedbackAnswers = pgTable(
  'feedback_answers',
  {
    candidateSosId: integer('candidate_sos_id').notNull(),
    subjectId: integer('subject_id').notNull(),
    period: text('period').notNull(),
    questionId: integer('question_id').notNull(),
    userId: userIdColumn(),
    rating: integer('rating').notNull(),
    comment: text('comment'),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.candidateSosId, table.subjectId, table.period, table.questionId] }),
    index('feedback_answers_user_idx').on(table.userId),
  ],
);
