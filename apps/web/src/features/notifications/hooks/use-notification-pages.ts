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
 * The notification list of one filter, paged by cursor: the query, its key and its paging rules are
 * @portal/api's, so this reads the very query the route's loader prefetched.
 */
export function useNotificationPages(filter: NotificationFilter) {
  const query = useInfiniteQuery(notificationPagesQueryOptions(apiClient, filter));

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
