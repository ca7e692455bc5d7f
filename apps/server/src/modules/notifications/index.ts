import type { FastifyInstance } from 'fastify';
import type { Log, ServiceContext } from '../../core/context';
import type { PushMessaging } from '../../platform/push/push-messaging';
import { registerNotificationRoutes } from './notifications.routes';
import { createNotificationService } from './notifications.service';

/** Notifications and push tokens (NotificationsApiRoutes). */
export function registerNotifications(app: FastifyInstance, context: ServiceContext & { readonly push: PushMessaging; readonly log: Log }) {
  const notifications = createNotificationService(context);
  registerNotificationRoutes(app, notifications);
  return {
    /**
     * Housekeeping's sweep of this module: push topic subscriptions that failed (provider down) are
     * retried on the same beat. `{ push: { subscribed, failed } }`.
     */
    sweep: async () => ({ push: await notifications.retryPushTopicSubscriptions(context.log) }),
  };
}

export { seedCandidateNotifications } from './notifications.seed';
