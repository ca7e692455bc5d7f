import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../../core/context';
import type { CoursesModule } from '../courses';
import { registerRatingsRoutes } from './ratings.routes';
import { createRatingsService, type FinishedTestCheck } from './ratings.service';

/**
 * Ratings and problem reports (RatingsApiRoutes). Hands the courses module the content ratings,
 * the dashboard the course ratings and the tests module a test's rating and report, so their
 * answers carry ItemRating (and a result its ReportProblem).
 */
export function registerRatings(app: FastifyInstance, context: ServiceContext & { readonly courses: Pick<CoursesModule, 'access' | 'useItemRatings'> }) {
  // The tests module registers later and hands in its rule for "a test the caller finished".
  let finishedTest: FinishedTestCheck | null = null;
  const ratings = createRatingsService(context, context.courses.access, () => finishedTest);
  registerRatingsRoutes(app, ratings);
  context.courses.useItemRatings(ratings.contentRating);
  return {
    courseRatings: ratings.courseRatings,
    testFeedback: ratings.testFeedback,
    useFinishedTestCheck: (check: FinishedTestCheck) => {
      finishedTest = check;
    },
  };
}

export type RatingsModule = ReturnType<typeof registerRatings>;
