import { queryOptions } from '@tanstack/react-query';
import { NotificationsApiRoutes } from '@portal/domain';
import type { ApiClient } from '../../client/api-client';
import type { EnumLookup } from '../reference/enum-lookup';
import { notificationKeys } from './notification-keys';

/** spec 7: GET the notification filter enum (all 1, read 2, unread 3). */
export function getNotificationFilterEnum(client: ApiClient, signal?: AbortSignal): Promise<EnumLookup> {
  return client.call<EnumLookup>(NotificationsApiRoutes.getNotificationFilterEnum, { signal });
}

export const notificationFilterEnumQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: notificationKeys.filterEnum(),
    queryFn: ({ signal }) => getNotificationFilterEnum(client, signal),
    staleTime: Infinity,
  });
