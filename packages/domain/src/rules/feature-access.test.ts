import { describe, expect, it } from 'vitest';
import { Feature } from '../enums/feature';
import {
  MISSING_FEATURE_MESSAGE,
  canOpenArea,
  isAnyFeatureAllowed,
  isFeatureAllowed,
} from './feature-access';

const course = (entries: Array<[Feature, boolean]>) => ({
  Subscription: {
    PackageFeatures: entries.map(([feature, allowed]) => ({
      FeatureId: { Value: feature },
      IsFeatureAllowed: allowed,
    })),
  },
});

describe('isFeatureAllowed', () => {
  it('allows features the package does not list', () => {
    expect(isFeatureAllowed(course([]), Feature.Stats)).toBe(true);
  });
  it('refuses only features listed with IsFeatureAllowed false', () => {
    const gated = course([
      [Feature.Stats, false],
      [Feature.Quizzes, true],
    ]);
    expect(isFeatureAllowed(gated, Feature.Stats)).toBe(false);
    expect(isFeatureAllowed(gated, Feature.Quizzes)).toBe(true);
    expect(isFeatureAllowed(gated, Feature.Leaderboard)).toBe(true);
  });
  it('live class needs LiveLectures or LiveDoubts', () => {
    const none = course([
      [Feature.LiveLectures, false],
      [Feature.LiveDoubts, false],
    ]);
    const doubtsOnly = course([[Feature.LiveLectures, false]]);
    expect(canOpenArea(none, 'liveClass')).toBe(false);
    expect(canOpenArea(doubtsOnly, 'liveClass')).toBe(true);
    expect(isAnyFeatureAllowed(none, [])).toBe(false);
    expect(canOpenArea(course([[Feature.AIQuizzes, false]]), 'systemQuizzes')).toBe(false);
  });
  it('keeps the spec wording', () => {
    expect(MISSING_FEATURE_MESSAGE).toBe(
      'Oops!! Your Current Package does not include this feature.',
    );
  });
});
