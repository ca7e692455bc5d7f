import { isNotNull, lt, or, and } from 'drizzle-orm';
import type { Database } from '../db/client';
import { loginFailures, sessions, verificationCodes } from '../db/schema';

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
