import { z } from 'zod';
import { Difficulty } from '../enums/course';
import {
  AnswerType,
  CandidateTestFilter,
  QuestionMode,
  TestKind,
  TestSource,
  TestType,
} from '../enums/test';
import { ItemRating, ReportProblem } from './rating';
import { Id, QueryId } from './id';
import { paged } from './paged';

/** A test in a list (GetTests / GetSystemTests). Fields beyond the ids are ours. */
export const TestSummary = z.object({
  TestId: Id,
  SOSDetailTestId: Id.nullable(),
  SubjectId: Id,
  TestName: z.string(),
  TestType: z.object({ Value: z.enum(TestType) }),
  TestSource: z.enum(TestSource),
  Difficulty: z.enum(Difficulty),
  TotalQuestions: z.number().int().nonnegative(),
  DurationMinutes: z.number().int().positive(),
  IsAttemptedTest: z.boolean(),
  DueDate: z.string().nullable(),
  IsExpired: z.boolean(),
  ObtainedPercentageScore: z.number().min(0).max(100).nullable(),
});
export type TestSummary = z.infer<typeof TestSummary>;

/** spec: test list Tests, TotalRecords (same shape for system tests). */
export const TestListResponse = paged('Tests', TestSummary);
export type TestListResponse = z.infer<typeof TestListResponse>;
export const SystemTestListResponse = TestListResponse;
export type SystemTestListResponse = TestListResponse;

/** GetTests / GetSystemTests query. */
export const TestListQuery = z.object({
  subjectId: QueryId.optional(),
  filter: z.coerce.number().pipe(z.enum(CandidateTestFilter)).default(CandidateTestFilter.all),
  pageNumber: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});
export type TestListQuery = z.infer<typeof TestListQuery>;

/** spec: selected test: testId, candidateSOSId, IsAttemptedTest (+ the route's type, ours). */
export const SelectedTest = z.object({
  testId: Id,
  candidateSOSId: Id,
  IsAttemptedTest: z.boolean(),
  kind: z.enum(TestKind),
});
export type SelectedTest = z.infer<typeof SelectedTest>;

export const QuestionOption = z.object({
  OptionId: Id,
  Text: z.string(),
});
export type QuestionOption = z.infer<typeof QuestionOption>;

/**
 * spec: question: QuestionId, TopicId, CandidateAnswer, StartTime, EndTime, QuestionMode.DisplayName,
 * SubjectName. CandidateAnswer is the chosen OptionId(s) joined by ',' for MCQs, or the text for
 * short and long questions (ours). Times are ISO date-times.
 */
export const Question = z.object({
  QuestionId: Id,
  TopicId: Id,
  QuestionText: z.string(),
  AnswerType: z.enum(AnswerType),
  Options: z.array(QuestionOption),
  CandidateAnswer: z.string().nullable(),
  StartTime: z.string().nullable(),
  EndTime: z.string().nullable(),
  QuestionMode: z.object({ Value: z.enum(QuestionMode), DisplayName: z.string() }),
  SubjectName: z.string(),
  /** Filled in results only. */
  CorrectAnswer: z.string().nullable(),
  Explanation: z.string().nullable(),
});
export type Question = z.infer<typeof Question>;

/** Not shown: test configuration. */
export const TestConfig = z.object({
  DurationMinutes: z.number().int().positive(),
  ShowResultImmediately: z.boolean(),
  AllowReview: z.boolean(),
});
export type TestConfig = z.infer<typeof TestConfig>;

/** spec: QuestionModeStats.MCQQuestionSummary. */
export const McqQuestionSummary = z.object({
  CorrectQuestions: z.number().int().nonnegative(),
  WrongQuestions: z.number().int().nonnegative(),
  NotAttempted: z.number().int().nonnegative(),
  ObtainedPercentageScore: z.number().min(0).max(100),
  ObtainedScore: z.number(),
  TotalScore: z.number(),
});
export type McqQuestionSummary = z.infer<typeof McqQuestionSummary>;

/**
 * spec: test attempt: TestType.Value, TestQuestions, Config, IsFLP, TotalQuestions,
 * QuestionModeStats.MCQQuestionSummary, ItemRating, ReportProblem. Stats, rating and report are null
 * until the test is submitted / rated / reported.
 */
export const TestAttempt = z.object({
  TestId: Id,
  CandidateSOSId: Id,
  TestName: z.string(),
  TestType: z.object({ Value: z.enum(TestType) }),
  TestQuestions: z.array(Question),
  Config: TestConfig,
  IsFLP: z.boolean(),
  TotalQuestions: z.number().int().nonnegative(),
  IsAttemptedTest: z.boolean(),
  QuestionModeStats: z.object({ MCQQuestionSummary: McqQuestionSummary }).nullable(),
  ItemRating: ItemRating.nullable(),
  ReportProblem: ReportProblem.nullable(),
});
export type TestAttempt = z.infer<typeof TestAttempt>;

/** spec: next-question request: TestId, CandidateSOSId, QuestionId, TopicId, CandidateAnswer, StartTime, EndTime. */
export const NextQuestionRequest = z.object({
  TestId: Id,
  CandidateSOSId: Id,
  QuestionId: Id,
  TopicId: Id,
  CandidateAnswer: z.string().nullable(),
  StartTime: z.string(),
  EndTime: z.string(),
});
export type NextQuestionRequest = z.infer<typeof NextQuestionRequest>;

/** POST SubmitTest (not shown: ours): all answers with their times. */
export const SubmitTestRequest = z.object({
  TestId: Id,
  CandidateSOSId: Id,
  SOSDetailTestId: Id.nullable(),
  StartTime: z.string(),
  EndTime: z.string(),
  Answers: z.array(
    z.object({
      QuestionId: Id,
      CandidateAnswer: z.string().nullable(),
      StartTime: z.string().nullable(),
      EndTime: z.string().nullable(),
    }),
  ),
});
export type SubmitTestRequest = z.infer<typeof SubmitTestRequest>;
