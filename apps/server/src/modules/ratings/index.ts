import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../../core/context';
import type { CoursesModule } from '../courses';
import { registerRatingsRoutes } from './ratings.routes';
import { createRatingsService } from './ratings.service';

/**
 * Ratings and problem reports (RatingsApiRoutes). Hands the courses module the content ratings,
 * the dashboard the course ratings and the tests module a test's rating and report, so their
 * answers carry ItemRating (and a result its ReportProblem). Areas that own rateable items (tests,
 * live, assignments) register their item checks with `useItemCheck`.
 */
export function registerRatings(app: FastifyInstance, context: ServiceContext & { readonly courses: Pick<CoursesModule, 'access' | 'useItemRatings'> }) {
  const ratings = createRatingsService(context, context.courses.access);
  registerRatingsRoutes(app, ratings);
  context.courses.useItemRatings(ratings.contentRating);
  return { courseRatings: ratings.courseRatings, testFeedback: ratings.testFeedback, useItemCheck: ratings.useItemCheck };
}

export type RatingsModule = ReturnType<typeof registerRatings>;
export type { ItemCheck } from './ratings.service';
