import type { FastifyInstance } from 'fastify';
import { registerSearchRoutes } from './search.routes';
import { createSearchService, type SearchContext } from './search.service';

/**
 * Search (SearchApiRoutes): full-text search over the enrolment's own course. It reads the
 * courses' and assignments' tables directly (one statement), and their access checks through
 * the courses module.
 */
export function registerSearch(app: FastifyInstance, context: SearchContext): void {
  registerSearchRoutes(app, createSearchService(context));
}
