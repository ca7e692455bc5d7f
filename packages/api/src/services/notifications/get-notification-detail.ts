import { queryOptions } from '@tanstack/react-query';
import { NotificationsApiRoutes, type Notification } from '@portal/domain';
import type { ApiClient } from '../../client/api-client';
import { notificationKeys } from './notification-keys';

/** spec 7: GET one notification (the server marks it read). */
export function getNotificationDetail(client: ApiClient, candidateNotificationId: number, signal?: AbortSignal): Promise<Notification> {
  return client.call<Notification>(NotificationsApiRoutes.getNotificationDetail, { query: { candidateNotificationId }, signal });
}

export const notificationDetailQueryOptions = (client: ApiClient, candidateNotificationId: number) =>
  queryOptions({
    queryKey: notificationKeys.detail(candidateNotificationId),
    queryFn: ({ signal }) => getNotificationDetail(client, candidateNotificationId, signal),
  });
