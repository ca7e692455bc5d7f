import { describe, expect, it } from 'vitest';
import { CoursePreferences, PLAYBACK_RATES } from './course-preferences';
import { defaultCoursePreferences, parseStoredCoursePreferences } from './stored-course-preferences';

/** The zod-free reader answers every input exactly as the zod schema: the same data, or null. */
function expectSame(inputs: readonly unknown[]) {
  for (const input of inputs) {
    const result = CoursePreferences.safeParse(input);
    expect(parseStoredCoursePreferences(input), JSON.stringify(input)).toEqual(
      result.success ? result.data : null,
    );
  }
}

describe('parseStoredCoursePreferences matches the CoursePreferences zod schema', () => {
  const valid = { DefaultCandidateSOSId: 1001, ShowCaptions: false, PlaybackRate: 1.5 };

  it('accepts every offered speed, a chosen or no default course, and drops unknown keys', () => {
    expectSame([
      defaultCoursePreferences,
      valid,
      { ...valid, DefaultCandidateSOSId: null },
      { ...valid, Extra: 'dropped', Nested: { a: 1 } },
      ...PLAYBACK_RATES.map((PlaybackRate) => ({ ...valid, PlaybackRate })),
    ]);
    expect(parseStoredCoursePreferences({ ...valid, Extra: 1 })).toEqual(valid);
  });

  it('refuses a tampered entry field by field, and what is not an object', () => {
    const badSosIds = [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53, '1001', undefined, true, {}];
    const badCaptions = [null, 'true', 1, 0, undefined];
    const badRates = [0.5, 3, 1.3, '1', null, undefined, Number.NaN, Number.POSITIVE_INFINITY, [1]];
    const inputs = [
      ...badSosIds.map((DefaultCandidateSOSId) => ({ ...valid, DefaultCandidateSOSId })),
      ...badCaptions.map((ShowCaptions) => ({ ...valid, ShowCaptions })),
      ...badRates.map((PlaybackRate) => ({ ...valid, PlaybackRate })),
      { ShowCaptions: true, PlaybackRate: 1 },
      null,
      undefined,
      'preferences',
      42,
      [valid],
      [],
    ];
    expectSame(inputs);
    for (const input of inputs) expect(parseStoredCoursePreferences(input), JSON.stringify(input)).toBeNull();
  });
});
