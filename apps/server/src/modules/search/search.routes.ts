import { SearchQuery, SearchResponse, SearchApiRoutes as routes } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/define-route';
import type { SearchService } from './search.service';

/** SearchApiRoutes (learning-areas.md section 7: GET CandidateKoogleService/Koogle, paged). */
export function registerSearchRoutes(app: FastifyInstance, search: SearchService): void {
  defineRoute(app, routes.search, {
    schema: {
      tags: ['Search'],
      summary: "A page of the enrolment's course content matching the search text (Search feature): activity titles, videos' and readings' text, assignments' instructions.",
      querystring: SearchQuery,
      response: SearchResponse,
    },
    handler: ({ query, caller }) => search.search(caller, query),
  });
}
