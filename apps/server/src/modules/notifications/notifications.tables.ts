import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgSequence, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at, createdAt } from '../../platform/database/columns';
import { userIdColumn } from '../account';

/**
 * Ids of notifications the server sends (notify): from 1,000,000 up, above every seeded id (the demo
 * world numbers its notifications itself), so newest = highest id still holds.
 */
export const candidateNotificationIds = pgSequence('candidate_notification_ids', { startWith: 1_000_000 });

/** A candidate's notifications (spec: CandidateNotificationId, IsRead), newest = highest id. */
export const candidateNotifications = pgTable(
  'candidate_notifications',
  {
    id: integer('id')
      .primaryKey()
      .default(sql`nextval('candidate_notification_ids')`),
    userId: userIdColumn(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    candidateSosId: integer('candidate_sos_id'),
    isRead: boolean('is_read').notNull().default(false),
    /**
     * Where the notification leads in the portal (issue 11: a NotificationTarget, kind + ids); null =
     * nowhere. Read back through parseNotificationTarget, so a malformed value is "no link".
     */
    target: jsonb('target'),
    /**
     * The NotificationKind it was sent as (the candidate's settings choose which kinds they receive);
     * null = sent before kinds existed.
     */
    kind: text('kind'),
    createdAt: createdAt(),
  },
  (table) => [index('candidate_notifications_user_idx').on(table.userId, table.id)],
);

/** Push tokens (spec: POST save push token { Token }); one row per token, re-owned on re-save. */
export const pushTokens = pgTable('push_tokens', {
  token: text('token').primaryKey(),
  userId: userIdColumn(),
  updatedAt: at('updated_at').notNull(),
});

/**
 * Topic subscriptions of push tokens (spec: every token joins the topic "all"). The server makes
 * them through the PushMessaging adapter (a browser cannot) and keeps the outcome here, so a failed
 * one is retried: when the token is saved again, or by `retryPushTopicSubscriptions`.
 */
export const pushTopicSubscriptions = pgTable(
  'push_topic_subscriptions',
  {
    token: text('token')
      .notNull()
      .references(() => pushTokens.token, { onDelete: 'cascade' }),
    topic: text('topic').notNull(),
    /** When the adapter confirmed it; null = not (yet) subscribed. */
    subscribedAt: at('subscribed_at'),
    attempts: integer('attempts').notNull().default(0),
    /** The last failure's message (never credentials), null after a success. */
    lastError: text('last_error'),
    updatedAt: at('updated_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.token, table.topic] }),
    index('push_topic_subscriptions_pending_idx').on(table.subscribedAt, table.updatedAt),
  ],
);
