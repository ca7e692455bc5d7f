import { queryOptions } from '@tanstack/react-query';
import { ReferenceApiRoutes } from '@portal/domain';
import type { ApiClient } from '../../client/api-client';
import type { EnumLookup } from './enum-lookup';
import { messageKeys } from './reference-keys';

/** spec 7: GET the message types (Error, Info, Success, Warning, Validation, Confirmation). */
export function getMessageTypeEnum(client: ApiClient, signal?: AbortSignal): Promise<EnumLookup> {
  return client.call<EnumLookup>(ReferenceApiRoutes.getMessageTypeEnum, { signal });
}

export const messageTypeEnumQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: messageKeys.typeEnum(),
    queryFn: ({ signal }) => getMessageTypeEnum(client, signal),
    staleTime: Infinity,
  });
