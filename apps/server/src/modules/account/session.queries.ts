import { and, eq, gt, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../core/context';
import { refreshTokens, sessions, users } from './account.tables';

import type { UserRow } from './account.queries';

// Sessions and refresh tokens.

export async function insertSession(
  db: Database,
  session: { id: string; userId: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(sessions).values(session);
}

export async function insertRefreshToken(
  db: Database,
  sessionId: string,
  tokenHash: string,
  createdAt: Date,
): Promise<void> {
  await db.insert(refreshTokens).values({ sessionId, tokenHash, createdAt });
}

/**
 * Marks a refresh token of `sessionId` used, atomically: of two concurrent refreshes with the same
 * token only one gets the row back, and a token of another session is never touched (the check and
 * the write are one statement: ASVS 5.0 V15.4.2). True when this call used it.
 */
export async function useRefreshToken(
  db: Database,
  tokenHash: string,
  sessionId: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(refreshTokens.tokenHash, tokenHash),
        eq(refreshTokens.sessionId, sessionId),
        isNull(refreshTokens.usedAt),
      ),
    )
    .returning({ sessionId: refreshTokens.sessionId });
  return rows.length === 1;
}

export async function findRefreshToken(db: Database, tokenHash: string) {
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1);
  return row;
}

export async function findSession(db: Database, id: string) {
  const [row] = await db.select().from(sessions).where(eq(sessions.id, id)).limit(1);
  return row;
}

export async function revokeSession(
  db: Database,
  id: string,
  reason: string,
  now: Date,
): Promise<void> {
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

function liveSessionUserStatement(
  db: Database,
  name: string,
  columns: Readonly<Record<string, SQL>>,
) {
  return db
    .select({ user: users, ...columns })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        eq(sessions.userId, sql.placeholder('userId')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare(name);
}

type LiveSessionUserStatement = ReturnType<typeof liveSessionUserStatement>;
const liveSessionUserStatements = new WeakMap<Database, Map<string, LiveSessionUserStatement>>();

/**
 * The user behind a live (not revoked, not expired) session, and `alongside`'s columns from the
 * same statement: one query per authenticated call, never cached (a revoked session is refused at
 * once). A prepared statement per read: built once, and PostgreSQL plans it once per connection.
 */
export async function findLiveSessionUser(
  db: Database,
  sessionId: string,
  userId: string,
  now: Date,
  alongside?: { readonly name: string; readonly columns: Readonly<Record<string, SQL>> },
): Promise<{ user: UserRow; columns: Record<string, unknown> } | undefined> {
  const name = alongside ? `live_session_user_with_${alongside.name}` : 'live_session_user';
  let statements = liveSessionUserStatements.get(db);
  if (!statements) liveSessionUserStatements.set(db, (statements = new Map()));
  let statement = statements.get(name);
  if (!statement)
    statements.set(
      name,
      (statement = liveSessionUserStatement(db, name, alongside?.columns ?? {})),
    );
  // The timestamp goes as ISO text: placeholders skip the column's own encoding.
  const [row] = await statement.execute({ sessionId, userId, now: now.toISOString() });
  if (!row) return undefined;
  const { user, ...columns } = row as { user: UserRow } & Record<string, unknown>;
  return { user, columns };
}
