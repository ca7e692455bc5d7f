import { route } from './route';

/**
 * Stats and leaderboard (learning-areas.md section 7, "Stats (CandidateStatsService, all GET)").
 * Every call but GetMyPrograms takes the enrolment (query `candidateSOSId`) and needs the Stats
 * feature (GetLeaderBoard: the Leaderboard feature). Another candidate's enrolment answers like a
 * missing one. Every figure is computed from the candidate's own completions, test attempts and
 * assignment reviews when it is asked for; nothing is stored.
 */
export const StatsApiRoutes = {
  /** Every active enrolment of the caller with its completion and average test score. */
  getStatsMyPrograms: route('GET', 'CandidateStatsService/GetMyPrograms', true),
  /** Query: candidateSOSId, subjectId?. Correct: the share of answered-or-not questions answered right. */
  getCourseTestAccuracy: route('GET', 'CandidateStatsService/GetCourseTestAccuracy', true),
  /** Query: candidateSOSId, subjectId?, testSource?. TestsProgress (oldest first) and SelectedSubjectId. */
  getCourseTestProgress: route('GET', 'CandidateStatsService/GetCourseTestProgress', true),
  /** Query: candidateSOSId, subjectId?. Reviewed assignments with their scores, oldest submission first. */
  getCourseAssignmentProgress: route('GET', 'CandidateStatsService/GetCourseAssignmentProgress', true),
  /** Query: candidateSOSId. Completed over all activities of the course. */
  getCourseCompletion: route('GET', 'CandidateStatsService/GetCourseCompletion', true),
  /** Query: candidateSOSId. Done / total per activity kind. */
  getCourseSummary: route('GET', 'CandidateStatsService/GetCourseSummary', true),
  /** Query: candidateSOSId. SubjectsScore: marks obtained over marks available per subject. */
  getCourseSubjectScore: route('GET', 'CandidateStatsService/GetCourseSubjectScore', true),
  /** Query: candidateSOSId. SubjectsCompletion: completed over all activities per subject. */
  getCourseSubjectCompletion: route('GET', 'CandidateStatsService/GetCourseSubjectCompletion', true),
  /** Query: candidateSOSId, period (allTime | thisWeek). Positions: the top and the caller's neighbourhood. */
  getLeaderBoard: route('GET', 'CandidateStatsService/GetLeaderBoard', true),
} as const;
