import { mutationOptions } from '@tanstack/react-query';
import { AccountApiRoutes, type ResetPasswordRequest } from '@portal/domain';
import type { ApiClient } from '../../client/api-client';
import { accountKeys } from './account-keys';

/** spec 7: POST username, password, confirmPassword, code. */
export function resetPassword(client: ApiClient, request: ResetPasswordRequest): Promise<unknown> {
  return client.call<unknown>(AccountApiRoutes.resetPassword, { body: request });
}

export const resetPasswordMutationOptions = (client: ApiClient) =>
  mutationOptions({
    mutationKey: accountKeys.resetPassword(),
    mutationFn: (request: ResetPasswordRequest) => resetPassword(client, request),
  });
