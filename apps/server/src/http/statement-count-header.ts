import type { FastifyInstance } from 'fastify';
import { countStatements } from '../core/statement-count';

/** The response header that carries the count (test builds only: it would tell outsiders about our queries). */
export const statementCountHeader = 'x-sql-statements';

declare module 'fastify' {
  interface FastifyRequest {
    sqlStatements?: { statements: number };
  }
}

/**
 * Test builds (`buildApp(config, { countSqlStatements: true })`): every response says how many SQL
 * statements its request ran, so tests can prove a list route's count does not grow with the list
 * (no N+1). The rest of the request runs inside the counting scope opened here.
 */
export function exposeStatementCounts(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const counter = { statements: 0 };
    request.sqlStatements = counter;
    countStatements(counter, done);
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.sqlStatements) reply.header(statementCountHeader, String(request.sqlStatements.statements));
  });
}
