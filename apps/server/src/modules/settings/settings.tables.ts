import { boolean, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from '../../platform/database/columns';
import { userIdColumn } from '../account';

/**
 * A candidate's settings (issue 11): one row per candidate who saved any; none means the defaults
 * (defaultCandidateSettings of the domain). Values are checked with the domain's CandidateSettings
 * before they are written.
 */
export const candidateSettings = pgTable('candidate_settings', {
  userId: userIdColumn().primaryKey(),
  /** ThemePreference: 'system', 'light' or 'dark'. */
  theme: text('theme').notNull(),
  /** NotificationKind values the candidate wants. */
  notificationKinds: text('notification_kinds').array().notNull(),
  pushNotifications: boolean('push_notifications').notNull(),
  /** Issue 17: shown as "Anonymous candidate" on leaderboards (others' view). */
  leaderboardAnonymous: boolean('leaderboard_anonymous').notNull().default(false),
  updatedAt: at('updated_at').notNull(),
});
