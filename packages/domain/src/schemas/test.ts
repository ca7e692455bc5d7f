import { z } from 'zod';
import { Difficulty } from '../enums/course';
import {
  AnswerType,
  CandidateTestFilter,
  QuestionMode,
  SubmittedBy,
  TestKind,
  TestSource,
  TestType,
} from '../enums/test';
import { ItemRating, ReportProblem } from './rating';
import { Id, QueryId } from './id';
import { paged } from './paged';
import {
  ValidationBounds,
  isoDateTime,
  optionalText,
  queryWholeNumber,
  requiredText,
  wholeNumber,
} from './validation';

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

/** GetTests / GetSystemTests query: one enrolment's tests, optionally of one subject. */
export const TestListQuery = z.object({
  candidateSOSId: QueryId,
  subjectId: QueryId.optional(),
  filter: z.coerce.number().pipe(z.enum(CandidateTestFilter)).default(CandidateTestFilter.all),
  pageNumber: queryWholeNumber(1).default(1),
  pageSize: queryWholeNumber(1, 100).default(10),
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

/** How an answer scored: a written answer without a key waits for review. */
export const AnswerOutcome = z.enum(['correct', 'wrong', 'notAttempted', 'pendingReview']);
export type AnswerOutcome = z.infer<typeof AnswerOutcome>;

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
  /**
   * Ours, filled in results only: how the server scored the answer (a typed answer is compared
   * normalised, a number within its tolerance, so the portal does not guess from CorrectAnswer).
   */
  AnswerOutcome: AnswerOutcome.nullable().optional(),
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

/**
 * POST SubmitTest (not shown: ours): the attempt's answers with their times. Answers already saved
 * one by one (SaveTestAnswer) need not be sent again; an answer sent here is the final one for its
 * question. Submitting twice (double click, two tabs) answers the same single result.
 */
export const SubmitTestRequest = z.object({
  TestId: Id,
  CandidateSOSId: Id,
  SOSDetailTestId: Id.nullable(),
  StartTime: isoDateTime(),
  EndTime: isoDateTime(),
  Answers: z
    .array(
      z.object({
        QuestionId: Id,
        CandidateAnswer: optionalText(ValidationBounds.longText.max),
        StartTime: isoDateTime().nullable(),
        EndTime: isoDateTime().nullable(),
      }),
    )
    .max(500),
});
export type SubmitTestRequest = z.infer<typeof SubmitTestRequest>;

/** GetCandidateTestFilter: the list filters with their names (spec: all 0, attempted 1, unattempted 2). */
export const TestFilterOption = z.object({
  Value: z.enum(CandidateTestFilter),
  DisplayName: z.string(),
});
export type TestFilterOption = z.infer<typeof TestFilterOption>;
export const CandidateTestFilterResponse = z.object({ Filters: z.array(TestFilterOption) });
export type CandidateTestFilterResponse = z.infer<typeof CandidateTestFilterResponse>;

/** GetTest, GetTestQuestions, GetAttemptedTestResult(Detail): one test of one enrolment. */
export const TestQuery = z.object({ candidateSOSId: QueryId, testId: QueryId });
export type TestQuery = z.infer<typeof TestQuery>;

/** GetTestResultDetail: one attempt by its id (no enrolment: the attempt names it). */
export const TestAttemptQuery = z.object({ testAttemptId: QueryId });
export type TestAttemptQuery = z.infer<typeof TestAttemptQuery>;

/**
 * An attempt's clock (ours, the answer journal): the server's deadline and its own time when it
 * answered, so the portal shows deadline − server time whatever the browser's clock says.
 */
export const AttemptInfo = z.object({
  TestAttemptId: Id,
  StartTime: isoDateTime(),
  Deadline: isoDateTime(),
  ServerTime: isoDateTime(),
  IsSubmitted: z.boolean(),
});
export type AttemptInfo = z.infer<typeof AttemptInfo>;

/** GetTest: the info page (spec: isExpired and dueDate), with the open attempt when there is one. */
export const TestInfo = TestSummary.extend({
  SubjectName: z.string(),
  IsFLP: z.boolean(),
  Attempt: AttemptInfo.nullable(),
});
export type TestInfo = z.infer<typeof TestInfo>;

/**
 * How far a CAT has gone (ours): items answered, the test's bounds, and the ability estimate (θ̂)
 * with its standard error after the last answer (null before the first answer).
 */
export const CatProgress = z.object({
  ItemsAnswered: wholeNumber(),
  MinimumItems: wholeNumber(1),
  MaximumItems: wholeNumber(1),
  Theta: z.number().nullable(),
  StandardError: z.number().nullable(),
});
export type CatProgress = z.infer<typeof CatProgress>;

/**
 * GetTestQuestions: the attempt, started now or resumed (spec: starting loads the questions). The
 * questions carry the saved answers and never the key (CorrectAnswer and Explanation are null).
 * A CAT carries only the question to answer now.
 */
export const StartedTest = TestAttempt.extend({
  Attempt: AttemptInfo,
  Cat: CatProgress.nullable(),
});
export type StartedTest = z.infer<typeof StartedTest>;

/**
 * POST SaveTestAnswer (ours, the answer journal): one question's answer, saved the moment it
 * changes. `Sequence` counts the device's changes to that question: a save is kept once per
 * (attempt, question, device, sequence), so a retry changes nothing, and an older sequence of the
 * same device arriving late never replaces a newer answer, whatever its `AnsweredAt` says.
 */
export const SaveTestAnswerRequest = z.object({
  TestAttemptId: Id,
  QuestionId: Id,
  CandidateAnswer: optionalText(ValidationBounds.longText.max),
  Sequence: wholeNumber(1),
  StartTime: isoDateTime().nullable(),
  EndTime: isoDateTime().nullable(),
  /**
   * When the answer was given on the device (on the server's clock as the device knows it). When two
   * devices answer the same question, the answer given later wins, whatever order the saves arrive
   * in. Absent (older clients): the save ranks below every timed answer, by its sequence.
   */
  AnsweredAt: isoDateTime().nullable().optional(),
  /**
   * The sending device (one id per page load, whose `Sequence` only grows): its saves are ordered
   * by their sequence; other devices' by `AnsweredAt`. Absent (older clients): one shared device.
   */
  DeviceId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, 'a device id is 8 to 64 letters, digits, - or _.')
    .optional(),
});
export type SaveTestAnswerRequest = z.infer<typeof SaveTestAnswerRequest>;

/**
 * What the server holds for the question now: its latest sequence (the portal marks the answer
 * saved). `Replaced`: the server holds another answer given later (on another device) than the one
 * sent, which does not overwrite it; `AnsweredAt` says when that answer was given.
 */
export const SaveTestAnswerResponse = z.object({
  QuestionId: Id,
  Sequence: wholeNumber(1),
  CandidateAnswer: z.string().nullable(),
  Replaced: z.boolean(),
  AnsweredAt: isoDateTime().nullable(),
});
export type SaveTestAnswerResponse = z.infer<typeof SaveTestAnswerResponse>;

/** GetNextQuestion's query string: the spec's next-question request. */
export const NextQuestionQuery = z.object({
  TestId: QueryId,
  CandidateSOSId: QueryId,
  QuestionId: QueryId,
  TopicId: queryWholeNumber(),
  CandidateAnswer: optionalText(ValidationBounds.shortText.max),
  StartTime: isoDateTime(),
  EndTime: isoDateTime(),
});
export type NextQuestionQuery = z.infer<typeof NextQuestionQuery>;

/**
 * GetNextQuestion's answer: the next question chosen by the server's engine, or none when the stop
 * rule ended the test (it is then submitted: read its result).
 */
export const NextQuestionResponse = z.object({
  Question: Question.nullable(),
  IsCompleted: z.boolean(),
  StopReason: z.string().nullable(),
  Cat: CatProgress,
  Attempt: AttemptInfo,
});
export type NextQuestionResponse = z.infer<typeof NextQuestionResponse>;

/** One subject of a result (per-subject breakdown, FLP). */
export const SubjectResult = z.object({
  SubjectName: z.string(),
  CorrectQuestions: wholeNumber(),
  WrongQuestions: wholeNumber(),
  NotAttempted: wholeNumber(),
  TotalQuestions: wholeNumber(),
});
export type SubjectResult = z.infer<typeof SubjectResult>;

/** One answered CAT item on the result: the ability estimate with its error after it. */
export const CatResultStep = z.object({
  QuestionId: Id,
  SubjectName: z.string(),
  Difficulty: z.number(),
  IsCorrect: z.boolean(),
  Theta: z.number(),
  StandardError: z.number(),
});
export type CatResultStep = z.infer<typeof CatResultStep>;

export const CatResult = z.object({
  Theta: z.number(),
  StandardError: z.number(),
  StopReason: z.string(),
  StopReasonText: z.string(),
  Steps: z.array(CatResultStep),
});
export type CatResult = z.infer<typeof CatResult>;

/**
 * SubmitTest, GetAttemptedTestResult and the detail calls: the attempt with its statistics. The
 * result leaves TestQuestions empty; a detail lists every question with the candidate's answer,
 * the correct one and the explanation.
 */
export const TestResult = TestAttempt.extend({
  Attempt: AttemptInfo,
  FinishTime: isoDateTime(),
  SubmittedBy: z.enum(SubmittedBy),
  SubjectResults: z.array(SubjectResult),
  Cat: CatResult.nullable(),
});
export type TestResult = z.infer<typeof TestResult>;

/** GetMistakeBank (ours): the enrolment's mistake bank. */
export const MistakeBankQuery = z.object({ candidateSOSId: QueryId });
export type MistakeBankQuery = z.infer<typeof MistakeBankQuery>;

/**
 * A question the candidate answered wrongly in a submitted test (ours, the mistake bank): the
 * question with their wrong answer (CandidateAnswer), the correct one and the explanation, where
 * it was missed, and how many retries were right so far (two take it out of the bank).
 */
export const MistakeBankQuestion = Question.extend({
  TopicName: z.string(),
  TestName: z.string(),
  MissedAt: isoDateTime(),
  CorrectRetries: wholeNumber(),
});
export type MistakeBankQuestion = z.infer<typeof MistakeBankQuestion>;

export const MistakeBankSubject = z.object({
  SubjectName: z.string(),
  Questions: z.array(MistakeBankQuestion),
});
export type MistakeBankSubject = z.infer<typeof MistakeBankSubject>;

/** GetMistakeBank's answer: the mistakes by subject (subjects and questions in a stable order). */
export const MistakeBankResponse = z.object({
  Subjects: z.array(MistakeBankSubject),
  TotalMistakes: wholeNumber(),
  /** Correct retries that take a question out of the bank. */
  RetriesToClear: wholeNumber(1),
});
export type MistakeBankResponse = z.infer<typeof MistakeBankResponse>;

/** POST RetryMistake (ours): a new answer to a question of the caller's mistake bank. */
export const RetryMistakeRequest = z.object({
  CandidateSOSId: Id,
  QuestionId: Id,
  CandidateAnswer: requiredText(ValidationBounds.shortText.max),
});
export type RetryMistakeRequest = z.infer<typeof RetryMistakeRequest>;

/** RetryMistake's answer: whether it was right, the key, and whether the question left the bank. */
export const RetryMistakeResponse = z.object({
  QuestionId: Id,
  IsCorrect: z.boolean(),
  CorrectAnswer: z.string(),
  Explanation: z.string().nullable(),
  CorrectRetries: wholeNumber(),
  IsCleared: z.boolean(),
});
export type RetryMistakeResponse = z.infer<typeof RetryMistakeResponse>;
