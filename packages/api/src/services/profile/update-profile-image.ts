import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { ProfileApiRoutes, type ProfileImageResponse, type UpdateProfileImageRequest } from '@portal/domain';
import type { ApiClient } from '../../client/api-client';
import { accountKeys } from '../account/account-keys';
import { profileKeys } from './profile-keys';

/** spec 7: POST the profile image: the FileKey of an upload made with a pre-signed URL. */
export function updateProfileImage(client: ApiClient, request: UpdateProfileImageRequest): Promise<ProfileImageResponse> {
  return client.call<ProfileImageResponse>(ProfileApiRoutes.updateProfileImage, { body: { ProfileImage: request.ProfileImage } });
}

/** The image shows in the profile, the profile image query and the header (user info). */
export const updateProfileImageMutationOptions = (client: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: profileKeys.updateImage(),
    mutationFn: (request: UpdateProfileImageRequest) => updateProfileImage(client, request),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: profileKeys.image() }),
        queryClient.invalidateQueries({ queryKey: profileKeys.detail() }),
        queryClient.invalidateQueries({ queryKey: accountKeys.loggedInUserInfos() }),
      ]),
  });
