import { queryOptions } from '@tanstack/react-query';
import { ReferenceApiRoutes, MessageAudience, type ApplicationMessages } from '@portal/domain';
import type { ApiClient } from '../../client/api-client';
import { messageKeys } from './reference-keys';

/** spec 7: the application messages for one audience (ServerSide 1, ClientSide 2, Both 3, All 4). */
export function getMessagesForEnum(
  client: ApiClient,
  audience: MessageAudience = MessageAudience.ClientSide,
  signal?: AbortSignal,
): Promise<ApplicationMessages> {
  return client.call<ApplicationMessages>(ReferenceApiRoutes.getMessagesForEnum, { query: { Audience: audience }, signal });
}

export const messagesForEnumQueryOptions = (client: ApiClient, audience: MessageAudience = MessageAudience.ClientSide) =>
  queryOptions({
    queryKey: messageKeys.forEnum(audience),
    queryFn: ({ signal }) => getMessagesForEnum(client, audience, signal),
    staleTime: Infinity,
  });
