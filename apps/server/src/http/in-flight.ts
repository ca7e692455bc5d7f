import type { FastifyInstance } from 'fastify';

/**
 * Graceful shutdown: counts route handlers still running, so closing can wait for them (including
 * those of clients that hung up) before the database goes. While closing, answers end their
 * keep-alive connection, so closing the listener does not wait for idle clients (keep-alive
 * sockets stay open 65 s: timeouts.ts).
 */
export function trackInFlightHandlers(app: FastifyInstance) {
  let running = 0;
  let closing = false;
  let wake: (() => void) | undefined;
  const finished = () => {
    running -= 1;
    if (running === 0) wake?.();
  };
  app.addHook('onRoute', (route) => {
    const handler = route.handler;
    route.handler = function tracked(this: FastifyInstance, ...args: Parameters<typeof handler>) {
      const result: unknown = handler.apply(this, args);
      if (result instanceof Promise) {
        running += 1;
        result.then(finished, finished);
      }
      return result as ReturnType<typeof handler>;
    };
  });
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  return {
    /** Resolves once no handler runs any more, or after `timeoutMs`. */
    settled: (timeoutMs: number) =>
      running === 0
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, timeoutMs);
            wake = () => {
              clearTimeout(timer);
              resolve();
            };
          }),
  };
}
