import { and, asc, count, desc, eq, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../core/context';
import { candidateNotifications, pushTokens, pushTopicSubscriptions } from './notifications.tables';

/** isRead undefined = all. */
function ownedWhere(userId: string, isRead: boolean | undefined): SQL {
  const owned = eq(candidateNotifications.userId, userId);
  return (
    isRead === undefined ? owned : and(owned, eq(candidateNotifications.isRead, isRead))
  ) as SQL;
}

/** One page, newest first, below the cursor (0 = from the newest), plus the filter's totals. */
export async function listNotificationPage(
  db: Database,
  userId: string,
  options: { isRead: boolean | undefined; belowId: number; pageSize: number },
) {
  const filtered = ownedWhere(userId, options.isRead);
  const window =
    options.belowId > 0
      ? (and(filtered, lt(candidateNotifications.id, options.belowId)) as SQL)
      : filtered;
  const rows = await db
    .select()
    .from(candidateNotifications)
    .where(window)
    .orderBy(desc(candidateNotifications.id))
    .limit(options.pageSize);
  // Both totals in one statement: the filter's, and the part of it below the cursor.
  const [totals] = await db
    .select({ inWindow: sql<number>`count(*) filter (where ${window})`.mapWith(Number), total: count() })
    .from(candidateNotifications)
    .where(filtered);
  return { rows, inWindow: totals?.inWindow ?? 0, total: totals?.total ?? 0 };
}

export async function findNotification(db: Database, userId: string, id: number) {
  const [row] = await db
    .select()
    .from(candidateNotifications)
    .where(and(eq(candidateNotifications.userId, userId), eq(candidateNotifications.id, id)))
    .limit(1);
  return row;
}

/** Marks the caller's notification read; false when the caller has no such notification. */
export async function markNotificationRead(
  db: Database,
  userId: string,
  id: number,
): Promise<boolean> {
  const updated = await db
    .update(candidateNotifications)
    .set({ isRead: true })
    .where(and(eq(candidateNotifications.userId, userId), eq(candidateNotifications.id, id)))
    .returning({ id: candidateNotifications.id });
  return updated.length > 0;
}

/** Marks every unread notification of the caller read; how many there were. */
export async function markAllNotificationsRead(db: Database, userId: string): Promise<number> {
  const updated = await db
    .update(candidateNotifications)
    .set({ isRead: true })
    .where(ownedWhere(userId, false))
    .returning({ id: candidateNotifications.id });
  return updated.length;
}

export async function countUnreadNotifications(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(candidateNotifications)
    .where(ownedWhere(userId, false));
  return row?.total ?? 0;
}

/** One row per token: saving it again (from any account) makes it the caller's. */
export async function savePushToken(
  db: Database,
  userId: string,
  token: string,
  now: Date,
): Promise<void> {
  await db
    .insert(pushTokens)
    .values({ token, userId, updatedAt: now })
    .onConflictDoUpdate({ target: pushTokens.token, set: { userId, updatedAt: now } });
}

/**
 * Makes sure the token has a subscription row for the topic; true when the subscription is still to
 * be made (new, or an earlier attempt failed), false when the provider already confirmed it.
 */
export async function ensurePushTopicSubscription(
  db: Database,
  token: string,
  topic: string,
  now: Date,
): Promise<boolean> {
  await db
    .insert(pushTopicSubscriptions)
    .values({ token, topic, updatedAt: now })
    .onConflictDoNothing();
  const [row] = await db
    .select({ subscribedAt: pushTopicSubscriptions.subscribedAt })
    .from(pushTopicSubscriptions)
    .where(and(eq(pushTopicSubscriptions.token, token), eq(pushTopicSubscriptions.topic, topic)))
    .limit(1);
  return !row?.subscribedAt;
}

export async function markPushTopicSubscribed(
  db: Database,
  tokens: readonly string[],
  topic: string,
  now: Date,
): Promise<void> {
  if (tokens.length === 0) return;
  await db
    .update(pushTopicSubscriptions)
    .set({
      subscribedAt: now,
      lastError: null,
      attempts: sql`${pushTopicSubscriptions.attempts} + 1`,
      updatedAt: now,
    })
    .where(
      and(
        eq(pushTopicSubscriptions.topic, topic),
        inArray(pushTopicSubscriptions.token, [...tokens]),
      ),
    );
}

export async function markPushTopicFailed(
  db: Database,
  token: string,
  topic: string,
  error: string,
  now: Date,
): Promise<void> {
  await db
    .update(pushTopicSubscriptions)
    .set({
      subscribedAt: null,
      lastError: error.slice(0, 500),
      attempts: sql`${pushTopicSubscriptions.attempts} + 1`,
      updatedAt: now,
    })
    .where(and(eq(pushTopicSubscriptions.topic, topic), eq(pushTopicSubscriptions.token, token)));
}

/** Subscriptions not confirmed yet, the longest-waiting first. */
export async function listPendingPushTopicSubscriptions(db: Database, limit: number) {
  return db
    .select({ token: pushTopicSubscriptions.token, topic: pushTopicSubscriptions.topic })
    .from(pushTopicSubscriptions)
    .where(isNull(pushTopicSubscriptions.subscribedAt))
    .orderBy(asc(pushTopicSubscriptions.updatedAt), asc(pushTopicSubscriptions.token))
    .limit(limit);
}

/** Stores a notification the server sends; its id comes from candidate_notification_ids. */
export async function insertNotification(
  db: Database,
  row: Omit<typeof candidateNotifications.$inferInsert, 'id' | 'isRead'>,
): Promise<number> {
  const [inserted] = await db
    .insert(candidateNotifications)
    .values(row)
    .returning({ id: candidateNotifications.id });
  return inserted!.id;
}

/** The push tokens of one candidate's devices. */
export async function listPushTokensOf(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ token: pushTokens.token })
    .from(pushTokens)
    .where(eq(pushTokens.userId, userId));
  return rows.map((row) => row.token);
}
