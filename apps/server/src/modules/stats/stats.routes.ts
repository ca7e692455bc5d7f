import {
  AssignmentProgressResponse,
  CourseCompletion,
  CourseSummary,
  LeaderboardQuery,
  LeaderboardResponse,
  MyProgramsStatsResponse,
  StatsQuery,
  StatsApiRoutes as routes,
  SubjectCompletionResponse,
  SubjectScoreResponse,
  TestAccuracy,
  TestProgressQuery,
  TestProgressResponse,
} from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/define-route';
import type { StatsService } from './stats.service';

const tags = ['Stats'];

/** StatsApiRoutes (learning-areas.md section 7, "Stats (CandidateStatsService, all GET)"). */
export function registerStatsRoutes(app: FastifyInstance, stats: StatsService): void {
  defineRoute(app, routes.getStatsMyPrograms, {
    schema: { tags, summary: "Each active enrolment of the caller with its completion and average test score (computed now).", response: MyProgramsStatsResponse },
    handler: ({ caller }) => stats.myPrograms(caller),
  });
  defineRoute(app, routes.getCourseTestAccuracy, {
    schema: { tags, summary: 'Correct: questions answered right over all questions of the scored attempts (Stats feature).', querystring: StatsQuery, response: TestAccuracy },
    handler: ({ query, caller }) => stats.accuracy(caller, query),
  });
  defineRoute(app, routes.getCourseTestProgress, {
    schema: { tags, summary: 'TestsProgress: the scored attempts, oldest first, optionally of one subject (SelectedSubjectId) and source.', querystring: TestProgressQuery, response: TestProgressResponse },
    handler: ({ query, caller }) => stats.testProgress(caller, query),
  });
  defineRoute(app, routes.getCourseAssignmentProgress, {
    schema: { tags, summary: 'AssignmentsProgress: the reviewed assignments with their scores, oldest submission first.', querystring: StatsQuery, response: AssignmentProgressResponse },
    handler: ({ query, caller }) => stats.assignmentProgress(caller, query),
  });
  defineRoute(app, routes.getCourseCompletion, {
    schema: { tags, summary: "Completed over all of the course's activities.", querystring: StatsQuery, response: CourseCompletion },
    handler: ({ query, caller }) => stats.completion(caller, query),
  });
  defineRoute(app, routes.getCourseSummary, {
    schema: { tags, summary: 'Done and total videos, readings, tests and assignments.', querystring: StatsQuery, response: CourseSummary },
    handler: ({ query, caller }) => stats.summary(caller, query),
  });
  defineRoute(app, routes.getCourseSubjectScore, {
    schema: { tags, summary: 'SubjectsScore: marks obtained over marks available per attempted subject.', querystring: StatsQuery, response: SubjectScoreResponse },
    handler: ({ query, caller }) => stats.subjectScore(caller, query),
  });
  defineRoute(app, routes.getCourseSubjectCompletion, {
    schema: { tags, summary: 'SubjectsCompletion: completed over all activities per subject.', querystring: StatsQuery, response: SubjectCompletionResponse },
    handler: ({ query, caller }) => stats.subjectCompletion(caller, query),
  });
  defineRoute(app, routes.getLeaderBoard, {
    schema: { tags, summary: "Positions (Leaderboard feature): the top ten and the caller's neighbourhood, all time or this week.", querystring: LeaderboardQuery, response: LeaderboardResponse },
    handler: ({ query, caller }) => stats.leaderboard(caller, query),
  });
}
