import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { NotificationsApiRoutes, type NotificationListResponse } from '@portal/domain';
import type { ApiClient } from '../../client/api-client';
import { notificationKeys } from './notification-keys';
import { markReadInCache, type NotificationPages } from './notification-pages';

/** Marks one notification read (spec 4: marking a notification read sets IsRead). */
export function markNotificationAsRead(client: ApiClient, candidateNotificationId: number): Promise<unknown> {
  return client.call<unknown>(NotificationsApiRoutes.markNotificationAsRead, { body: { CandidateNotificationId: candidateNotificationId } });
}

/**
 * After the server marked a notification read (this call, or opening its detail): set IsRead in
 * every cached list (spec 4) and refetch the unread count, so the header badge drops without a reload.
 */
export function applyNotificationRead(queryClient: QueryClient, candidateNotificationId: number): Promise<void> {
  queryClient.setQueriesData<NotificationListResponse | NotificationPages>({ queryKey: notificationKeys.lists() }, (data) =>
    markReadInCache(data, candidateNotificationId),
  );
  return queryClient.invalidateQueries({ queryKey: notificationKeys.unreadCount() });
}

export const markNotificationAsReadMutationOptions = (client: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: notificationKeys.markAsRead(),
    mutationFn: (candidateNotificationId: number) => markNotificationAsRead(client, candidateNotificationId),
    onSuccess: (_data, candidateNotificationId) => applyNotificationRead(queryClient, candidateNotificationId),
  });
