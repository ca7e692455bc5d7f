import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Database } from '../db/client';
import { refreshTokens, sessions, users } from '../db/schema';

export async function insertSession(
  db: Database,
  session: { id: string; userId: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(sessions).values(session);
}

export async function insertRefreshToken(db: Database, sessionId: string, tokenHash: string, createdAt: Date): Promise<void> {
  await db.insert(refreshTokens).values({ sessionId, tokenHash, createdAt });
}

/**
 * Marks a refresh token used, atomically: of two concurrent refreshes with the same token only one
 * gets the row back. Returns the token's session when this call used it.
 */
export async function useRefreshToken(db: Database, tokenHash: string, now: Date): Promise<{ sessionId: string } | undefined> {
  const [row] = await db
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt)))
    .returning({ sessionId: refreshTokens.sessionId });
  return row;
}

export async function findRefreshToken(db: Database, tokenHash: string) {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
  return row;
}

export async function findSession(db: Database, id: string) {
  const [row] = await db.select().from(sessions).where(eq(sessions.id, id)).limit(1);
  return row;
}

export async function revokeSession(db: Database, id: string, reason: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
}

/** Revokes every live session of a user, except `keepSessionId` when given. */
export async function revokeUserSessions(
  db: Database,
  userId: string,
  reason: string,
  now: Date,
  keepSessionId?: string,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepSessionId ? ne(sessions.id, keepSessionId) : undefined,
      ),
    );
}

/** The user behind a live (not revoked, not expired) session: one query per authenticated call. */
export async function findLiveSessionUser(db: Database, sessionId: string, userId: string, now: Date) {
  const [row] = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .limit(1);
  return row?.user;
}
