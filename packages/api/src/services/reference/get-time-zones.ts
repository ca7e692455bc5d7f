import { queryOptions } from '@tanstack/react-query';
import { ReferenceApiRoutes, type TimeZone } from '@portal/domain';
import type { ApiClient } from '../../client/api-client';
import { locationKeys } from './reference-keys';

/** spec 7: GET, no payload. */
export function getTimeZones(client: ApiClient, signal?: AbortSignal): Promise<TimeZone[]> {
  return client.call<TimeZone[]>(ReferenceApiRoutes.getTimeZones, { signal });
}

export const timeZonesQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: locationKeys.timeZones(),
    queryFn: ({ signal }) => getTimeZones(client, signal),
    // Reference data: fetched once per session.
    staleTime: Infinity,
  });
