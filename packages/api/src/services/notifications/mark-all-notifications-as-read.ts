import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import {
  NotificationsApiRoutes,
  type MarkAllNotificationsReadResponse,
  type NotificationListResponse,
} from '@portal/domain';
import type { ApiClient } from '../../client/api-client';
import { notificationKeys } from './notification-keys';
import { markAllReadInCache, type NotificationPages } from './notification-pages';

/** "Mark all as read" (issue 11): every notification of the caller; answers how many were unread. */
export function markAllNotificationsAsRead(
  client: ApiClient,
): Promise<MarkAllNotificationsReadResponse> {
  return client.call<MarkAllNotificationsReadResponse>(
    NotificationsApiRoutes.markAllNotificationsAsRead,
  );
}

/**
 * After the server marked everything read: every cached list shows every entry read at once (an
 * unread list is then empty), the lists are refetched, and the header's unread count drops.
 */
export async function applyAllNotificationsRead(queryClient: QueryClient): Promise<void> {
  queryClient.setQueriesData<NotificationListResponse | NotificationPages>(
    { queryKey: notificationKeys.lists() },
    (data) => markAllReadInCache(data),
  );
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: notificationKeys.unreadCount() }),
    queryClient.invalidateQueries({ queryKey: notificationKeys.lists() }),
  ]);
}

export const markAllNotificationsAsReadMutationOptions = (
  client: ApiClient,
  queryClient: QueryClient,
) =>
  mutationOptions({
    mutationKey: notificationKeys.markAllAsRead(),
    mutationFn: () => markAllNotificationsAsRead(client),
    onSuccess: () => applyAllNotificationsRead(queryClient),
  });
