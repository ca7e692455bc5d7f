import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { academicDocuments, candidateProfiles, users } from '../db/schema';

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

/**
 * Sets the profile image only if it is still `previous` (compare-and-set), so two concurrent
 * changes cannot both believe they replaced the same file. False when it had changed meanwhile.
 */
export async function swapProfileImage(db: Database, userId: string, previous: string | null, next: string, contentType: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ profileImage: next, profileImageType: contentType })
    .where(and(eq(users.id, userId), previous === null ? isNull(users.profileImage) : eq(users.profileImage, previous)))
    .returning({ id: users.id });
  return rows.length === 1;
}
