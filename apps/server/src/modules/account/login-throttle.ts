import type { Clock } from '../../core/clock';
import type { Database } from '../../core/context';
import { clearFailures, deleteFailuresBefore, insertFailures, listFailuresSince, type FailureScope } from './account.queries';

/**
 * Login throttling, counted in the database so every server instance sees the same numbers: at
 * most 5 failed logins per account and 20 per client address in any 15 minutes. Past that the
 * login answers 429 with Retry-After until the oldest counted failure leaves the window.
 */
export const loginThrottle = {
  windowSeconds: 15 * 60,
  maxFailuresPerAccount: 5,
  maxFailuresPerAddress: 20,
} as const;

export function createLoginThrottle(db: Database, clock: Clock) {
  const windowMs = loginThrottle.windowSeconds * 1000;

  /** Seconds until one more attempt is allowed for this scope, or 0 when allowed now. */
  async function waitFor(scope: FailureScope, key: string, limit: number, now: Date): Promise<number> {
    const failures = await listFailuresSince(db, scope, key, new Date(now.getTime() - windowMs));
    if (failures.length < limit) return 0;
    // The attempt is allowed again once enough of the oldest failures have aged out.
    const unblockingFailure = failures[failures.length - limit];
    if (!unblockingFailure) return 0;
    return Math.max(1, Math.ceil((unblockingFailure.getTime() + windowMs - now.getTime()) / 1000));
  }

  return {
    /** Seconds the caller must wait before trying again (0: go ahead). */
    async retryAfter(accountKey: string, address: string): Promise<number> {
      const now = clock();
      const [account, fromAddress] = await Promise.all([
        waitFor('account', accountKey, loginThrottle.maxFailuresPerAccount, now),
        waitFor('address', address, loginThrottle.maxFailuresPerAddress, now),
      ]);
      return Math.max(account, fromAddress);
    },
    async recordFailure(accountKey: string, address: string): Promise<void> {
      const now = clock();
      await insertFailures(db, [
        { scope: 'account', key: accountKey },
        { scope: 'address', key: address },
      ], now);
      // Housekeeping on the failure path only: successful logins stay cheap.
      await deleteFailuresBefore(db, new Date(now.getTime() - windowMs));
    },
    /** A successful login forgives the account's earlier failures (not the address's). */
    async recordSuccess(accountKey: string): Promise<void> {
      await clearFailures(db, 'account', accountKey);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
