import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../platform/database/columns';
import { userIdColumn } from '../account';

/** Messages to the institute (spec: ContactService/PostMessage); each is also mailed to support. */
export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  userId: userIdColumn(),
  candidateSosId: integer('candidate_sos_id'),
  subjectId: integer('subject_id'),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
});
