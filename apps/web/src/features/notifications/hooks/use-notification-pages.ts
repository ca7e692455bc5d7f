import { useInfiniteQuery } from '@tanstack/react-query';
import { getNotifications, notificationKeys } from '@portal/api';
import type { NotificationFilter } from '@portal/domain';
import { apiClient } from '../../../shared/services';
import {
  FIRST_NOTIFICATION_CURSOR,
  NOTIFICATION_PAGE_SIZE,
  nextNotificationCursor,
  totalRecords,
  visibleNotifications,
  loadedNotifications,
} from '../notification-pages';

/** Under notificationKeys.lists(), so a push message (which invalidates the area) reloads it. */
export const notificationPagesKey = (filter: NotificationFilter) =>
  [...notificationKeys.lists(), 'pages', filter, NOTIFICATION_PAGE_SIZE] as const;

/**
 * The notification list of one filter, paged by cursor. Choosing a filter replaces the list (spec 4:
 * replace clears first; cursor 0): a filter's pages are dropped as soon as nothing shows them
 * (gcTime 0), so a filter chosen again starts empty rather than showing an old list.
 */
export function useNotificationPages(filter: NotificationFilter) {
  const query = useInfiniteQuery({
    queryKey: notificationPagesKey(filter),
    queryFn: ({ pageParam, signal }) =>
      getNotifications(
        apiClient,
        { filter, lessThanCandidateNotificationId: pageParam, pageSize: NOTIFICATION_PAGE_SIZE },
        signal,
      ),
    initialPageParam: FIRST_NOTIFICATION_CURSOR,
    getNextPageParam: (_lastPage, pages) => nextNotificationCursor(pages),
    gcTime: 0,
  });

  return {
    notifications: visibleNotifications(query.data, filter),
    loadedCount: loadedNotifications(query.data).length,
    totalRecords: totalRecords(query.data),
    pending: query.isPending,
    failed: query.isError,
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMore: () => void query.fetchNextPage({ cancelRefetch: false }),
    /** Loads the list again after a failure. */
    retry: () => void query.refetch(),
    retrying: query.isFetching && query.isError,
  };
}
