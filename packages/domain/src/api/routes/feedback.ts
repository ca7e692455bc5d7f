import { route } from './route';

/**
 * Feedback (learning-areas.md section 7: GET GetFeedback, POST SaveFeedback with an array body):
 * the questionnaire and the enrolment's subjects with IsSaved; one feedback per subject per month.
 */
export const FeedbackApiRoutes = {
  /** Query: candidateSOSId. */
  getFeedback: route('GET', 'CandidateFeedbackService/GetFeedback', true),
  /** Body: SaveFeedbackRequest (one entry per answered question). */
  saveFeedback: route('POST', 'CandidateFeedbackService/SaveFeedback', true),
} as const;
