import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { ApiRoutes } from '@portal/domain';
import type { ApiClient } from '../../client/api-client';
import { configurationKeys } from './configuration-keys';

/** spec 7: "GET a reset-configuration call": an action on the wire as a GET. */
export function resetConfiguration(client: ApiClient, signal?: AbortSignal): Promise<unknown> {
  return client.call<unknown>(ApiRoutes.resetConfiguration, { signal });
}

/** An action, so a mutation for the UI; afterwards every cached server answer may be stale. */
export const resetConfigurationMutationOptions = (client: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: configurationKeys.reset(),
    mutationFn: () => resetConfiguration(client),
    onSuccess: () => queryClient.invalidateQueries(),
  });
