import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../../core/context';
import type { CoursesModule } from '../courses';
import { registerRatingsRoutes } from './ratings.routes';
import { createRatingsService } from './ratings.service';

/**
 * Ratings and problem reports (RatingsApiRoutes). Hands the courses module the content ratings and
 * the dashboard the course ratings, so their answers carry ItemRating.
 */
export function registerRatings(app: FastifyInstance, context: ServiceContext & { readonly courses: Pick<CoursesModule, 'access' | 'useItemRatings'> }) {
  const ratings = createRatingsService(context, context.courses.access);
  registerRatingsRoutes(app, ratings);
  context.courses.useItemRatings(ratings.contentRating);
  return { courseRatings: ratings.courseRatings, useAssignmentCheck: ratings.useAssignmentCheck };
}

export type RatingsModule = ReturnType<typeof registerRatings>;
