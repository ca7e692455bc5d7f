import { useInfiniteQuery } from '@tanstack/react-query';
import {
  loadedNotifications,
  notificationPagesQueryOptions,
  totalRecords,
  visibleNotifications,
} from '@portal/api';
import type { NotificationFilter } from '@portal/domain';
import { apiClient } from '../../../shared/services';

/**
 * The notification list of one filter, paged by cursor (the query, its key and its paging rules are
 * @portal/api's). Choosing a filter replaces the list (spec 4: replace clears first; cursor 0): a
 * filter's pages are dropped as soon as nothing shows them (gcTime 0), so a filter chosen again
 * starts empty rather than showing an old list.
 */
export function useNotificationPages(filter: NotificationFilter) {
  const query = useInfiniteQuery({ ...notificationPagesQueryOptions(apiClient, filter), gcTime: 0 });

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
