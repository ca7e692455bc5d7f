import {
  NotificationFilter,
  parseNotificationTarget,
  type CandidateSettings,
  type NotificationKind,
  type NotificationTarget,
  type MarkAllNotificationsReadResponse,
  type Notification,
  type NotificationCountResponse,
  type NotificationListQuery,
  type NotificationListResponse,
} from '@portal/domain';
import type { Log, ServiceContext } from '../../core/context';
import { AppError } from '../../core/errors';
import type { Caller } from '../../http/authentication';
import { tokenForLog, type PushMessaging } from '../../platform/push/push-messaging';
import {
  countUnreadNotifications,
  ensurePushTopicSubscription,
  findNotification,
  insertNotification,
  listNotificationPage,
  listPushTokensOf,
  listPendingPushTopicSubscriptions,
  markAllNotificationsRead,
  markNotificationRead,
  markPushTopicFailed,
  markPushTopicSubscribed,
  savePushToken,
} from './notifications.queries';

/** spec 4 (Push): the topic every push token is subscribed to. */
export const pushTopicAll = 'all';

/** Where push failures are reported (a request's logger: the line carries the request id). */
export type PushLog = Pick<Log, 'warn'>;

const errorText = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)) || 'unknown error';

type NotificationRow = Awaited<ReturnType<typeof findNotification>> & object;

const toNotification = (row: NotificationRow): Notification => ({
  CandidateNotificationId: row.id,
  IsRead: row.isRead,
  Title: row.title,
  Message: row.message,
  CreatedOn: row.createdAt.toISOString(),
  CandidateSOSId: row.candidateSosId,
  Target: parseNotificationTarget(row.target),
});

/**
 * Another candidate's notification answers exactly like a missing one (404), so ids reveal nothing
 * about other accounts.
 */
const notificationNotFound = () =>
  new AppError(404, 'NotFoundException', null, 'CandidateNotificationId: Notification not found.');

function isReadFor(filter: NotificationFilter): boolean | undefined {
  switch (filter) {
    case NotificationFilter.all:
      return undefined;
    case NotificationFilter.read:
      return true;
    case NotificationFilter.unread:
      return false;
    default:
      return filter satisfies never;
  }
}

/** What an area sends a candidate (notify). */
export interface OutgoingNotification {
  /** Which of the candidate's notification preferences it falls under. */
  readonly kind: NotificationKind;
  readonly title: string;
  readonly message: string;
  readonly candidateSosId?: number | null;
  /** Where it leads in the portal (issue 11's NotificationTarget); none = nowhere. */
  readonly target?: NotificationTarget | null;
}

/** What became of a notification: not wanted (the candidate turned its kind off), or its id. */
export type NotifyOutcome =
  | { readonly delivered: false }
  | { readonly delivered: true; readonly id: number; readonly pushedTo: number };

export function createNotificationService(
  context: ServiceContext & {
    readonly push: PushMessaging;
    readonly log: PushLog;
    /** The candidate's settings (settings module): which kinds, push on or off. */
    readonly settingsOf: (userId: string) => Promise<CandidateSettings>;
    /** The portal's origin: a push opens the notifications page there. */
    readonly publicWebUrl: string;
  },
) {
  const { db, clock, push, log, settingsOf, publicWebUrl } = context;

  /**
   * Subscribes tokens to a topic through the push adapter and records the outcome per token. Never
   * throws for the provider (spec 4: failures are only logged); the failed ones stay pending.
   */
  async function subscribe(
    tokens: readonly string[],
    topic: string,
    log: PushLog,
  ): Promise<{ subscribed: number; failed: number }> {
    let failures: { token: string; error: string }[];
    try {
      failures = [...(await push.subscribeToTopic(tokens, topic)).failures];
    } catch (error) {
      failures = tokens.map((token) => ({ token, error: errorText(error) }));
    }
    const failed = new Set(failures.map((failure) => failure.token));
    await markPushTopicSubscribed(
      db,
      tokens.filter((token) => !failed.has(token)),
      topic,
      clock(),
    );
    for (const failure of failures) {
      await markPushTopicFailed(db, failure.token, topic, failure.error, clock());
      log.warn(
        { topic, token: tokenForLog(failure.token), provider: push.kind, error: failure.error },
        'push token not subscribed to the topic; kept for a retry',
      );
    }
    return { subscribed: tokens.length - failed.size, failed: failed.size };
  }

  return {
    /**
     * How every area sends a candidate a notification (issue 11: the general mechanism; each area
     * plugs in its kind and target). The candidate's settings decide: a kind they turned off is not
     * delivered at all; with push on, their devices get it too. A push failure is only logged (the
     * notification is listed in-app either way).
     */
    async notify(userId: string, notification: OutgoingNotification): Promise<NotifyOutcome> {
      const settings = await settingsOf(userId);
      if (!settings.NotificationKinds.includes(notification.kind)) return { delivered: false };
      const id = await insertNotification(db, {
        userId,
        kind: notification.kind,
        title: notification.title,
        message: notification.message,
        candidateSosId: notification.candidateSosId ?? null,
        target: notification.target ?? null,
        createdAt: clock(),
      });
      if (!settings.PushNotifications) return { delivered: true, id, pushedTo: 0 };
      const tokens = await listPushTokensOf(db, userId);
      let failures: readonly { token: string; error: string }[] = [];
      try {
        failures = (
          await push.sendToTokens(tokens, {
            title: notification.title,
            body: notification.message,
            link: `${publicWebUrl}/dashboard/notifications`,
          })
        ).failures;
      } catch (error) {
        failures = tokens.map((token) => ({ token, error: errorText(error) }));
      }
      for (const failure of failures) {
        log.warn(
          { token: tokenForLog(failure.token), provider: push.kind, error: failure.error },
          'push message not delivered to a device (the notification is listed in-app)',
        );
      }
      return { delivered: true, id, pushedTo: tokens.length - failures.length };
    },

    filterEnum: (): Record<string, number> => ({ ...NotificationFilter }),

    /**
     * Decision (spec: page size "not shown"): the domain query's pageSize, 10 by default, at most
     * 100. RemainingRecords = matching notifications older than this page; TotalRecords = all that
     * match the filter (the portal loads more while its loaded count is below TotalRecords).
     */
    async list(caller: Caller, query: NotificationListQuery): Promise<NotificationListResponse> {
      const page = await listNotificationPage(db, caller.user.id, {
        isRead: isReadFor(query.filter),
        belowId: query.lessThanCandidateNotificationId,
        pageSize: query.pageSize,
      });
      return {
        Notifications: page.rows.map(toNotification),
        RemainingRecords: page.inWindow - page.rows.length,
        TotalRecords: page.total,
      };
    },

    /** Opening a notification marks it read. */
    async detail(caller: Caller, id: number): Promise<Notification> {
      if (!(await markNotificationRead(db, caller.user.id, id))) throw notificationNotFound();
      const row = await findNotification(db, caller.user.id, id);
      if (!row) throw notificationNotFound();
      return toNotification(row);
    },

    async markRead(caller: Caller, id: number): Promise<void> {
      if (!(await markNotificationRead(db, caller.user.id, id))) throw notificationNotFound();
    },

    /** "Mark all as read" (issue 11): every unread notification of the caller, and no one else's. */
    async markAllRead(caller: Caller): Promise<MarkAllNotificationsReadResponse> {
      return { Count: await markAllNotificationsRead(db, caller.user.id) };
    },

    async unreadCount(caller: Caller): Promise<NotificationCountResponse> {
      return { Count: await countUnreadNotifications(db, caller.user.id) };
    },

    /**
     * spec 4: the token is stored (one row per token; saving it from another account moves it),
     * then subscribed to the topic "all" by the server (a browser cannot join a topic). A failed
     * subscription is logged and retried when the token is saved again (the portal saves it on every
     * start) or by `retryPushTopicSubscriptions`; the call itself still succeeds. A token already
     * subscribed is not sent to the provider again.
     */
    async savePushToken(caller: Caller, token: string, log: PushLog): Promise<void> {
      await savePushToken(db, caller.user.id, token, clock());
      if (await ensurePushTopicSubscription(db, token, pushTopicAll, clock()))
        await subscribe([token], pushTopicAll, log);
    },

    /** Retries up to `limit` unconfirmed subscriptions (oldest first), one provider call per topic. */
    async retryPushTopicSubscriptions(
      log: PushLog,
      limit = 500,
    ): Promise<{ subscribed: number; failed: number }> {
      const pending = await listPendingPushTopicSubscriptions(db, limit);
      const byTopic = new Map<string, string[]>();
      for (const row of pending)
        byTopic.set(row.topic, [...(byTopic.get(row.topic) ?? []), row.token]);
      const total = { subscribed: 0, failed: 0 };
      for (const [topic, tokens] of byTopic) {
        const outcome = await subscribe(tokens, topic, log);
        total.subscribed += outcome.subscribed;
        total.failed += outcome.failed;
      }
      return total;
    },
  };
}

export type NotificationService = ReturnType<typeof createNotificationService>;
