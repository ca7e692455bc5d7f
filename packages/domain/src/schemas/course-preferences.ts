import { z } from 'zod';
import { PLAYBACK_RATES } from './stored-course-preferences';

// The speeds, the defaults and the zod-free reader of stored preferences (stored-course-preferences.ts).
export { defaultCoursePreferences, parseStoredCoursePreferences, PLAYBACK_RATES } from './stored-course-preferences';

/**
 * /course/setting (spec 2 names the page and shows no fields; ours): which course /course opens,
 * and how course videos play in this browser. Kept in the browser: they are about this device.
 */
export const CoursePreferences = z.object({
  /** The course /course opens; null (or a course no longer active) means the first active one. */
  DefaultCandidateSOSId: z.number().int().positive().nullable(),
  /** Course videos show their captions from the start. */
  ShowCaptions: z.boolean(),
  PlaybackRate: z.number().refine((rate) => (PLAYBACK_RATES as readonly number[]).includes(rate), {
    error: 'Choose one of the offered speeds.',
  }),
});
export type CoursePreferences = z.infer<typeof CoursePreferences>;
