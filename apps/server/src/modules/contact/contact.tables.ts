import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { at, createdAt } from '../../platform/database/columns';
import { userIdColumn } from '../account';

/**
 * Messages to the institute (spec: ContactService/PostMessage). One without a course is mailed to
 * support; one with a course (CandidateSOSId) is a teacher-support thread: mailed to the course's
 * teachers, answered by rows of contactSupportReplies (issue 14).
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    userId: userIdColumn(),
    candidateSosId: integer('candidate_sos_id'),
    subjectId: integer('subject_id'),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
    /** When the candidate last opened the thread's replies; a later reply makes it unread. */
    readAt: at('read_at'),
    /** When the latest teacher reply arrived (null = none yet). */
    lastReplyAt: at('last_reply_at'),
  },
  (table) => [index('contact_messages_thread_idx').on(table.userId, table.candidateSosId, table.id)],
);

/** Teachers' replies in a support thread (from demo data and the operator's reply operation). */
export const contactSupportReplies = pgTable(
  'contact_support_replies',
  {
    id: serial('id').primaryKey(),
    contactMessageId: integer('contact_message_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    teacherName: text('teacher_name').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('contact_support_replies_thread_idx').on(table.contactMessageId, table.id)],
);
