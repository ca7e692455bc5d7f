import type { FastifyInstance } from 'fastify';
import type { Log } from '../../core/context';
import { createMistakeBankService } from './mistake-bank.service';
import { createTestsAgenda } from './tests.agenda';
import { registerTestsRoutes } from './tests.routes';
import { createTestsService, type TestsContext } from './tests.service';
import { createTestsSweep } from './tests.sweep';

/** How often the deadline sweep runs on its own (housekeeping also runs it, hourly). */
const deadlineSweepMs = 30_000;

/**
 * Tests and quizzes (TestsApiRoutes): lists, info, attempts with the answer journal, the adaptive
 * CAT on the domain's engine, submission and results. Its sweep submits attempts left open past
 * their deadline; it runs every 30 s as well as with housekeeping.
 */
export function registerTests(app: FastifyInstance, context: TestsContext & { readonly log: Log }) {
  const tests = createTestsService(context);
  registerTestsRoutes(app, tests, createMistakeBankService(context));
  const sweep = createTestsSweep(tests);
  const timer = setInterval(() => {
    sweep().catch((error: unknown) =>
      context.log.warn({ err: error }, 'test deadline sweep failed'),
    );
  }, deadlineSweepMs);
  timer.unref();
  app.addHook('preClose', async () => clearInterval(timer));
  return { sweep, finishedTest: tests.finishedTest, agendaItems: createTestsAgenda(context.db) };
}

export type TestsModule = ReturnType<typeof registerTests>;
export { seedDemoTests, seedDemoTestAttempts, seedScoredAttempt } from './tests.seed';
export { loadQuestions } from './tests.queries';
