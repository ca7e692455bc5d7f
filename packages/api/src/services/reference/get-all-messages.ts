import { queryOptions } from '@tanstack/react-query';
import { ReferenceApiRoutes, type ApplicationMessages } from '@portal/domain';
import type { ApiClient } from '../../client/api-client';
import { messageKeys } from './reference-keys';

/** spec 7: all application messages (Messages map and MessagesUpdatedOn). */
export function getAllMessages(client: ApiClient, signal?: AbortSignal): Promise<ApplicationMessages> {
  return client.call<ApplicationMessages>(ReferenceApiRoutes.getAllMessages, { signal });
}

/**
 * spec 4: messages reload only when the server's MessagesUpdatedOn (from login or the user info)
 * differs from the stored stamp; pass that stamp so a change makes a new query.
 */
export const allMessagesQueryOptions = (client: ApiClient, messagesUpdatedOn: string | null) =>
  queryOptions({
    queryKey: messageKeys.list(messagesUpdatedOn),
    queryFn: ({ signal }) => getAllMessages(client, signal),
    staleTime: Infinity,
  });
