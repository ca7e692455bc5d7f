import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { AccountApiRoutes, type ChangePasswordRequest } from '@portal/domain';
import type { ApiClient } from '../../client/api-client';
import { accountKeys } from './account-keys';

/** spec 7: POST oldPassword, newPassword, confirmPassword (authenticated). */
export function changePassword(client: ApiClient, request: ChangePasswordRequest): Promise<unknown> {
  return client.call<unknown>(AccountApiRoutes.changePassword, { body: request });
}

export const changePasswordMutationOptions = (client: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: accountKeys.changePassword(),
    mutationFn: (request: ChangePasswordRequest) => changePassword(client, request),
    // spec 2: IsForcePwdChange blocks other routes until the change is done; re-read it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.loggedInUserInfos() }),
  });
