import { describe, expect, it } from 'vitest';
import {
  HOW_YOU_KNOW_ASK_AGAIN_AFTER_DAYS,
  postponeHowYouKnow,
  shouldAskHowYouKnow,
  type HowYouKnowReminderState,
} from './how-you-know-reminder';

const start = new Date('2026-11-01T10:00:00.000Z');
const later = (days: number, ms = 0) => new Date(start.getTime() + days * 86_400_000 + ms);
const fresh: HowYouKnowReminderState = { answered: false, postponedAt: null, postponedCount: 0 };

describe('how-you-know reminder', () => {
  it('asks a candidate who never answered nor postponed', () => {
    expect(shouldAskHowYouKnow(fresh, start)).toBe(true);
  });

  it('never asks once answered', () => {
    expect(shouldAskHowYouKnow({ ...fresh, answered: true }, start)).toBe(false);
    const answered = { ...fresh, answered: true };
    expect(postponeHowYouKnow(answered, start)).toBe(answered);
  });

  it('after "Not now" waits 7 days, asks once more, and a second "Not now" is final', () => {
    const once = postponeHowYouKnow(fresh, start);
    expect(once).toEqual({ answered: false, postponedAt: start, postponedCount: 1 });
    expect(shouldAskHowYouKnow(once, start)).toBe(false);
    expect(shouldAskHowYouKnow(once, later(HOW_YOU_KNOW_ASK_AGAIN_AFTER_DAYS, -1))).toBe(false);
    expect(shouldAskHowYouKnow(once, later(HOW_YOU_KNOW_ASK_AGAIN_AFTER_DAYS))).toBe(true);
    const twice = postponeHowYouKnow(once, later(8));
    expect(twice.postponedCount).toBe(2);
    expect(shouldAskHowYouKnow(twice, later(8))).toBe(false);
    expect(shouldAskHowYouKnow(twice, later(400))).toBe(false);
  });

  it('a count without a date (an inconsistent row) asks rather than never', () => {
    expect(shouldAskHowYouKnow({ answered: false, postponedAt: null, postponedCount: 1 }, start)).toBe(true);
  });
});
