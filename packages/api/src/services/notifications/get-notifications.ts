import { queryOptions } from '@tanstack/react-query';
import { NotificationsApiRoutes, type NotificationFilter, type NotificationListResponse } from '@portal/domain';
import type { ApiClient } from '../../client/api-client';
import { notificationKeys } from './notification-keys';

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

/** One page; the page list itself (replace / load more) is the app's state (domain paging rules). */
export const notificationsQueryOptions = (client: ApiClient, request: NotificationPageRequest) =>
  queryOptions({
    queryKey: notificationKeys.list(request.filter, request.lessThanCandidateNotificationId, request.pageSize),
    queryFn: ({ signal }) => getNotifications(client, request, signal),
  });
