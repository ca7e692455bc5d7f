import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { ReferenceApiRoutes, type AppInfo } from '@portal/domain';
import type { ApiClient } from '../../client/api-client';
import { configurationKeys } from './reference-keys';

/**
 * What the server answers (apps/server reference-routes: "not shown" in the spec): the stamps a
 * client resets its caches against.
 */
export interface ConfigurationStamps {
  MessagesUpdatedOn: string;
  AppInfo: AppInfo;
}

/** spec 7: "GET a reset-configuration call". */
export function resetConfiguration(client: ApiClient, signal?: AbortSignal): Promise<ConfigurationStamps> {
  return client.call<ConfigurationStamps>(ReferenceApiRoutes.resetConfiguration, { signal });
}

/** An action for the UI, so a mutation; afterwards every cached server answer may be stale. */
export const resetConfigurationMutationOptions = (client: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: configurationKeys.reset(),
    mutationFn: () => resetConfiguration(client),
    onSuccess: () => queryClient.invalidateQueries(),
  });
