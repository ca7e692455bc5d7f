import type { ServiceContext } from './context';
import { deleteStaleRows } from '../queries/housekeeping';
import { loginThrottle } from './login-throttle';

/** Rows are kept a day past expiry/revocation (reuse detection still recognises late replays). */
const graceMs = 24 * 60 * 60 * 1000;

export function createHousekeeping(context: Pick<ServiceContext, 'db' | 'clock'>) {
  return {
    async run(): Promise<{ sessions: number; codes: number }> {
      const now = context.clock().getTime();
      return deleteStaleRows(context.db, new Date(now - graceMs), new Date(now - loginThrottle.windowSeconds * 1000));
    },
  };
}
