import { doublePrecision, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at } from '../../platform/database/columns';
import { userIdColumn } from '../account';

/**
 * An assignment of a course's hierarchy (spec: AssignmentId, SOSDetailAssignmentId): its brief,
 * how it is submitted (SubmissionType), its full score and due date. Shared by every enrolment of
 * the course (`sos_id`); a candidate's work on it is an `assignment_submissions` row.
 */
export const assignments = pgTable(
  'assignments',
  {
    assignmentId: integer('assignment_id').primaryKey(),
    sosId: integer('sos_id').notNull(),
    subjectId: integer('subject_id').notNull(),
    sosDetailAssignmentId: integer('sos_detail_assignment_id').notNull(),
    title: text('title').notNull(),
    instructions: text('instructions').notNull(),
    submissionType: integer('submission_type').notNull(),
    totalScore: doublePrecision('total_score').notNull(),
    dueAt: at('due_at'),
  },
  (table) => [index('assignments_course_idx').on(table.sosId, table.subjectId, table.assignmentId)],
);

/**
 * One enrolment's work on one assignment: the draft of a text answer while it is written, then the
 * submission (text or an uploaded file's key, replaced by a resubmission until the due date), then
 * the review (score, remarks as sanitised HTML, and optionally the reviewer's annotated copy of the
 * submission, a file in storage; from the documented review operation: there is no teacher UI).
 */
export const assignmentSubmissions = pgTable(
  'assignment_submissions',
  {
    userId: userIdColumn(),
    candidateSosId: integer('candidate_sos_id').notNull(),
    assignmentId: integer('assignment_id').notNull(),
    draftText: text('draft_text'),
    submissionType: integer('submission_type'),
    text: text('text'),
    fileKey: text('file_key'),
    fileName: text('file_name'),
    fileContentType: text('file_content_type'),
    submittedAt: at('submitted_at'),
    score: doublePrecision('score'),
    remarks: text('remarks'),
    reviewedFileKey: text('reviewed_file_key'),
    reviewedFileName: text('reviewed_file_name'),
    reviewedFileContentType: text('reviewed_file_content_type'),
    reviewedAt: at('reviewed_at'),
    updatedAt: at('updated_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.candidateSosId, table.assignmentId] }),
    index('assignment_submissions_user_idx').on(table.userId),
    index('assignment_submissions_file_idx').on(table.fileKey),
    index('assignment_submissions_reviewed_file_idx').on(table.reviewedFileKey),
  ],
);
