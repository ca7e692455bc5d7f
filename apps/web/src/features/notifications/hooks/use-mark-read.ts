import { useMutation } from '@tanstack/react-query';
import { markNotificationAsReadMutationOptions } from '@portal/api';
import { apiClient, queryClient } from '../../../shared/services';

/**
 * Marks one notification read on the server; the mutation then sets IsRead in the cached lists and
 * refreshes the unread count (applyNotificationRead in @portal/api).
 */
export function useMarkNotificationRead() {
  const mutation = useMutation(markNotificationAsReadMutationOptions(apiClient, queryClient));
  return (candidateNotificationId: number) =>
    mutation.mutate(candidateNotificationId, {
      onError: (error) => console.warn('[notifications] mark as read failed', error),
    });
}
