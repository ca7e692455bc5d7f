import type { FastifyInstance } from 'fastify';
import type { Log } from '../core/context';

/**
 * One module's share of housekeeping (modules/<area>, `sweep` of its index): deletes or retries what
 * is due in its own tables and storage, and says what it did, by name (`{ sessions, codes }`,
 * `{ files: {...} }`, `{ push: {...} }`). Housekeeping knows no table; it only runs them.
 */
export type Sweep = (signal?: AbortSignal) => Promise<object>;

const hourMs = 60 * 60 * 1000;

/**
 * Runs the sweeps in order, one after the other; stops between them once `signal` aborts. A sweep
 * that fails is logged and the next one still runs. Resolves with what they did, merged.
 */
export function createHousekeeping(sweeps: readonly Sweep[], log: Pick<Log, 'warn'>) {
  return {
    async run(signal?: AbortSignal): Promise<Record<string, unknown>> {
      const done: Record<string, unknown> = {};
      for (const sweep of sweeps) {
        if (signal?.aborted) break;
        try {
          Object.assign(done, await sweep(signal));
        } catch (error) {
          log.warn({ err: error }, 'housekeeping sweep failed');
        }
      }
      return done;
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs housekeeping now (after any run in flight): for tests and operators' scripts. */
    runHousekeepingNow: () => Promise<void>;
  }
}

/**
 * Housekeeping at start and then hourly: every instance may run it (the deletes are idempotent).
 * Start-up does not wait for it (listing a large bucket takes a while); one run at a time, and
 * closing the app stops it between sweeps and files.
 */
export function scheduleHousekeeping(app: FastifyInstance, sweeps: readonly Sweep[]): void {
  const housekeeping = createHousekeeping(sweeps, app.log);
  const stop = new AbortController();
  let running: Promise<void> | undefined;
  const run = () =>
    (running ??= housekeeping
      .run(stop.signal)
      .then((done) => app.log.info({ housekeeping: done }, 'housekeeping done'))
      .finally(() => {
        running = undefined;
      }));
  void run();
  app.decorate('runHousekeepingNow', async () => {
    await running;
    await run();
  });
  const timer = setInterval(() => void run(), hourMs);
  timer.unref();
  app.addHook('preClose', async () => {
    clearInterval(timer);
    stop.abort();
    await running;
  });
}
