import type { CatSettings } from './cat-settings';

/** Why a CAT session ended. Stored with the attempt; the result page words it (`catStopReasonText`). */
export const CatStopReason = {
  /** θ̂ is precise enough: SE <= the target, after the minimum number of items. */
  standardErrorReached: 'standardErrorReached',
  /** The maximum number of items was given. */
  maximumItems: 'maximumItems',
  /** No item is left that may be given: every one in the allowed areas is used or at its exposure cap. */
  itemBankExhausted: 'itemBankExhausted',
} as const;
export type CatStopReason = (typeof CatStopReason)[keyof typeof CatStopReason];

/**
 * The stop rule checked after each answer (the issue: SE <= 0.30, or 30 items, with a minimum of 10).
 * When both hold on the last item, precision is the reason given: it says more about the result.
 */
export function catStopReasonAfter(
  itemsGiven: number,
  standardError: number,
  settings: Pick<CatSettings, 'minimumItems' | 'maximumItems' | 'standardErrorTarget'>,
): CatStopReason | null {
  if (itemsGiven >= settings.minimumItems && standardError <= settings.standardErrorTarget) {
    return CatStopReason.standardErrorReached;
  }
  if (itemsGiven >= settings.maximumItems) return CatStopReason.maximumItems;
  return null;
}

/** The stop reason in plain words, for the candidate's result page. */
export function catStopReasonText(reason: CatStopReason): string {
  switch (reason) {
    case CatStopReason.standardErrorReached:
      return 'The test ended once your ability was measured precisely enough.';
    case CatStopReason.maximumItems:
      return 'The test ended after the maximum number of questions.';
    case CatStopReason.itemBankExhausted:
      return 'The test ended because no further suitable questions were available.';
    default:
      return reason satisfies never;
  }
}

/**
 * Why a CAT ended before its stop rule, with how precise its estimate is: the candidate finished
 * it early, or the time ran out. `timeUp` when the server submitted it at the deadline.
 */
export const CatEndedEarly = { finishedEarly: 'finishedEarly', timeUp: 'timeUp' } as const;
export type CatEndedEarly = (typeof CatEndedEarly)[keyof typeof CatEndedEarly];

/** The early end in plain words: the estimate is less precise, with its standard error and the target. */
export function catEndedEarlyText(
  ended: CatEndedEarly,
  itemsAnswered: number,
  standardError: number,
  standardErrorTarget: number,
): string {
  const questions = `${itemsAnswered} ${itemsAnswered === 1 ? 'question' : 'questions'}`;
  const opening =
    ended === CatEndedEarly.finishedEarly
      ? `You ended the test after ${questions}`
      : `The time ran out after ${questions}`;
  if (itemsAnswered === 0)
    return `${opening}, so there is no estimate of your ability yet: answer at least one question next time.`;
  return `${opening}, before its stop rule, so this estimate is less precise than a full test's: its standard error is ±${standardError.toFixed(2)} (the test stops at ±${standardErrorTarget.toFixed(2)}).`;
}
