import { z } from 'zod';

/** The playback speeds the course settings offer (the player's own menu offers the same). */
export const PLAYBACK_RATES = [0.75, 1, 1.25, 1.5, 1.75, 2] as const;

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

export const defaultCoursePreferences: CoursePreferences = {
  DefaultCandidateSOSId: null,
  ShowCaptions: true,
  PlaybackRate: 1,
};
