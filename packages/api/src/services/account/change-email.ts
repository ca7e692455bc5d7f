import { mutationOptions } from '@tanstack/react-query';
import { AccountApiRoutes, type ChangeEmailRequest } from '@portal/domain';
import type { ApiClient } from '../../client/api-client';
import { accountKeys } from './account-keys';

/** Asks for an e-mail change; the server mails a code to the new address (see verifyEmail). */
export function changeEmail(client: ApiClient, request: ChangeEmailRequest): Promise<unknown> {
  return client.call<unknown>(AccountApiRoutes.changeEmail, { body: request });
}

export const changeEmailMutationOptions = (client: ApiClient) =>
  mutationOptions({
    mutationKey: accountKeys.changeEmail(),
    mutationFn: (request: ChangeEmailRequest) => changeEmail(client, request),
  });
