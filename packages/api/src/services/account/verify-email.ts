import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { AccountApiRoutes, type VerifyEmailRequest, type VerifyEmailResponse } from '@portal/domain';
import type { ApiClient } from '../../client/api-client';
import { accountKeys } from './account-keys';
import { replaceAccessToken } from './replace-access-token';

/** spec 4: e-mail verification updates the token (here) and the stored e-mail (the session's job). */
export async function verifyEmail(client: ApiClient, request: VerifyEmailRequest): Promise<VerifyEmailResponse> {
  const response = await client.call<VerifyEmailResponse>(AccountApiRoutes.verifyEmail, { body: request });
  replaceAccessToken(client, response.AccessToken);
  return response;
}

export const verifyEmailMutationOptions = (client: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: accountKeys.verifyEmail(),
    mutationFn: (request: VerifyEmailRequest) => verifyEmail(client, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.loggedInUserInfos() }),
  });
