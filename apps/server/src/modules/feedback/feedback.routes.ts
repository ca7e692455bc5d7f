import { FeedbackQuery, FeedbackResponse, SaveFeedbackRequest, FeedbackApiRoutes as routes } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../http/define-route';
import type { FeedbackService } from './feedback.service';

const tags = ['Feedback'];

/** FeedbackApiRoutes (learning-areas.md section 7: GetFeedback, SaveFeedback with an array body). */
export function registerFeedbackRoutes(app: FastifyInstance, feedback: FeedbackService): void {
  defineRoute(app, routes.getFeedback, {
    schema: { tags, summary: "The course's feedback questions and its subjects, each with IsSaved for this month.", querystring: FeedbackQuery, response: FeedbackResponse },
    handler: ({ query, caller }) => feedback.get(caller, query),
  });

  defineRoute(app, routes.saveFeedback, {
    schema: { tags, summary: 'Saves the feedback on one or more subjects: a 1-5 rating for every question (one feedback per subject per month).', body: SaveFeedbackRequest, response: z.null() },
    message: 'FeedbackSaved',
    handler: ({ body, caller }) => feedback.save(caller, body),
  });
}
