import {
  Id,
  MarkAllNotificationsReadResponse,
  Notification,
  NotificationCountResponse,
  NotificationListQuery,
  NotificationListResponse,
  NotificationsApiRoutes as routes,
  PushTokenRequest,
  QueryId,
} from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../http/define-route';
import type { NotificationService } from './notifications.service';

const tags = ['Notifications'];
const NotificationIdQuery = z.object({ candidateNotificationId: QueryId });
const NotificationIdBody = z.object({ CandidateNotificationId: Id });

/** NotificationsApiRoutes (account-and-shell.md section 7). */
export function registerNotificationRoutes(
  app: FastifyInstance,
  notifications: NotificationService,
): void {
  defineRoute(app, routes.getNotificationFilterEnum, {
    schema: {
      tags,
      summary: 'Notification filter name -> number (all 1, read 2, unread 3).',
      response: z.record(z.string(), z.number()),
    },
    handler: async () => notifications.filterEnum(),
  });

  defineRoute(app, routes.getNotifications, {
    schema: {
      tags,
      summary:
        "A page of the caller's notifications, newest first, below lessThanCandidateNotificationId (0 = from the newest).",
      querystring: NotificationListQuery,
      response: NotificationListResponse,
    },
    handler: ({ query, caller }) => notifications.list(caller, query),
  });

  defineRoute(app, routes.getNotificationDetail, {
    schema: {
      tags,
      summary: 'One notification of the caller; marks it read.',
      querystring: NotificationIdQuery,
      response: Notification,
    },
    handler: ({ query, caller }) => notifications.detail(caller, query.candidateNotificationId),
  });

  defineRoute(app, routes.getUnreadNotificationCount, {
    schema: {
      tags,
      summary: "The caller's unread notification count.",
      response: NotificationCountResponse,
    },
    handler: ({ caller }) => notifications.unreadCount(caller),
  });

  defineRoute(app, routes.markNotificationAsRead, {
    schema: {
      tags,
      summary: "Mark one of the caller's notifications read.",
      body: NotificationIdBody,
      response: z.null(),
    },
    handler: ({ body, caller }) => notifications.markRead(caller, body.CandidateNotificationId),
  });

  defineRoute(app, routes.markAllNotificationsAsRead, {
    schema: {
      tags,
      summary: 'Mark every notification of the caller read; answers how many were unread.',
      response: MarkAllNotificationsReadResponse,
    },
    handler: ({ caller }) => notifications.markAllRead(caller),
  });

  defineRoute(app, routes.savePushToken, {
    schema: {
      tags,
      summary:
        'Register the caller\'s push token; the server subscribes it to the topic "all" (a failure there is only logged).',
      body: PushTokenRequest,
      response: z.null(),
    },
    handler: ({ body, caller, request }) =>
      notifications.savePushToken(caller, body.Token, request.log),
  });
}
