import type { Clock } from '../../core/clock';
import type { Database } from '../../core/context';
import { clearFailures, deleteFailuresBefore, insertFailures, listFailuresSince, type FailureScope } from './login-failures.queries';

/**
 * Login throttling (ASVS 5.0 V6.1.1, V6.3.1: slow brute force and credential stuffing without
 * letting anyone lock the owner out). Failures are counted in the database, per account (user name
 * key, existing or not) and per client address, over a sliding window, so every instance sees the
 * same numbers. Nothing is ever refused for good:
 * - from `delayFrom` failures, the next attempt must wait 2^(failures - delayFrom) seconds (at most
 *   `maxDelaySeconds`) after the last failure; earlier attempts get 429 + Retry-After and are not
 *   checked (so they do not count);
 * - from `challengeFrom` failures, every attempt must carry a solved reCAPTCHA (the sign-up
 *   verifier); without one it gets RecaptchaRequiredException and is not checked.
 * A solved challenge skips the delays, so the right password with a valid challenge always gets
 * in. A success forgives the account's failures (not the address's). The address numbers are
 * higher because one address can be a whole school behind NAT.
 */
export const loginThrottle = {
  windowSeconds: 15 * 60,
  account: { delayFrom: 3, challengeFrom: 5 },
  address: { delayFrom: 10, challengeFrom: 20 },
  maxDelaySeconds: 60,
} as const;

/** What the next login attempt needs. */
export interface LoginAdmission {
  /** Seconds to wait before an attempt without a solved challenge (0: go ahead). */
  readonly waitSeconds: number;
  /** A solved reCAPTCHA is required, whatever the wait. */
  readonly challengeRequired: boolean;
}

type ScopeRule = { readonly delayFrom: number; readonly challengeFrom: number };

/** The delay after `failures` failures of a scope (0 below its threshold). */
export function delayAfter(failures: number, rule: ScopeRule): number {
  if (failures < rule.delayFrom) return 0;
  return Math.min(loginThrottle.maxDelaySeconds, 2 ** (failures - rule.delayFrom));
}

export function createLoginThrottle(db: Database, clock: Clock) {
  const windowMs = loginThrottle.windowSeconds * 1000;

  async function assessScope(scope: FailureScope, key: string, rule: ScopeRule, now: Date): Promise<LoginAdmission> {
    const failures = await listFailuresSince(db, scope, key, new Date(now.getTime() - windowMs));
    const last = failures.at(-1);
    const delay = delayAfter(failures.length, rule);
    const waitSeconds = last && delay > 0 ? Math.max(0, Math.ceil((last.getTime() + delay * 1000 - now.getTime()) / 1000)) : 0;
    return { waitSeconds, challengeRequired: failures.length >= rule.challengeFrom };
  }

  return {
    /** What an attempt for this account from this address needs now. */
    async admission(accountKey: string, address: string): Promise<LoginAdmission> {
      const now = clock();
      const [account, fromAddress] = await Promise.all([
        assessScope('account', accountKey, loginThrottle.account, now),
        assessScope('address', address, loginThrottle.address, now),
      ]);
      return {
        waitSeconds: Math.max(account.waitSeconds, fromAddress.waitSeconds),
        challengeRequired: account.challengeRequired || fromAddress.challengeRequired,
      };
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
