import { queryOptions } from '@tanstack/react-query';
import { ApiRoutes } from '@portal/domain';
import type { ApiClient } from '../../client/api-client';
import type { EnumLookup } from './enum-lookup';
import { messageKeys } from './message-keys';

/** spec 7: GET the message audiences (for: ServerSide, ClientSide, Both, All). */
export function getMessagesForEnum(client: ApiClient, signal?: AbortSignal): Promise<EnumLookup> {
  return client.call<EnumLookup>(ApiRoutes.getMessagesForEnum, { signal });
}

export const messagesForEnumQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: messageKeys.forEnum(),
    queryFn: ({ signal }) => getMessagesForEnum(client, signal),
    staleTime: Infinity,
  });
