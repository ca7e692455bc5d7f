import { and, asc, eq, inArray, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../core/context';
import {
  howYouKnowAnswers,
  howYouKnowOptions,
  loginFailures,
  sessions,
  users,
  verificationCodes,
} from './account.tables';

// Users.

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

export const userNameKey = (userName: string) => userName.trim().toLowerCase();
export const emailKey = (email: string) => email.trim().toLowerCase();

export async function findUserByUserName(
  db: Database,
  userName: string,
): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.userNameKey, userNameKey(userName)))
    .limit(1);
  return row;
}

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.emailKey, emailKey(email)))
    .limit(1);
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

export async function findUserByLoginName(
  db: Database,
  loginName: string,
): Promise<UserRow | undefined> {
  const key = loginNameKey(loginName);
  return key.includes('@') ? findUserByEmail(db, key) : findUserByUserName(db, key);
}

export async function insertUser(db: Database, user: NewUserRow): Promise<void> {
  await db.insert(users).values(user);
}

export async function updateUser(
  db: Database,
  id: string,
  patch: Partial<NewUserRow>,
): Promise<void> {
  await db.update(users).set(patch).where(eq(users.id, id));
}

/**
 * Sets the profile image only if it is still `previous` (compare-and-set), so two concurrent
 * changes cannot both believe they replaced the same file. False when it had changed meanwhile.
 */
export async function swapProfileImage(
  db: Database,
  userId: string,
  previous: string | null,
  next: string,
  contentType: string,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ profileImage: next, profileImageType: contentType })
    .where(
      and(
        eq(users.id, userId),
        previous === null ? isNull(users.profileImage) : eq(users.profileImage, previous),
      ),
    )
    .returning({ id: users.id });
  return rows.length === 1;
}

/** Which of `keys` a user's profile image names (the files sweep asks before deleting). */
export async function profileImageKeysAmong(
  db: Database,
  keys: readonly string[],
): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ key: users.profileImage })
    .from(users)
    .where(inArray(users.profileImage, [...keys]));
  return new Set(rows.flatMap((row) => (row.key === null ? [] : [row.key])));
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
export async function deleteStaleRows(
  db: Database,
  before: Date,
  failuresBefore: Date,
): Promise<{ sessions: number; codes: number }> {
  const removedSessions = await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.expiresAt, before),
        and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, before)),
      ),
    )
    .returning({ id: sessions.id });
  const removedCodes = await db
    .delete(verificationCodes)
    .where(lt(verificationCodes.expiresAt, before))
    .returning({ id: verificationCodes.id });
  await db.delete(loginFailures).where(lt(loginFailures.failedAt, failuresBefore));
  return { sessions: removedSessions.length, codes: removedCodes.length };
}
