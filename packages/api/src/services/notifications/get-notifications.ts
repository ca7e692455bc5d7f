import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { NotificationsApiRoutes, type NotificationFilter, type NotificationListResponse } from '@portal/domain';
import type { ApiClient } from '../../client/api-client';
import { notificationKeys } from './notification-keys';
import { FIRST_NOTIFICATION_CURSOR, NOTIFICATION_PAGE_SIZE, nextNotificationCursor } from './notification-pages';

export interface NotificationPageRequest {
  filter: NotificationFilter;
  /** spec 4: the lowest CandidateNotificationId loaded (0 when empty or on replace). */
  lessThanCandidateNotificationId: number;
  /** Server default when absent. */
  pageSize?: number;
}

/** spec 7: GET notifications (filter, cursor lessThanCandidateNotificationId). */
export function getNotifications(client: ApiClient, request: NotificationPageRequest, signal?: AbortSignal): Promise<NotificationListResponse> {
  return client.call<NotificationListResponse>(NotificationsApiRoutes.getNotifications, {
    query: {
      filter: request.filter,
      lessThanCandidateNotificationId: request.lessThanCandidateNotificationId,
      pageSize: request.pageSize,
    },
    signal,
  });
}

/** One page on its own. The portal's list is `notificationPagesQueryOptions`. */
export const notificationsQueryOptions = (client: ApiClient, request: NotificationPageRequest) =>
  queryOptions({
    queryKey: notificationKeys.list(request.filter, request.lessThanCandidateNotificationId, request.pageSize),
    queryFn: ({ signal }) => getNotifications(client, request, signal),
  });

/**
 * The notification list of one filter, paged by cursor (spec 4): the first page asks from cursor 0,
 * each further one below the lowest id loaded, while the loaded count is below TotalRecords.
 */
export const notificationPagesQueryOptions = (client: ApiClient, filter: NotificationFilter) =>
  infiniteQueryOptions({
    queryKey: notificationKeys.pages(filter, NOTIFICATION_PAGE_SIZE),
    queryFn: ({ pageParam, signal }) =>
      getNotifications(client, { filter, lessThanCandidateNotificationId: pageParam, pageSize: NOTIFICATION_PAGE_SIZE }, signal),
    initialPageParam: FIRST_NOTIFICATION_CURSOR,
    getNextPageParam: (_lastPage, pages) => nextNotificationCursor(pages),
  });

/**
 * spec 4: replace clears first. Drops a filter's cached pages that nothing shows, so the next read
 * of that filter starts empty from cursor 0 instead of showing an old list. Called when the list
 * is entered and when a filter is chosen (an explicit step, so a prefetched first page still lives
 * until the page that asked for it subscribes).
 */
export function clearNotificationPages(queryClient: QueryClient, filter: NotificationFilter): void {
  queryClient.removeQueries({
    queryKey: notificationKeys.pages(filter, NOTIFICATION_PAGE_SIZE),
    exact: true,
    predicate: (query) => query.getObserversCount() === 0,
  });
}
