import { useQuery } from '@tanstack/react-query';
import { unreadNotificationCountQueryOptions } from '@portal/api';
import { apiClient } from '../../../shared/services';

/** How often the header's unread count is refreshed while the portal is open (our choice). */
export const UNREAD_COUNT_REFRESH_MS = 60_000;

/**
 * The unread notification count for the header's bell. Marking read invalidates it (immediate
 * update); the interval picks up notifications that arrive meanwhile. Off while signed out: the
 * call needs a token, and a 401 would log the user out.
 */
export function useUnreadNotificationCount(signedIn: boolean): number {
  const query = useQuery({
    ...unreadNotificationCountQueryOptions(apiClient),
    enabled: signedIn,
    refetchInterval: UNREAD_COUNT_REFRESH_MS,
  });
  return signedIn ? (query.data?.Count ?? 0) : 0;
}
