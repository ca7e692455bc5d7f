import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { SettingsApiRoutes, type CandidateSettings } from '@portal/domain';
import type { ApiClient } from '../../client/api-client';
import { settingsKeys } from './settings-keys';

/** POST the candidate's settings, whole; the server answers what it saved. */
export function saveSettings(
  client: ApiClient,
  settings: CandidateSettings,
): Promise<CandidateSettings> {
  return client.call<CandidateSettings>(SettingsApiRoutes.saveSettings, { body: settings });
}

/** Saving puts the saved settings in the cache (no re-read needed). */
export const saveSettingsMutationOptions = (client: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: settingsKeys.save(),
    mutationFn: (settings: CandidateSettings) => saveSettings(client, settings),
    onSuccess: (saved) => queryClient.setQueryData(settingsKeys.detail(), saved),
  });
