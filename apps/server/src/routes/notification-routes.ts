import {
  ApiEnvelope,
  Notification,
  NotificationsApiRoutes,
  NotificationCountResponse,
  NotificationListQuery,
  NotificationListResponse,
  PushTokenRequest,
} from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiUrl, bearerSecurity } from '../http/api-route';
import type { Authenticator } from '../http/auth';
import { ok } from '../http/envelope';
import type { NotificationService } from '../services/notifications';

const Nothing = ApiEnvelope(z.null());
const NotificationIdQuery = z.object({ candidateNotificationId: z.coerce.number().int().positive() });
const NotificationIdBody = z.object({ CandidateNotificationId: z.number().int().positive() });

export function registerNotificationRoutes(app: FastifyInstance, notifications: NotificationService, auth: Authenticator): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Notifications'];

  api.route({
    method: NotificationsApiRoutes.getNotificationFilterEnum.method,
    url: apiUrl(NotificationsApiRoutes.getNotificationFilterEnum),
    schema: { tags, summary: 'Notification filter name -> number (all 1, read 2, unread 3).', response: { 200: ApiEnvelope(z.record(z.string(), z.number())) } },
    handler: async () => ok(notifications.filterEnum()),
  });

  api.route({
    method: NotificationsApiRoutes.getNotifications.method,
    url: apiUrl(NotificationsApiRoutes.getNotifications),
    schema: {
      tags,
      summary: 'A page of the caller\'s notifications, newest first, below lessThanCandidateNotificationId (0 = from the newest).',
      security: bearerSecurity,
      querystring: NotificationListQuery,
      response: { 200: ApiEnvelope(NotificationListResponse) },
    },
    handler: async (request) => ok(await notifications.list(await auth.required(request), request.query)),
  });

  api.route({
    method: NotificationsApiRoutes.getNotificationDetail.method,
    url: apiUrl(NotificationsApiRoutes.getNotificationDetail),
    schema: { tags, summary: 'One notification of the caller; marks it read.', security: bearerSecurity, querystring: NotificationIdQuery, response: { 200: ApiEnvelope(Notification) } },
    handler: async (request) => ok(await notifications.detail(await auth.required(request), request.query.candidateNotificationId)),
  });

  api.route({
    method: NotificationsApiRoutes.getUnreadNotificationCount.method,
    url: apiUrl(NotificationsApiRoutes.getUnreadNotificationCount),
    schema: { tags, summary: "The caller's unread notification count.", security: bearerSecurity, response: { 200: ApiEnvelope(NotificationCountResponse) } },
    handler: async (request) => ok(await notifications.unreadCount(await auth.required(request))),
  });

  api.route({
    method: NotificationsApiRoutes.markNotificationAsRead.method,
    url: apiUrl(NotificationsApiRoutes.markNotificationAsRead),
    schema: { tags, summary: 'Mark one of the caller\'s notifications read.', security: bearerSecurity, body: NotificationIdBody, response: { 200: Nothing } },
    handler: async (request) => {
      await notifications.markRead(await auth.required(request), request.body.CandidateNotificationId);
      return ok(null);
    },
  });

  api.route({
    method: NotificationsApiRoutes.savePushToken.method,
    url: apiUrl(NotificationsApiRoutes.savePushToken),
    schema: { tags, summary: "Register the caller's push token; the server subscribes it to the topic \"all\" (a failure there is only logged).", security: bearerSecurity, body: PushTokenRequest, response: { 200: Nothing } },
    handler: async (request) => {
      await notifications.savePushToken(await auth.required(request), request.body.Token, request.log);
      return ok(null);
    },
  });
}
