import {
  ItemRating,
  RatingQuery,
  RatingResponse,
  RatingsApiRoutes as routes,
  ReportProblem,
  ReportProblemQuery,
  ReportProblemResponse,
  SaveRatingRequest,
  SaveReportProblemRequest,
} from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../http/define-route';
import type { RatingsService } from './ratings.service';

const tags = ['Ratings and problem reports'];

/** RatingsApiRoutes (learning-areas.md section 7): ratings (Course 1, Content 2) and problem reports (video 1, reading 2). */
export function registerRatingsRoutes(app: FastifyInstance, ratings: RatingsService): void {
  defineRoute(app, routes.saveRating, {
    schema: { tags, summary: 'Rates a course (ItemId = SOSId) or a video/reading (ItemId = ContentId), 1-5 stars; saving again replaces it.', body: SaveRatingRequest, response: ItemRating },
    message: 'RatingSaved',
    handler: ({ body, caller }) => ratings.saveRating(caller, body),
  });

  defineRoute(app, routes.removeRating, {
    schema: { tags, summary: "Removes the caller's rating of an item.", querystring: RatingQuery, response: z.null() },
    message: 'RatingRemoved',
    handler: ({ query, caller }) => ratings.removeRating(caller, query),
  });

  defineRoute(app, routes.getRating, {
    schema: { tags, summary: "The caller's rating of an item, or null.", querystring: RatingQuery, response: RatingResponse },
    handler: ({ query, caller }) => ratings.rating(caller, query),
  });

  defineRoute(app, routes.saveReportProblem, {
    schema: { tags, summary: 'Reports a problem with a video (type 1) or a reading (type 2); Description required.', body: SaveReportProblemRequest, response: ReportProblem },
    message: 'ProblemReported',
    handler: ({ body, caller }) => ratings.saveReportProblem(caller, body),
  });

  defineRoute(app, routes.removeReportProblem, {
    schema: { tags, summary: 'Withdraws a problem report.', querystring: ReportProblemQuery, response: z.null() },
    message: 'ProblemReportRemoved',
    handler: ({ query, caller }) => ratings.removeReportProblem(caller, query),
  });

  defineRoute(app, routes.getReportProblem, {
    schema: { tags, summary: "The caller's report on an item (IsReported), or null.", querystring: ReportProblemQuery, response: ReportProblemResponse },
    handler: ({ query, caller }) => ratings.reportProblem(caller, query),
  });
}
