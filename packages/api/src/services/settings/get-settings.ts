import { queryOptions } from '@tanstack/react-query';
import { SettingsApiRoutes, type CandidateSettings } from '@portal/domain';
import type { ApiClient } from '../../client/api-client';
import { settingsKeys } from './settings-keys';

/** GET the candidate's settings (theme, notification preferences). */
export function getSettings(client: ApiClient, signal?: AbortSignal): Promise<CandidateSettings> {
  return client.call<CandidateSettings>(SettingsApiRoutes.getSettings, { signal });
}

export const settingsQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: settingsKeys.detail(),
    queryFn: ({ signal }) => getSettings(client, signal),
  });
