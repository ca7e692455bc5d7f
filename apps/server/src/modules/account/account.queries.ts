import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../core/context';
import {
  howYouKnowAnswers,
  howYouKnowOptions,
  loginFailures,
  refreshTokens,
  sessions,
  users,
  verificationCodes,
  type CodePurpose,
} from './account.tables';

// Users.

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

export const userNameKey = (userName: string) => userName.trim().toLowerCase();
export const emailKey = (email: string) => email.trim().toLowerCase();

export async function findUserByUserName(db: Database, userName: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.userNameKey, userNameKey(userName))).limit(1);
  return row;
}

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.emailKey, emailKey(email))).limit(1);
  return row;
}

/**
 * The login field takes a user name or an email address (issue 11): a user name cannot hold an
 * '@' (userNameField's pattern), so one with it is looked up by email. Both keys are trimmed and
 * lower-cased; NFKC first, so a full-width '＠' or letters typed on a phone keyboard match too.
 */
export function loginNameKey(loginName: string): string {
  return loginName.normalize('NFKC').trim().toLowerCase();
}

export async function findUserByLoginName(db: Database, loginName: string): Promise<UserRow | undefined> {
  const key = loginNameKey(loginName);
  return key.includes('@') ? findUserByEmail(db, key) : findUserByUserName(db, key);
}

export async function insertUser(db: Database, user: NewUserRow): Promise<void> {
  await db.insert(users).values(user);
}

export async function updateUser(db: Database, id: string, patch: Partial<NewUserRow>): Promise<void> {
  await db.update(users).set(patch).where(eq(users.id, id));
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

/** Which of `keys` a user's profile image names (the files sweep asks before deleting). */
export async function profileImageKeysAmong(db: Database, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db.select({ key: users.profileImage }).from(users).where(inArray(users.profileImage, [...keys]));
  return new Set(rows.flatMap((row) => (row.key === null ? [] : [row.key])));
}

// Sessions and refresh tokens.

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
 * Marks a refresh token of `sessionId` used, atomically: of two concurrent refreshes with the same
 * token only one gets the row back, and a token of another session is never touched (the check and
 * the write are one statement: ASVS 5.0 V15.4.2). True when this call used it.
 */
export async function useRefreshToken(db: Database, tokenHash: string, sessionId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(and(eq(refreshTokens.tokenHash, tokenHash), eq(refreshTokens.sessionId, sessionId), isNull(refreshTokens.usedAt)))
    .returning({ sessionId: refreshTokens.sessionId });
  return rows.length === 1;
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

function liveSessionUserStatement(db: Database, name: string, columns: Readonly<Record<string, SQL>>) {
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
  if (!statement) statements.set(name, (statement = liveSessionUserStatement(db, name, alongside?.columns ?? {})));
  // The timestamp goes as ISO text: placeholders skip the column's own encoding.
  const [row] = await statement.execute({ sessionId, userId, now: now.toISOString() });
  if (!row) return undefined;
  const { user, ...columns } = row as { user: UserRow } & Record<string, unknown>;
  return { user, columns };
}

// Login failures (throttling).

export type FailureScope = 'account' | 'address';

/** Times of the failures of one account or address since `since`, oldest first. */
export async function listFailuresSince(db: Database, scope: FailureScope, key: string, since: Date): Promise<Date[]> {
  const rows = await db
    .select({ failedAt: loginFailures.failedAt })
    .from(loginFailures)
    .where(and(eq(loginFailures.scope, scope), eq(loginFailures.key, key), gt(loginFailures.failedAt, since)))
    .orderBy(asc(loginFailures.failedAt));
  return rows.map((row) => row.failedAt);
}

export async function insertFailures(db: Database, failures: { scope: FailureScope; key: string }[], failedAt: Date): Promise<void> {
  await db.insert(loginFailures).values(failures.map((failure) => ({ ...failure, failedAt })));
}

export async function clearFailures(db: Database, scope: FailureScope, key: string): Promise<void> {
  await db.delete(loginFailures).where(and(eq(loginFailures.scope, scope), eq(loginFailures.key, key)));
}

/** Housekeeping: failures older than the window no longer count. */
export async function deleteFailuresBefore(db: Database, before: Date): Promise<void> {
  await db.delete(loginFailures).where(lt(loginFailures.failedAt, before));
}

// One-time codes.

export type VerificationCodeRow = typeof verificationCodes.$inferSelect;

/** The newest code of a purpose for a user (used or not). */
export async function findLatestCode(db: Database, userId: string, purpose: CodePurpose): Promise<VerificationCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.userId, userId), eq(verificationCodes.purpose, purpose)))
    .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
    .limit(1);
  return row;
}

/** Stores a new code and retires the earlier unused ones of the same purpose (one live code). */
export async function replaceCode(
  db: Database,
  code: { userId: string; purpose: CodePurpose; codeHash: string; target: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.transaction(async (transaction) => {
    await transaction
      .update(verificationCodes)
      .set({ consumedAt: code.createdAt })
      .where(
        and(
          eq(verificationCodes.userId, code.userId),
          eq(verificationCodes.purpose, code.purpose),
          isNull(verificationCodes.consumedAt),
        ),
      );
    await transaction.insert(verificationCodes).values(code);
  });
}

/** Uses a code once; false when another request used it first. */
export async function consumeCode(db: Database, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.consumedAt)))
    .returning({ id: verificationCodes.id });
  return rows.length === 1;
}

/** Counts a wrong guess; returns the new number of failed attempts. */
export async function recordFailedAttempt(db: Database, id: number): Promise<number> {
  const [row] = await db
    .update(verificationCodes)
    .set({ failedAttempts: sql`${verificationCodes.failedAttempts} + 1` })
    .where(eq(verificationCodes.id, id))
    .returning({ failedAttempts: verificationCodes.failedAttempts });
  return row?.failedAttempts ?? 0;
}

// The how-you-know-us answer.

export const listHowYouKnowOptions = (db: Database) =>
  db.select().from(howYouKnowOptions).orderBy(asc(howYouKnowOptions.sortOrder));

export async function saveHowYouKnowAnswer(
  db: Database,
  answer: { userId: string; optionId: number; detail: string | null; answeredAt: Date },
): Promise<void> {
  await db
    .insert(howYouKnowAnswers)
    .values(answer)
    .onConflictDoUpdate({
      target: howYouKnowAnswers.userId,
      set: { optionId: answer.optionId, detail: answer.detail, answeredAt: answer.answeredAt },
    });
}

// Housekeeping.

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
