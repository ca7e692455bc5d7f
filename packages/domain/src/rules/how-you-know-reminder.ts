/*
 * When the how-you-know-us question is asked (issue 11, item 8; spec 1: a candidate "may answer"
 * it). Asked at first; "Not now" is remembered with its date; the question comes back once, 7 days
 * after that first "Not now"; a second "Not now" is final. Asking is fine, nagging is not.
 */

/** Days after a "Not now" before the question is asked again. */
export const HOW_YOU_KNOW_ASK_AGAIN_AFTER_DAYS = 7;

/** "Not now" answers after which the question is never asked again (the first ask + one more). */
export const HOW_YOU_KNOW_MAX_POSTPONES = 2;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface HowYouKnowReminderState {
  readonly answered: boolean;
  /** The last "Not now", or null when never postponed. */
  readonly postponedAt: Date | null;
  /** How many times "Not now" was chosen. */
  readonly postponedCount: number;
}

/** Whether to ask the question now. */
export function shouldAskHowYouKnow(state: HowYouKnowReminderState, now: Date): boolean {
  if (state.answered) return false;
  if (state.postponedCount <= 0 || state.postponedAt === null) return true;
  if (state.postponedCount >= HOW_YOU_KNOW_MAX_POSTPONES) return false;
  return now.getTime() - state.postponedAt.getTime() >= HOW_YOU_KNOW_ASK_AGAIN_AFTER_DAYS * DAY_MS;
}

/** The state after a "Not now" at `now` (an answered question stays answered). */
export function postponeHowYouKnow(state: HowYouKnowReminderState, now: Date): HowYouKnowReminderState {
  if (state.answered) return state;
  return { answered: false, postponedAt: now, postponedCount: state.postponedCount + 1 };
}
