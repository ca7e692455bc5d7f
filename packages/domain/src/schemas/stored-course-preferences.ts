import type { CoursePreferences } from './course-preferences';

/*
 * /course/setting's choices as the course pages read them from browser storage, checked without
 * zod: the video, reading and miscellaneous-videos pages read them before they paint, and zod
 * classic (~24 KB gzip) would otherwise load with them (issue #10). Accepts and refuses exactly
 * what the zod schema CoursePreferences (course-preferences.ts) does, and drops unknown keys as
 * zod does; stored-course-preferences.test.ts compares the two, so a change there fails until it
 * is made here too.
 */

/** The playback speeds the course settings offer (the player's own menu offers the same). */
export const PLAYBACK_RATES = [0.75, 1, 1.25, 1.5, 1.75, 2] as const;

export const defaultCoursePreferences: CoursePreferences = {
  DefaultCandidateSOSId: null,
  ShowCaptions: true,
  PlaybackRate: 1,
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Stored course preferences, or null when they are not what CoursePreferences accepts. */
export function parseStoredCoursePreferences(value: unknown): CoursePreferences | null {
  if (!isRecord(value)) return null;
  const { DefaultCandidateSOSId, ShowCaptions, PlaybackRate } = value;
  const sosIdFits =
    DefaultCandidateSOSId === null ||
    (typeof DefaultCandidateSOSId === 'number' &&
      Number.isSafeInteger(DefaultCandidateSOSId) &&
      DefaultCandidateSOSId > 0);
  if (!sosIdFits || typeof ShowCaptions !== 'boolean') return null;
  if (typeof PlaybackRate !== 'number' || !(PLAYBACK_RATES as readonly number[]).includes(PlaybackRate))
    return null;
  return { DefaultCandidateSOSId, ShowCaptions, PlaybackRate };
}
