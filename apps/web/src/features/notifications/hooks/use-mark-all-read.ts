import { useMutation } from '@tanstack/react-query';
import { markAllNotificationsAsReadMutationOptions } from '@portal/api';
import { apiClient, feedback, queryClient } from '../../../shared/services';

/**
 * "Mark all as read" (issue 11, item 7): the server marks every notification read; the cached lists
 * show them read at once and the header's count drops (applyAllNotificationsRead in @portal/api).
 */
export function useMarkAllNotificationsRead() {
  const mutation = useMutation(markAllNotificationsAsReadMutationOptions(apiClient, queryClient));
  return {
    markAll: () =>
      mutation.mutate(undefined, {
        onError: (error) => {
          console.warn('[notifications] mark all as read failed', error);
          feedback.error('Your notifications could not be marked as read. Please try again.');
        },
      }),
    pending: mutation.isPending,
    /** How many were marked by the last successful call (null before one). */
    marked: mutation.data?.Count ?? null,
  };
}
