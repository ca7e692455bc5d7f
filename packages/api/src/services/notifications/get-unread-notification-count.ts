import { queryOptions } from '@tanstack/react-query';
import { NotificationsApiRoutes, type NotificationCountResponse } from '@portal/domain';
import type { ApiClient } from '../../client/api-client';
import { notificationKeys } from './notification-keys';

/** spec 7: GET the unread count (response Count). */
export function getUnreadNotificationCount(client: ApiClient, signal?: AbortSignal): Promise<NotificationCountResponse> {
  return client.call<NotificationCountResponse>(NotificationsApiRoutes.getUnreadNotificationCount, { signal });
}

export const unreadNotificationCountQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: notificationKeys.unreadCount(),
    queryFn: ({ signal }) => getUnreadNotificationCount(client, signal),
  });
