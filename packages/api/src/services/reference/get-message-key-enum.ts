import { queryOptions } from '@tanstack/react-query';
import { ReferenceApiRoutes } from '@portal/domain';
import type { ApiClient } from '../../client/api-client';
import type { EnumLookup } from './enum-lookup';
import { messageKeys } from './reference-keys';

/** spec 7: GET the message keys (ids by name). */
export function getMessageKeyEnum(client: ApiClient, signal?: AbortSignal): Promise<EnumLookup> {
  return client.call<EnumLookup>(ReferenceApiRoutes.getMessageKeyEnum, { signal });
}

export const messageKeyEnumQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: messageKeys.keyEnum(),
    queryFn: ({ signal }) => getMessageKeyEnum(client, signal),
    staleTime: Infinity,
  });
