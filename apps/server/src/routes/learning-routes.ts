import { ApiEnvelope, DashboardApiRoutes, EBooksResponse, MyCoursesQuery, MyCoursesResponse } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiUrl, bearerSecurity } from '../http/api-route';
import type { Authenticator } from '../http/auth';
import { ok } from '../http/envelope';
import type { LearningService } from '../services/learning';

export function registerLearningRoutes(app: FastifyInstance, learning: LearningService, auth: Authenticator): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    method: DashboardApiRoutes.getMyPrograms.method,
    url: apiUrl(DashboardApiRoutes.getMyPrograms),
    schema: { tags: ['Dashboard'], summary: "The caller's enrolments (active and archived).", security: bearerSecurity, response: { 200: ApiEnvelope(MyCoursesResponse) } },
    handler: async (request) => ok(await learning.myPrograms(await auth.required(request))),
  });

  api.route({
    method: DashboardApiRoutes.getMyCourses.method,
    url: apiUrl(DashboardApiRoutes.getMyCourses),
    schema: {
      tags: ['Dashboard'],
      summary: "The caller's courses of one CourseType (Active 1, Archive 2; default Active).",
      security: bearerSecurity,
      querystring: MyCoursesQuery,
      response: { 200: ApiEnvelope(MyCoursesResponse) },
    },
    handler: async (request) => ok(await learning.myCourses(await auth.required(request), request.query.CourseType)),
  });

  api.route({
    method: DashboardApiRoutes.getMyEBooks.method,
    url: apiUrl(DashboardApiRoutes.getMyEBooks),
    schema: {
      tags: ['Dashboard'],
      summary: "The caller's e-books (spec: the portal sends CourseType=1).",
      security: bearerSecurity,
      querystring: MyCoursesQuery,
      response: { 200: ApiEnvelope(EBooksResponse) },
    },
    handler: async (request) => ok(await learning.myEBooks(await auth.required(request), request.query.CourseType)),
  });
}
