import { z } from 'zod';
import { ValidationBounds, idField, optionalText } from './validation';
import { Id } from './id';

/** Not shown: the how-you-know-us question, one choice plus an optional detail. */
export const HowYouKnowOption = z.object({
  OptionId: Id,
  Text: z.string(),
  /** When true the portal asks for a short detail (e.g. "Other: ..."). */
  RequiresDetail: z.boolean(),
});
export type HowYouKnowOption = z.infer<typeof HowYouKnowOption>;

export const HowYouKnowQuestion = z.object({
  QuestionId: Id,
  Question: z.string(),
  Options: z.array(HowYouKnowOption),
  /**
   * Whether to ask the caller now (issue 11: after "Not now" the question returns once, 7 days
   * later; see rules/how-you-know-reminder.ts). False once answered.
   */
  AskNow: z.boolean(),
});
export type HowYouKnowQuestion = z.infer<typeof HowYouKnowQuestion>;

export const HowYouKnowAnswer = z.object({
  QuestionId: idField(),
  OptionId: idField(),
  Detail: optionalText(ValidationBounds.shortText.max),
});
export type HowYouKnowAnswer = z.infer<typeof HowYouKnowAnswer>;
