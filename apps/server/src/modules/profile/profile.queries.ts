import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../core/context';
import { academicDocuments, candidateProfiles } from './profile.tables';

export async function findProfile(db: Database, userId: string) {
  const [row] = await db.select().from(candidateProfiles).where(eq(candidateProfiles.userId, userId)).limit(1);
  return row?.profile;
}

export async function saveProfile(db: Database, userId: string, profile: Record<string, unknown>, now: Date): Promise<void> {
  await db
    .insert(candidateProfiles)
    .values({ userId, profile, updatedAt: now })
    .onConflictDoUpdate({ target: candidateProfiles.userId, set: { profile, updatedAt: now } });
}

export type AcademicDocumentRow = typeof academicDocuments.$inferSelect;
export type NewAcademicDocumentRow = typeof academicDocuments.$inferInsert;

/** The owner's documents, oldest first. */
export function listAcademicDocuments(db: Database, userId: string): Promise<AcademicDocumentRow[]> {
  return db.select().from(academicDocuments).where(eq(academicDocuments.userId, userId)).orderBy(asc(academicDocuments.id));
}

/** One of the owner's documents; another candidate's id reads as missing. */
export async function findAcademicDocument(db: Database, userId: string, id: number): Promise<AcademicDocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(academicDocuments)
    .where(and(eq(academicDocuments.id, id), eq(academicDocuments.userId, userId)))
    .limit(1);
  return row;
}

/** Is this file key already saved on a document? */
export async function findAcademicDocumentByKey(db: Database, fileKey: string): Promise<AcademicDocumentRow | undefined> {
  const [row] = await db.select().from(academicDocuments).where(eq(academicDocuments.fileKey, fileKey)).limit(1);
  return row;
}

export async function insertAcademicDocument(db: Database, row: NewAcademicDocumentRow): Promise<AcademicDocumentRow> {
  const [inserted] = await db.insert(academicDocuments).values(row).returning();
  if (!inserted) throw new Error('insert returned no row');
  return inserted;
}

/** Updates one of the owner's documents; undefined when it is not theirs (or gone). */
export async function updateAcademicDocument(
  db: Database,
  userId: string,
  id: number,
  patch: Pick<NewAcademicDocumentRow, 'title' | 'fileName' | 'fileKey' | 'contentType' | 'sizeBytes' | 'uploadedAt'>,
): Promise<AcademicDocumentRow | undefined> {
  const [row] = await db
    .update(academicDocuments)
    .set(patch)
    .where(and(eq(academicDocuments.id, id), eq(academicDocuments.userId, userId)))
    .returning();
  return row;
}

/** Deletes one of the owner's documents and returns it (undefined when not theirs or missing). */
export async function deleteAcademicDocument(db: Database, userId: string, id: number): Promise<AcademicDocumentRow | undefined> {
  const [row] = await db
    .delete(academicDocuments)
    .where(and(eq(academicDocuments.id, id), eq(academicDocuments.userId, userId)))
    .returning();
  return row;
}

/** Which of `keys` an academic document names (the files sweep asks before deleting). */
export async function documentKeysAmong(db: Database, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db.select({ key: academicDocuments.fileKey }).from(academicDocuments).where(inArray(academicDocuments.fileKey, [...keys]));
  return new Set(rows.map((row) => row.key));
}
