import { z } from 'zod';
import { ProblemType, RatingItemType } from '../enums/content';
import { ValidationBounds, optionalText, rangedNumber, requiredText } from './validation';
import { Id, QueryId } from './id';

/** spec: ItemRating appears on courses and test results. Its fields are not shown: ours (1-5 stars). */
export const ItemRating = z.object({
  ItemId: Id,
  ItemType: z.enum(RatingItemType),
  Rating: z.number().int().min(1).max(5),
  Comment: z.string().nullable(),
});
export type ItemRating = z.infer<typeof ItemRating>;

/** POST SaveRating (not shown: ours). */
export const SaveRatingRequest = z.object({
  CandidateSOSId: Id,
  ItemId: Id,
  ItemType: z.enum(RatingItemType),
  Rating: rangedNumber(1, 5),
  Comment: optionalText(ValidationBounds.address.max),
});
export type SaveRatingRequest = z.infer<typeof SaveRatingRequest>;

/** spec: ReportProblem Description, ProblemType, IsReported, ItemId. */
export const ReportProblem = z.object({
  ItemId: Id,
  ProblemType: z.enum(ProblemType),
  Description: z.string(),
  IsReported: z.boolean(),
});
export type ReportProblem = z.infer<typeof ReportProblem>;

/** POST SaveReportProblem. */
export const SaveReportProblemRequest = z.object({
  CandidateSOSId: Id,
  ItemId: Id,
  ProblemType: z.enum(ProblemType),
  Description: requiredText(ValidationBounds.longText.max, 10),
});
export type SaveReportProblemRequest = z.infer<typeof SaveReportProblemRequest>;

/** GET GetRating / DELETE RemoveRating: the caller's rating of one item of an enrolment. */
export const RatingQuery = z.object({
  candidateSOSId: QueryId,
  itemId: QueryId,
  itemType: z.coerce.number().pipe(z.enum(RatingItemType)),
});
export type RatingQuery = z.infer<typeof RatingQuery>;

/** GetRating's answer: the caller's rating, or null when the item is not rated. */
export const RatingResponse = z.object({ ItemRating: ItemRating.nullable() });
export type RatingResponse = z.infer<typeof RatingResponse>;

/** GET GetReportProblem / DELETE RemoveReportProblem: the caller's report on one item. */
export const ReportProblemQuery = z.object({
  candidateSOSId: QueryId,
  itemId: QueryId,
  problemType: z.coerce.number().pipe(z.enum(ProblemType)),
});
export type ReportProblemQuery = z.infer<typeof ReportProblemQuery>;

/** GetReportProblem's answer: the caller's report (IsReported true), or null when none. */
export const ReportProblemResponse = z.object({ ReportProblem: ReportProblem.nullable() });
export type ReportProblemResponse = z.infer<typeof ReportProblemResponse>;
