import { mutationOptions } from '@tanstack/react-query';
import { AccountApiRoutes, type ResendConfirmationEmailRequest } from '@portal/domain';
import type { ApiClient } from '../../client/api-client';
import { accountKeys } from './account-keys';

/** spec 7: resend the confirmation e-mail for a username. */
export function resendConfirmationEmail(client: ApiClient, request: ResendConfirmationEmailRequest): Promise<unknown> {
  return client.call<unknown>(AccountApiRoutes.resendConfirmationEmail, { body: request });
}

export const resendConfirmationEmailMutationOptions = (client: ApiClient) =>
  mutationOptions({
    mutationKey: accountKeys.resendConfirmationEmail(),
    mutationFn: (request: ResendConfirmationEmailRequest) => resendConfirmationEmail(client, request),
  });
