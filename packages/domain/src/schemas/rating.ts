import { z } from 'zod';
import { ProblemType, RatingItemType } from '../enums/content';
import { ValidationBounds, optionalText, rangedNumber, requiredText } from './validation';
import { Id } from './id';

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
