import { route } from './route';

/**
 * Ratings and problem reports (learning-areas.md section 7, "Search, ratings, reports, feedback"):
 * SaveRating, RemoveRating and a get; SaveReportProblem, RemoveReportProblem and a get. Service
 * names are not shown: ours.
 */
export const RatingsApiRoutes = {
  saveRating: route('POST', 'CandidateRatingService/SaveRating', true),
  /** Query: candidateSOSId, itemId, itemType. */
  removeRating: route('DELETE', 'CandidateRatingService/RemoveRating', true),
  /** Query: candidateSOSId, itemId, itemType. */
  getRating: route('GET', 'CandidateRatingService/GetRating', true),
  saveReportProblem: route('POST', 'CandidateReportProblemService/SaveReportProblem', true),
  /** Query: candidateSOSId, itemId, problemType. */
  removeReportProblem: route('DELETE', 'CandidateReportProblemService/RemoveReportProblem', true),
  /** Query: candidateSOSId, itemId, problemType. */
  getReportProblem: route('GET', 'CandidateReportProblemService/GetReportProblem', true),
} as const;
