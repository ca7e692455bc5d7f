import { and, asc, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../../core/context';
import { loginFailures } from './account.tables';

// Login failures (throttling).

export type FailureScope = 'account' | 'address';

/** Times of the failures of one account or address since `since`, oldest first. */
export async function listFailuresSince(
  db: Database,
  scope: FailureScope,
  key: string,
  since: Date,
): Promise<Date[]> {
  const rows = await db
    .select({ failedAt: loginFailures.failedAt })
    .from(loginFailures)
    .where(
      and(
        eq(loginFailures.scope, scope),
        eq(loginFailures.key, key),
        gt(loginFailures.failedAt, since),
      ),
    )
    .orderBy(asc(loginFailures.failedAt));
  return rows.map((row) => row.failedAt);
}

export async function insertFailures(
  db: Database,
  failures: { scope: FailureScope; key: string }[],
  failedAt: Date,
): Promise<void> {
  await db.insert(loginFailures).values(failures.map((failure) => ({ ...failure, failedAt })));
}

export async function clearFailures(db: Database, scope: FailureScope, key: string): Promise<void> {
  await db
    .delete(loginFailures)
    .where(and(eq(loginFailures.scope, scope), eq(loginFailures.key, key)));
}

/** Housekeeping: failures older than the window no longer count. */
export async function deleteFailuresBefore(db: Database, before: Date): Promise<void> {
  await db.delete(loginFailures).where(lt(loginFailures.failedAt, before));
}
