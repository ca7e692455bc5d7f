import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../core/context';
import { courseBookmarks, courseNotes } from './notes.tables';

/** Which notes or bookmarks of an enrolment a list shows: a content type (filter) and/or one content item. */
export interface ListFilter {
  readonly contentType?: number;
  readonly sosDetailContentId?: number;
}

function notesWhere(candidateSosId: number, filter: ListFilter): SQL | undefined {
  return and(
    eq(courseNotes.candidateSosId, candidateSosId),
    filter.contentType === undefined ? undefined : eq(courseNotes.contentType, filter.contentType),
    filter.sosDetailContentId === undefined ? undefined : eq(courseNotes.sosDetailContentId, filter.sosDetailContentId),
  );
}

function bookmarksWhere(candidateSosId: number, filter: ListFilter): SQL | undefined {
  return and(
    eq(courseBookmarks.candidateSosId, candidateSosId),
    filter.contentType === undefined ? undefined : eq(courseBookmarks.contentType, filter.contentType),
    filter.sosDetailContentId === undefined ? undefined : eq(courseBookmarks.sosDetailContentId, filter.sosDetailContentId),
  );
}

export async function countNotes(db: Database, candidateSosId: number, filter: ListFilter): Promise<number> {
  const [row] = await db.select({ total: count() }).from(courseNotes).where(notesWhere(candidateSosId, filter));
  return row?.total ?? 0;
}

/** A page of notes, newest first. */
export async function listNotes(db: Database, candidateSosId: number, filter: ListFilter, offset: number, limit: number) {
  return db.select().from(courseNotes).where(notesWhere(candidateSosId, filter)).orderBy(desc(courseNotes.id)).offset(offset).limit(limit);
}

export async function insertNote(db: Database, row: typeof courseNotes.$inferInsert) {
  const [note] = await db.insert(courseNotes).values(row).returning();
  if (!note) throw new Error('the note was not stored');
  return note;
}

/** Updates a note of the enrolment; nothing when there is no such note there. */
export async function updateNote(db: Database, candidateSosId: number, noteId: number, note: string, updatedAt: Date) {
  const [row] = await db
    .update(courseNotes)
    .set({ note, updatedAt })
    .where(and(eq(courseNotes.candidateSosId, candidateSosId), eq(courseNotes.id, noteId)))
    .returning();
  return row;
}

export async function deleteNote(db: Database, candidateSosId: number, noteId: number): Promise<boolean> {
  const rows = await db.delete(courseNotes).where(and(eq(courseNotes.candidateSosId, candidateSosId), eq(courseNotes.id, noteId))).returning({ id: courseNotes.id });
  return rows.length > 0;
}

export async function countBookmarks(db: Database, candidateSosId: number, filter: ListFilter): Promise<number> {
  const [row] = await db.select({ total: count() }).from(courseBookmarks).where(bookmarksWhere(candidateSosId, filter));
  return row?.total ?? 0;
}

export async function listBookmarks(db: Database, candidateSosId: number, filter: ListFilter, offset: number, limit: number) {
  return db.select().from(courseBookmarks).where(bookmarksWhere(candidateSosId, filter)).orderBy(desc(courseBookmarks.id)).offset(offset).limit(limit);
}

/** Bookmarks a content item once: saving it again keeps the first bookmark. */
export async function insertBookmark(db: Database, row: typeof courseBookmarks.$inferInsert) {
  await db.insert(courseBookmarks).values(row).onConflictDoNothing();
  const [bookmark] = await db
    .select()
    .from(courseBookmarks)
    .where(and(eq(courseBookmarks.candidateSosId, row.candidateSosId), eq(courseBookmarks.sosDetailContentId, row.sosDetailContentId)))
    .limit(1);
  if (!bookmark) throw new Error('the bookmark was not stored');
  return bookmark;
}

export async function deleteBookmark(db: Database, candidateSosId: number, sosDetailContentId: number): Promise<boolean> {
  const rows = await db
    .delete(courseBookmarks)
    .where(and(eq(courseBookmarks.candidateSosId, candidateSosId), eq(courseBookmarks.sosDetailContentId, sosDetailContentId)))
    .returning({ id: courseBookmarks.id });
  return rows.length > 0;
}
