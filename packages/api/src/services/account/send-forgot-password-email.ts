import { mutationOptions } from '@tanstack/react-query';
import { AccountApiRoutes, type ForgotPasswordRequest } from '@portal/domain';
import type { ApiClient } from '../../client/api-client';
import { accountKeys } from './account-keys';

/** spec 7: POST username; the server mails a reset code. */
export function sendForgotPasswordEmail(client: ApiClient, request: ForgotPasswordRequest): Promise<unknown> {
  return client.call<unknown>(AccountApiRoutes.sendForgotPasswordEmail, { body: request });
}

export const sendForgotPasswordEmailMutationOptions = (client: ApiClient) =>
  mutationOptions({
    mutationKey: accountKeys.sendForgotPasswordEmail(),
    mutationFn: (request: ForgotPasswordRequest) => sendForgotPasswordEmail(client, request),
  });
