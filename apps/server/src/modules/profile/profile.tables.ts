import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at } from '../../platform/database/columns';
import { userIdColumn } from '../account';

/** A candidate's profile (spec: CandidateProfile), stored as validated JSON. */
export const candidateProfiles = pgTable('candidate_profiles', {
  userId: userIdColumn().primaryKey(),
  profile: jsonb('profile').$type<Record<string, unknown>>().notNull(),
  updatedAt: at('updated_at').notNull(),
});

/**
 * A candidate's academic documents (spec: Documents, each with CandidateAcademicId = `id`). The
 * file lives in storage under `fileKey` (one of the owner's keys); the row only points at it.
 */
export const academicDocuments = pgTable(
  'academic_documents',
  {
    id: serial('id').primaryKey(),
    userId: userIdColumn(),
    title: text('title').notNull(),
    fileName: text('file_name').notNull(),
    fileKey: text('file_key').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    uploadedAt: at('uploaded_at').notNull(),
  },
  (table) => [index('academic_documents_user_idx').on(table.userId, table.id), uniqueIndex('academic_documents_file_key_unique').on(table.fileKey)],
);
