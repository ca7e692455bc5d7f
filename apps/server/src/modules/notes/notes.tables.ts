import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt } from '../../platform/database/columns';
import { userIdColumn } from '../account';

/** Course notes (spec: CandidateNoteId, Note) on a content item of an enrolment; newest = highest id. */
export const courseNotes = pgTable(
  'course_notes',
  {
    id: serial('id').primaryKey(),
    userId: userIdColumn(),
    candidateSosId: integer('candidate_sos_id').notNull(),
    sosDetailContentId: integer('sos_detail_content_id').notNull(),
    contentType: integer('content_type').notNull(),
    note: text('note').notNull(),
    videoTimeSeconds: integer('video_time_seconds'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull(),
  },
  (table) => [index('course_notes_enrolment_idx').on(table.candidateSosId, table.contentType, table.id)],
);

/** Course bookmarks (spec: BookMarks, SOSDetailContentId): one per content item of an enrolment. */
export const courseBookmarks = pgTable(
  'course_bookmarks',
  {
    id: serial('id').primaryKey(),
    userId: userIdColumn(),
    candidateSosId: integer('candidate_sos_id').notNull(),
    sosDetailContentId: integer('sos_detail_content_id').notNull(),
    contentType: integer('content_type').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('course_bookmarks_content_unique').on(table.candidateSosId, table.sosDetailContentId),
    index('course_bookmarks_enrolment_idx').on(table.candidateSosId, table.contentType, table.id),
  ],
);
