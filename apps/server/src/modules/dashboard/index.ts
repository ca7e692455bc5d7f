import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../../core/context';
import { registerDashboardRoutes } from './dashboard.routes';
import { createDashboardService } from './dashboard.service';

/** The dashboard's lists (DashboardApiRoutes): programs, courses, e-books. */
export function registerDashboard(app: FastifyInstance, context: ServiceContext): void {
  registerDashboardRoutes(app, createDashboardService(context));
}

export { seedCandidateLearning } from './dashboard.seed';
