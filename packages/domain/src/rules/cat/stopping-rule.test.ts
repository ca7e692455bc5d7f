import { describe, expect, it } from 'vitest';
import { DEFAULT_CAT_SETTINGS } from './cat-settings';
import {
  CatEndedEarly,
  CatStopReason,
  catEndedEarlyText,
  catStopReasonAfter,
  catStopReasonText,
} from './stopping-rule';

describe('catStopReasonAfter', () => {
  const settings = DEFAULT_CAT_SETTINGS;

  it('goes on below the minimum even when SE is already small', () => {
    expect(catStopReasonAfter(9, 0.2, settings)).toBeNull();
  });

  it('stops on SE <= 0.30 from the minimum on, the boundary included', () => {
    expect(catStopReasonAfter(10, 0.3, settings)).toBe(CatStopReason.standardErrorReached);
    expect(catStopReasonAfter(10, 0.30001, settings)).toBeNull();
    expect(catStopReasonAfter(17, 0.25, settings)).toBe(CatStopReason.standardErrorReached);
  });

  it('stops at the maximum length', () => {
    expect(catStopReasonAfter(29, 0.35, settings)).toBeNull();
    expect(catStopReasonAfter(30, 0.35, settings)).toBe(CatStopReason.maximumItems);
  });

  it('names precision when both rules hold on the last item', () => {
    expect(catStopReasonAfter(30, 0.29, settings)).toBe(CatStopReason.standardErrorReached);
  });

  it('follows per-test settings', () => {
    const short = { minimumItems: 3, maximumItems: 5, standardErrorTarget: 0.5 };
    expect(catStopReasonAfter(3, 0.45, short)).toBe(CatStopReason.standardErrorReached);
    expect(catStopReasonAfter(5, 0.6, short)).toBe(CatStopReason.maximumItems);
  });
});

describe('catStopReasonText', () => {
  it('words every reason for the candidate', () => {
    for (const reason of Object.values(CatStopReason))
      expect(catStopReasonText(reason)).toMatch(/^The test ended .+\.$/);
    expect(catStopReasonText(CatStopReason.standardErrorReached)).toContain('precisely enough');
    // A value from outside the enumeration (an old row, say) comes back as it is rather than throwing.
    expect(catStopReasonText('operatorEnded' as CatStopReason)).toBe('operatorEnded');
  });
});

describe('catEndedEarlyText', () => {
  it('says the estimate is less precise, with its standard error and the target', () => {
    expect(catEndedEarlyText(CatEndedEarly.finishedEarly, 6, 0.4712, 0.3)).toBe(
      "You ended the test after 6 questions, before its stop rule, so this estimate is less precise than a full test's: its standard error is ±0.47 (the test stops at ±0.30).",
    );
    expect(catEndedEarlyText(CatEndedEarly.timeUp, 1, 0.9, 0.3)).toMatch(
      /^The time ran out after 1 question, .+±0\.90/,
    );
    expect(catEndedEarlyText(CatEndedEarly.finishedEarly, 0, 1, 0.3)).toContain(
      'no estimate of your ability yet',
    );
  });
});
