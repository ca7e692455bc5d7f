import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { AccountApiRoutes, type EmailConfirmRequest } from '@portal/domain';
import type { ApiClient } from '../../client/api-client';
import { accountKeys } from './account-keys';

/** spec 7: POST UserId, Code (the link from the confirmation e-mail). */
export function confirmEmail(client: ApiClient, request: EmailConfirmRequest): Promise<unknown> {
  return client.call<unknown>(AccountApiRoutes.confirmEmail, { body: request });
}

export const confirmEmailMutationOptions = (client: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: accountKeys.confirmEmail(),
    mutationFn: (request: EmailConfirmRequest) => confirmEmail(client, request),
    // IsEmailConfirmed changed.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.loggedInUserInfos() }),
  });
