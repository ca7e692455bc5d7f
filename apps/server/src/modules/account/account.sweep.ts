import type { ServiceContext } from '../../core/context';
import { deleteStaleRows } from './account.queries';
import { loginThrottle } from './login-throttle';

/** Rows are kept a day past expiry/revocation (reuse detection still recognises late replays). */
const graceMs = 24 * 60 * 60 * 1000;

/**
 * Housekeeping's sweep of the account module: sessions and one-time codes a day past their end,
 * login failures out of the throttling window. `{ sessions, codes }`: how many were deleted.
 */
export function createAccountSweep({ db, clock }: ServiceContext) {
  return async () => {
    const now = clock().getTime();
    return deleteStaleRows(db, new Date(now - graceMs), new Date(now - loginThrottle.windowSeconds * 1000));
  };
}
