import { queryOptions } from '@tanstack/react-query';
import {
  StatsApiRoutes,
  type AssignmentProgressResponse,
  type CourseCompletion,
  type CourseSummary,
  type LeaderboardPeriod,
  type LeaderboardResponse,
  type MyProgramsStatsResponse,
  type SubjectCompletionResponse,
  type SubjectScoreResponse,
  type TestAccuracy,
  type TestProgressResponse,
} from '@portal/domain';
import type { ApiClient } from '../../client/api-client';
import { statsKeys } from './stats-keys';

/** The enrolment, and for some calls one subject. */
export interface StatsRequest {
  readonly candidateSOSId: number;
  readonly subjectId?: number;
}

const statsQuery = (request: StatsRequest) => ({ candidateSOSId: request.candidateSOSId, subjectId: request.subjectId });

/** spec 7: GET CandidateStatsService/GetMyPrograms (no id). */
export function getStatsMyPrograms(client: ApiClient, signal?: AbortSignal): Promise<MyProgramsStatsResponse> {
  return client.call<MyProgramsStatsResponse>(StatsApiRoutes.getStatsMyPrograms, { signal });
}
/** spec 7: GET GetCourseTestAccuracy (Correct). */
export function getCourseTestAccuracy(client: ApiClient, request: StatsRequest, signal?: AbortSignal): Promise<TestAccuracy> {
  return client.call<TestAccuracy>(StatsApiRoutes.getCourseTestAccuracy, { query: statsQuery(request), signal });
}
/** spec 7: GET GetCourseTestProgress (TestsProgress, SelectedSubjectId); testSource 2 = the system tests. */
export function getCourseTestProgress(client: ApiClient, request: StatsRequest & { testSource?: 1 | 2 }, signal?: AbortSignal): Promise<TestProgressResponse> {
  return client.call<TestProgressResponse>(StatsApiRoutes.getCourseTestProgress, { query: { ...statsQuery(request), testSource: request.testSource }, signal });
}
/** spec 7: GET GetCourseAssignmentProgress (AssignmentsProgress). */
export function getCourseAssignmentProgress(client: ApiClient, request: StatsRequest, signal?: AbortSignal): Promise<AssignmentProgressResponse> {
  return client.call<AssignmentProgressResponse>(StatsApiRoutes.getCourseAssignmentProgress, { query: statsQuery(request), signal });
}
/** spec 7: GET GetCourseCompletion. */
export function getCourseCompletion(client: ApiClient, request: StatsRequest, signal?: AbortSignal): Promise<CourseCompletion> {
  return client.call<CourseCompletion>(StatsApiRoutes.getCourseCompletion, { query: { candidateSOSId: request.candidateSOSId }, signal });
}
/** spec 7: GET GetCourseSummary. */
export function getCourseSummary(client: ApiClient, request: StatsRequest, signal?: AbortSignal): Promise<CourseSummary> {
  return client.call<CourseSummary>(StatsApiRoutes.getCourseSummary, { query: { candidateSOSId: request.candidateSOSId }, signal });
}
/** spec 7: GET GetCourseSubjectScore (SubjectsScore). */
export function getCourseSubjectScore(client: ApiClient, request: StatsRequest, signal?: AbortSignal): Promise<SubjectScoreResponse> {
  return client.call<SubjectScoreResponse>(StatsApiRoutes.getCourseSubjectScore, { query: { candidateSOSId: request.candidateSOSId }, signal });
}
/** spec 7: GET GetCourseSubjectCompletion (SubjectsCompletion). */
export function getCourseSubjectCompletion(client: ApiClient, request: StatsRequest, signal?: AbortSignal): Promise<SubjectCompletionResponse> {
  return client.call<SubjectCompletionResponse>(StatsApiRoutes.getCourseSubjectCompletion, { query: { candidateSOSId: request.candidateSOSId }, signal });
}
/** spec 7: GET GetLeaderBoard (Positions), all time or this week. */
export function getLeaderBoard(client: ApiClient, request: { candidateSOSId: number; period: LeaderboardPeriod }, signal?: AbortSignal): Promise<LeaderboardResponse> {
  return client.call<LeaderboardResponse>(StatsApiRoutes.getLeaderBoard, { query: { candidateSOSId: request.candidateSOSId, period: request.period }, signal });
}

export const statsMyProgramsQueryOptions = (client: ApiClient) =>
  queryOptions({ queryKey: statsKeys.programs(), queryFn: ({ signal }) => getStatsMyPrograms(client, signal) });
export const testAccuracyQueryOptions = (client: ApiClient, request: StatsRequest) =>
  queryOptions({ queryKey: statsKeys.call('GetCourseTestAccuracy', statsQuery(request)), queryFn: ({ signal }) => getCourseTestAccuracy(client, request, signal) });
export const testProgressQueryOptions = (client: ApiClient, request: StatsRequest & { testSource?: 1 | 2 }) =>
  queryOptions({
    queryKey: statsKeys.call('GetCourseTestProgress', { ...statsQuery(request), testSource: request.testSource }),
    queryFn: ({ signal }) => getCourseTestProgress(client, request, signal),
  });
export const assignmentProgressQueryOptions = (client: ApiClient, request: StatsRequest) =>
  queryOptions({ queryKey: statsKeys.call('GetCourseAssignmentProgress', statsQuery(request)), queryFn: ({ signal }) => getCourseAssignmentProgress(client, request, signal) });
export const courseCompletionQueryOptions = (client: ApiClient, request: StatsRequest) =>
  queryOptions({ queryKey: statsKeys.call('GetCourseCompletion', { candidateSOSId: request.candidateSOSId }), queryFn: ({ signal }) => getCourseCompletion(client, request, signal) });
export const courseSummaryQueryOptions = (client: ApiClient, request: StatsRequest) =>
  queryOptions({ queryKey: statsKeys.call('GetCourseSummary', { candidateSOSId: request.candidateSOSId }), queryFn: ({ signal }) => getCourseSummary(client, request, signal) });
export const subjectScoreQueryOptions = (client: ApiClient, request: StatsRequest) =>
  queryOptions({ queryKey: statsKeys.call('GetCourseSubjectScore', { candidateSOSId: request.candidateSOSId }), queryFn: ({ signal }) => getCourseSubjectScore(client, request, signal) });
export const subjectCompletionQueryOptions = (client: ApiClient, request: StatsRequest) =>
  queryOptions({ queryKey: statsKeys.call('GetCourseSubjectCompletion', { candidateSOSId: request.candidateSOSId }), queryFn: ({ signal }) => getCourseSubjectCompletion(client, request, signal) });
export const leaderBoardQueryOptions = (client: ApiClient, request: { candidateSOSId: number; period: LeaderboardPeriod }) =>
  queryOptions({ queryKey: statsKeys.call('GetLeaderBoard', request), queryFn: ({ signal }) => getLeaderBoard(client, request, signal) });
