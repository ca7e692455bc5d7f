import { queryOptions } from '@tanstack/react-query';
import { ReferenceApiRoutes, type Country } from '@portal/domain';
import type { ApiClient } from '../../client/api-client';
import { locationKeys } from './reference-keys';

/** spec 7: GET, no payload. */
export function getCountries(client: ApiClient, signal?: AbortSignal): Promise<Country[]> {
  return client.call<Country[]>(ReferenceApiRoutes.getCountries, { signal });
}

export const countriesQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: locationKeys.countries(),
    queryFn: ({ signal }) => getCountries(client, signal),
    // Reference data: fetched once per session.
    staleTime: Infinity,
  });
