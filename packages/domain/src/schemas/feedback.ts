import { z } from 'zod';
import { ValidationBounds, optionalText, rangedNumber } from './validation';
import { Id, QueryId } from './id';

/** A feedback question (fields ours: a 1-5 rating question). */
export const FeedbackQuestion = z.object({
  FeedbackQuestionId: Id,
  Question: z.string(),
});
export type FeedbackQuestion = z.infer<typeof FeedbackQuestion>;

export const FeedbackGroup = z.object({
  FeedbackGroupId: Id,
  Title: z.string(),
  Questions: z.array(FeedbackQuestion),
});
export type FeedbackGroup = z.infer<typeof FeedbackGroup>;

/** spec: SubjectList entries with SubjectId and a local IsSaved flag (default false from the wire). */
export const FeedbackSubject = z.object({
  SubjectId: Id,
  SubjectName: z.string(),
  IsSaved: z.boolean().default(false),
});
export type FeedbackSubject = z.infer<typeof FeedbackSubject>;

/** spec: feedback: FeedbackGroups and SubjectList. */
export const FeedbackResponse = z.object({
  FeedbackGroups: z.array(FeedbackGroup),
  SubjectList: z.array(FeedbackSubject),
});
export type FeedbackResponse = z.infer<typeof FeedbackResponse>;

/** spec: POST SaveFeedback takes an array body; one entry per answered question. */
export const FeedbackAnswer = z.object({
  CandidateSOSId: Id,
  SubjectId: Id,
  FeedbackQuestionId: Id,
  Rating: rangedNumber(1, 5),
  Comment: optionalText(ValidationBounds.address.max),
});
export type FeedbackAnswer = z.infer<typeof FeedbackAnswer>;
/**
 * Every question answered for each subject sent (the server names a missing or foreign question);
 * at most 50 answers a call.
 */
export const SaveFeedbackRequest = z.array(FeedbackAnswer).min(1).max(50);
export type SaveFeedbackRequest = z.infer<typeof SaveFeedbackRequest>;

/** GetFeedback: the questions and the subjects of one enrolment, each subject's IsSaved for this period. */
export const FeedbackQuery = z.object({ candidateSOSId: QueryId });
export type FeedbackQuery = z.infer<typeof FeedbackQuery>;

/**
 * The feedback period (ours: the spec states no rule): one feedback per subject per calendar month
 * (UTC), written YYYY-MM. A subject's IsSaved is true once its feedback for the month is saved.
 */
export const feedbackPeriodOf = (at: Date) => at.toISOString().slice(0, 7);
