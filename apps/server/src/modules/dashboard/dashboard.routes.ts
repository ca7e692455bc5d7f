import { DashboardApiRoutes as routes, EBooksResponse, MyCoursesQuery, MyCoursesResponse } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/define-route';
import type { DashboardService } from './dashboard.service';

const tags = ['Dashboard'];

/** DashboardApiRoutes (learning-areas.md section 7): programs, courses, e-books. */
export function registerDashboardRoutes(app: FastifyInstance, dashboard: DashboardService): void {
  defineRoute(app, routes.getMyPrograms, {
    schema: { tags, summary: "The caller's enrolments (active and archived).", response: MyCoursesResponse },
    handler: ({ caller }) => dashboard.myPrograms(caller),
  });

  defineRoute(app, routes.getMyCourses, {
    schema: {
      tags,
      summary: "The caller's courses of one CourseType (Active 1, Archive 2; default Active).",
      querystring: MyCoursesQuery,
      response: MyCoursesResponse,
    },
    handler: ({ query, caller }) => dashboard.myCourses(caller, query.CourseType),
  });

  defineRoute(app, routes.getMyEBooks, {
    schema: { tags, summary: "The caller's e-books (spec: the portal sends CourseType=1).", querystring: MyCoursesQuery, response: EBooksResponse },
    handler: ({ query, caller }) => dashboard.myEBooks(caller, query.CourseType),
  });
}
