import { queryOptions } from '@tanstack/react-query';
import { ProfileApiRoutes, type CandidateProfile } from '@portal/domain';
import type { ApiClient } from '../../client/api-client';
import { profileKeys } from './profile-keys';

/** spec 7: GET the candidate's profile. */
export function getProfile(client: ApiClient, signal?: AbortSignal): Promise<CandidateProfile> {
  return client.call<CandidateProfile>(ProfileApiRoutes.getProfile, { signal });
}

export const profileQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: profileKeys.detail(),
    queryFn: ({ signal }) => getProfile(client, signal),
  });
