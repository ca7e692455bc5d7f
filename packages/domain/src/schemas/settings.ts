import { z } from 'zod';
import { NotificationKind, ThemePreference } from '../enums/settings';

/**
 * A candidate's settings (issue 11; the spec shows none): the theme, which kinds of notification
 * they want, and whether push notifications are on. A candidate who never saved any has the
 * defaults (`defaultCandidateSettings`).
 */
export const CandidateSettings = z.object({
  Theme: z.enum(ThemePreference),
  NotificationKinds: z
    .array(z.enum(NotificationKind))
    .max(Object.keys(NotificationKind).length)
    .refine((kinds) => new Set(kinds).size === kinds.length, {
      error: 'Each kind of notification may be listed once.',
    }),
  PushNotifications: z.boolean(),
  /** Issue 17: appear on course leaderboards as "Anonymous candidate", without a picture (others' view). */
  LeaderboardAnonymous: z.boolean().default(false),
});
export type CandidateSettings = z.infer<typeof CandidateSettings>;

/** What a candidate has before saving any settings: follow the system, every kind, push on. */
export const defaultCandidateSettings: CandidateSettings = {
  Theme: ThemePreference.system,
  NotificationKinds: Object.values(NotificationKind),
  PushNotifications: true,
  LeaderboardAnonymous: false,
};
