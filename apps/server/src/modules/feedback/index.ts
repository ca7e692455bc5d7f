import type { FastifyInstance } from 'fastify';
import { registerFeedbackRoutes } from './feedback.routes';
import { createFeedbackService, type FeedbackContext } from './feedback.service';

/** Feedback (FeedbackApiRoutes): the course's questionnaire and the enrolment's feedback per subject and month. */
export function registerFeedback(app: FastifyInstance, context: FeedbackContext): void {
  registerFeedbackRoutes(app, createFeedbackService(context));
}
export { seedFeedbackQuestionnaire } from './feedback.seed';
