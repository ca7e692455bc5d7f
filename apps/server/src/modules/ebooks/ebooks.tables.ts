import { doublePrecision, index, integer, jsonb, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { at, createdAt } from '../../platform/database/columns';
import { userIdColumn } from '../account';

/**
 * E-book activities (spec: EBookActivityId, Data): notes, bookmarks and highlights of a book in the
 * candidate's list. `data` is the validated Data JSON (W3C Web Annotation-style target); `kind`
 * decides the list it is in. Newest = highest id.
 */
export const eBookActivities = pgTable(
  'ebook_activities',
  {
    id: serial('id').primaryKey(),
    userId: userIdColumn(),
    candidateSosId: integer('candidate_sos_id').notNull(),
    eBookId: integer('ebook_id').notNull(),
    kind: text('kind').$type<'note' | 'bookmark' | 'highlight'>().notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull(),
  },
  (table) => [index('ebook_activities_book_idx').on(table.userId, table.eBookId, table.kind, table.id), index('ebook_activities_user_idx').on(table.userId, table.id)],
);

/** Where a candidate left a book (an EPUB CFI or `page=N`) and how far in, one row per book. */
export const eBookLocations = pgTable(
  'ebook_locations',
  {
    userId: userIdColumn(),
    eBookId: integer('ebook_id').notNull(),
    location: text('location').notNull(),
    progress: doublePrecision('progress').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.eBookId] })],
);
