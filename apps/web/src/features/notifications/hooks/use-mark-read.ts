import { useMutation } from '@tanstack/react-query';
import { markNotificationAsReadMutationOptions, notificationKeys } from '@portal/api';
import { apiClient, queryClient } from '../../../shared/services';
import { markReadInCache, type NotificationPages } from '../notification-pages';
import type { NotificationListResponse } from '@portal/domain';

/**
 * After the server marked a notification read: set IsRead in every cached list (spec 4) and refetch
 * the unread count, so the header badge drops without a reload.
 */
export function applyNotificationRead(candidateNotificationId: number): void {
  queryClient.setQueriesData<NotificationListResponse | NotificationPages>(
    { queryKey: notificationKeys.lists() },
    (data) => markReadInCache(data, candidateNotificationId),
  );
  void queryClient.invalidateQueries({ queryKey: notificationKeys.unreadCount() });
}

/** Marks one notification read on the server, then locally. */
export function useMarkNotificationRead() {
  const mutation = useMutation(markNotificationAsReadMutationOptions(apiClient, queryClient));
  return (candidateNotificationId: number) =>
    mutation.mutate(candidateNotificationId, {
      onSuccess: () => applyNotificationRead(candidateNotificationId),
      onError: (error) => console.warn('[notifications] mark as read failed', error),
    });
}
