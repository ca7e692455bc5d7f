import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { NotificationsApiRoutes } from '@portal/domain';
import type { ApiClient } from '../../client/api-client';
import { notificationKeys } from './notification-keys';

/** Marks one notification read (spec 4: marking a notification read sets IsRead). */
export function markNotificationAsRead(client: ApiClient, candidateNotificationId: number): Promise<unknown> {
  return client.call<unknown>(NotificationsApiRoutes.markNotificationAsRead, { body: { CandidateNotificationId: candidateNotificationId } });
}

/** The unread count changes; the loaded list sets IsRead locally (the app's list state). */
export const markNotificationAsReadMutationOptions = (client: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: notificationKeys.markAsRead(),
    mutationFn: (candidateNotificationId: number) => markNotificationAsRead(client, candidateNotificationId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.unreadCount() }),
  });
