import { z } from 'zod';
import { ANONYMOUS_CANDIDATE_NAME, LeaderboardPeriod } from '../enums/stats';
import { Id, QueryId } from './id';

// Declared without zod (enums/stats.ts) so that reading them does not load this module's schemas.
export { ANONYMOUS_CANDIDATE_NAME, LeaderboardPeriod };

const percentage = () => z.number().min(0).max(100);

/** spec: "my programs" stats (CandidateStatsService/GetMyPrograms). Fields ours. */
export const ProgramStats = z.object({
  CandidateSOSId: Id,
  CourseName: z.string(),
  CompletionPercentage: percentage(),
  AverageScore: percentage(),
});
export type ProgramStats = z.infer<typeof ProgramStats>;
export const MyProgramsStatsResponse = z.object({ Programs: z.array(ProgramStats) });
export type MyProgramsStatsResponse = z.infer<typeof MyProgramsStatsResponse>;

/** spec: test accuracy (Correct, a percentage; the chart shows Correct vs 100 - Correct). */
export const TestAccuracy = z.object({ Correct: percentage() });
export type TestAccuracy = z.infer<typeof TestAccuracy>;

/** spec: one row of TestsProgress. */
export const TestProgress = z.object({
  SubjectId: Id,
  TestName: z.string(),
  Percentage: percentage(),
  TotalQuestion: z.number().int().nonnegative(),
  CorrectQuestions: z.number().int().nonnegative(),
  WrongQuestions: z.number().int().nonnegative(),
  NotAttempted: z.number().int().nonnegative(),
  Score: z.number(),
  TotalMarks: z.number(),
  TestAttemptDate: z.string(),
});
export type TestProgress = z.infer<typeof TestProgress>;

/** spec: (system) test progress: TestsProgress and SelectedSubjectId. */
export const TestProgressResponse = z.object({
  TestsProgress: z.array(TestProgress),
  SelectedSubjectId: Id.nullable(),
});
export type TestProgressResponse = z.infer<typeof TestProgressResponse>;

/** spec: assignment progress row: Title, ObtainScore, TotalScore, Percentage, SubmittedDate. */
export const AssignmentProgress = z.object({
  Title: z.string(),
  ObtainScore: z.number(),
  TotalScore: z.number(),
  Percentage: percentage(),
  SubmittedDate: z.string(),
});
export type AssignmentProgress = z.infer<typeof AssignmentProgress>;
export const AssignmentProgressResponse = z.object({
  AssignmentsProgress: z.array(AssignmentProgress),
});
export type AssignmentProgressResponse = z.infer<typeof AssignmentProgressResponse>;

/** spec: program (course) completion. Fields ours. */
export const CourseCompletion = z.object({
  CompletedActivities: z.number().int().nonnegative(),
  TotalActivities: z.number().int().nonnegative(),
  CompletionPercentage: percentage(),
});
export type CourseCompletion = z.infer<typeof CourseCompletion>;

/** spec: program summary. Fields ours: done / total per activity kind. */
export const CourseSummary = z.object({
  WatchedVideos: z.number().int().nonnegative(),
  TotalVideos: z.number().int().nonnegative(),
  ReadReadings: z.number().int().nonnegative(),
  TotalReadings: z.number().int().nonnegative(),
  AttemptedTests: z.number().int().nonnegative(),
  TotalTests: z.number().int().nonnegative(),
  SubmittedAssignments: z.number().int().nonnegative(),
  TotalAssignments: z.number().int().nonnegative(),
});
export type CourseSummary = z.infer<typeof CourseSummary>;

/** spec: subject score SubjectName, SubjectColor, Score; response SubjectsScore. */
export const SubjectScore = z.object({
  SubjectName: z.string(),
  SubjectColor: z.string(),
  Score: percentage(),
});
export type SubjectScore = z.infer<typeof SubjectScore>;
export const SubjectScoreResponse = z.object({ SubjectsScore: z.array(SubjectScore) });
export type SubjectScoreResponse = z.infer<typeof SubjectScoreResponse>;

/** spec: subject completion SubjectProgress, Color; response SubjectsCompletion. */
export const SubjectCompletion = z.object({
  SubjectName: z.string(),
  SubjectProgress: percentage(),
  Color: z.string(),
});
export type SubjectCompletion = z.infer<typeof SubjectCompletion>;
export const SubjectCompletionResponse = z.object({
  SubjectsCompletion: z.array(SubjectCompletion),
});
export type SubjectCompletionResponse = z.infer<typeof SubjectCompletionResponse>;

/**
 * spec: leaderboard: Positions. A position's fields are ours. Score (0-100, one decimal) =
 * 0.7 x ResultPercentage + 0.3 x ParticipationPercentage: results (marks obtained over marks
 * available in scored tests and reviewed assignments) weighted over participation (activities
 * completed over the course's activities). Equal scores share a Rank (1, 2, 2, 4); Position is the
 * row's place in the whole list: within a tie, whoever reached the score earlier (their latest
 * counted contribution is older; none yet comes first), then the lower enrolment id, never by
 * name (that would reveal the order of anonymous candidates' names). An anonymous candidate shows as
 * "Anonymous candidate" without a picture to everyone else.
 */
export const LeaderboardPosition = z.object({
  Rank: z.number().int().positive(),
  Position: z.number().int().positive(),
  CandidateName: z.string(),
  ProfileImage: z.string().nullable(),
  Score: z.number(),
  ResultPercentage: percentage(),
  ParticipationPercentage: percentage(),
  IsAnonymous: z.boolean(),
  IsCurrentCandidate: z.boolean(),
});
export type LeaderboardPosition = z.infer<typeof LeaderboardPosition>;


/** Positions: the first ten and the caller's row with two neighbours either side, in order. */
export const LeaderboardResponse = z.object({
  Positions: z.array(LeaderboardPosition),
  Period: z.enum(LeaderboardPeriod),
  /** Candidates of the course ranked. */
  TotalCandidates: z.number().int().nonnegative(),
  /** Start of the period (ISO), null for all time. */
  Since: z.string().nullable(),
});
export type LeaderboardResponse = z.infer<typeof LeaderboardResponse>;

/** GetLeaderBoard query: the enrolment and the period (all time by default). */
export const LeaderboardQuery = z.object({
  candidateSOSId: QueryId,
  period: z.enum(LeaderboardPeriod).default(LeaderboardPeriod.allTime),
});
export type LeaderboardQuery = z.infer<typeof LeaderboardQuery>;


/** Stats queries: the course, optionally a subject. */
export const StatsQuery = z.object({
  candidateSOSId: QueryId,
  subjectId: QueryId.optional(),
});
export type StatsQuery = z.infer<typeof StatsQuery>;

/** GetCourseTestProgress query: StatsQuery plus, optionally, the test source (SOS 1, system 2). */
export const TestProgressQuery = StatsQuery.extend({
  testSource: z.coerce.number().pipe(z.union([z.literal(1), z.literal(2)])).optional(),
});
export type TestProgressQuery = z.infer<typeof TestProgressQuery>;

/** spec: SOS progress (course progress over time). Fields ours: weekly completion points. */
export const SosProgress = z.object({
  CandidateSOSId: Id,
  Points: z.array(z.object({ WeekStart: z.string(), CompletionPercentage: percentage() })),
});
export type SosProgress = z.infer<typeof SosProgress>;
