import { queryOptions } from '@tanstack/react-query';
import { ProfileApiRoutes, type ProfileImageResponse } from '@portal/domain';
import type { ApiClient } from '../../client/api-client';
import { profileKeys } from './profile-keys';

/** spec 7: GET the profile image: a readable, expiring URL, or null when the candidate has none. */
export function getProfileImage(client: ApiClient, signal?: AbortSignal): Promise<ProfileImageResponse> {
  return client.call<ProfileImageResponse>(ProfileApiRoutes.getProfileImage, { signal });
}

export const profileImageQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: profileKeys.image(),
    queryFn: ({ signal }) => getProfileImage(client, signal),
  });
