import { and, inArray, isNotNull, lt, or } from 'drizzle-orm';
import type { Database } from '../db/client';
import { academicDocuments, loginFailures, sessions, users, verificationCodes } from '../db/schema';

/**
 * Deletes what can no longer matter: sessions expired or revoked before `before` (their refresh
 * tokens go with them), one-time codes expired before it, and login failures older than the
 * throttling window. Returns how many sessions and codes were removed.
 */
export async function deleteStaleRows(db: Database, before: Date, failuresBefore: Date): Promise<{ sessions: number; codes: number }> {
  const removedSessions = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, before), and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, before))))
    .returning({ id: sessions.id });
  const removedCodes = await db.delete(verificationCodes).where(lt(verificationCodes.expiresAt, before)).returning({ id: verificationCodes.id });
  await db.delete(loginFailures).where(lt(loginFailures.failedAt, failuresBefore));
  return { sessions: removedSessions.length, codes: removedCodes.length };
}

/**
 * Which of `keys` something still points at: an academic document's file or a user's profile
 * image. The storage sweep asks this right before deleting, one batch at a time.
 */
export async function referencedFileKeys(db: Database, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const documents = await db
    .select({ key: academicDocuments.fileKey })
    .from(academicDocuments)
    .where(inArray(academicDocuments.fileKey, [...keys]));
  const referenced = new Set(documents.map((row) => row.key));
  // Every key is checked against both (a key is never assumed to belong to its folder's table).
  const rest = keys.filter((key) => !referenced.has(key));
  if (rest.length === 0) return referenced;
  const images = await db.select({ key: users.profileImage }).from(users).where(inArray(users.profileImage, rest));
  for (const row of images) if (row.key !== null) referenced.add(row.key);
  return referenced;
}
