import { lt, sql } from 'drizzle-orm';
import type { Clock } from '../../core/clock';
import type { Database } from '../../core/context';
import { requestCounts } from './request-counts.tables';

/** Rows older than this are never read again (longer than any budget's window). */
const keepSeconds = 24 * 60 * 60;

/**
 * Fixed-window counters in the database: one upsert per call (atomic on PostgreSQL and PGlite), so
 * every instance counts together and a restart forgets nothing. Counting a call is that one
 * statement; windows older than a day are deleted by housekeeping (`sweep`), off the request path.
 */
export interface DatabaseRequestLimiter {
  /** Counts one call of `bucket` by `key` (http/request-limits.ts's RequestLimiter). */
  take(bucket: string, key: string, budget: { readonly requests: number; readonly windowSeconds: number }): Promise<number>;
  /** Housekeeping's share: deletes windows no budget reads any more. */
  sweep(): Promise<{ requestWindows: number }>;
}

export function createDatabaseRequestLimiter(db: Database, clock: Clock): DatabaseRequestLimiter {
  return {
    async take(bucket, key, budget) {
      const now = clock().getTime();
      const windowMs = budget.windowSeconds * 1000;
      const windowStart = new Date(Math.floor(now / windowMs) * windowMs);
      const [row] = await db
        .insert(requestCounts)
        .values({ bucket, key, windowStart, count: 1 })
        .onConflictDoUpdate({
          target: [requestCounts.bucket, requestCounts.key, requestCounts.windowStart],
          set: { count: sql`${requestCounts.count} + 1` },
        })
        .returning({ count: requestCounts.count });
      const count = row?.count ?? 1;
      if (count <= budget.requests) return 0;
      return Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now) / 1000));
    },
    async sweep() {
      const cutoff = new Date(clock().getTime() - keepSeconds * 1000);
      const deleted = await db.delete(requestCounts).where(lt(requestCounts.windowStart, cutoff)).returning({ key: requestCounts.key });
      return { requestWindows: deleted.length };
    },
  };
}
