import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { ProfileApiRoutes, type CandidateProfile } from '@portal/domain';
import type { ApiClient } from '../../client/api-client';
import { accountKeys } from '../account/account-keys';
import { profileKeys } from './profile-keys';

/** spec 7: POST the updated profile. */
export function updateProfile(client: ApiClient, profile: CandidateProfile): Promise<unknown> {
  return client.call<unknown>(ProfileApiRoutes.updateProfile, { body: profile });
}

/**
 * spec 4: a profile update also triggers a token refresh (shared with any refresh in flight); the
 * profile and the user info (name, IsProfileCompleted) are re-read.
 */
export const updateProfileMutationOptions = (client: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: profileKeys.update(),
    mutationFn: (profile: CandidateProfile) => updateProfile(client, profile),
    onSuccess: async () => {
      await client.refreshSession();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: profileKeys.all }),
        queryClient.invalidateQueries({ queryKey: accountKeys.loggedInUserInfos() }),
      ]);
    },
  });
