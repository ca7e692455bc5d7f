import type { CandidateSettings } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { Log, ServiceContext } from '../../core/context';
import type { PushMessaging } from '../../platform/push/push-messaging';
import { registerNotificationRoutes } from './notifications.routes';
import { createNotificationService } from './notifications.service';

/** Notifications and push tokens (NotificationsApiRoutes), and `notify` for every other area. */
export function registerNotifications(
  app: FastifyInstance,
  context: ServiceContext & {
    readonly push: PushMessaging;
    readonly log: Log;
    readonly settingsOf: (userId: string) => Promise<CandidateSettings>;
    readonly publicWebUrl: string;
  },
) {
  const notifications = createNotificationService(context);
  registerNotificationRoutes(app, notifications);
  return {
    /** Sends a candidate a notification, as their settings allow (notifications.service.ts). */
    notify: notifications.notify,
    /**
     * Housekeeping's sweep of this module: push topic subscriptions that failed (provider down) are
     * retried on the same beat. `{ push: { subscribed, failed } }`.
     */
    sweep: async () => ({ push: await notifications.retryPushTopicSubscriptions(context.log) }),
  };
}

export { seedCandidateNotifications } from './notifications.seed';
export type { NotifyOutcome, OutgoingNotification } from './notifications.service';
