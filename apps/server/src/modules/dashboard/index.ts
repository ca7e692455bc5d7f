import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../../core/context';
import { registerDashboardRoutes } from './dashboard.routes';
import { createDashboardService } from './dashboard.service';

/**
 * The dashboard's lists (DashboardApiRoutes): programs, courses, e-books; and the caller's
 * enrolments for the study areas (courses, notes, ratings), which check ownership through them.
 */
export function registerDashboard(app: FastifyInstance, context: ServiceContext) {
  const dashboard = createDashboardService(context);
  registerDashboardRoutes(app, dashboard);
  return { enrolment: dashboard.enrolment, eBook: dashboard.eBook, enrolments: dashboard.enrolments, useCourseRatings: dashboard.useCourseRatings };
}

export type DashboardModule = ReturnType<typeof registerDashboard>;

export { seedCandidateLearning } from './dashboard.seed';
/** For the commerce module: a paid invoice grants an enrolment, a renewal extends it, unsubscribing ends it (in the caller's transaction). */
export {
  deleteCandidateCourse as withdrawEnrolment,
  findCandidateCourse as findEnrolmentRow,
  insertCandidateCourse as grantEnrolment,
  updateCandidateCourse as updateEnrolment,
} from './dashboard.queries';
