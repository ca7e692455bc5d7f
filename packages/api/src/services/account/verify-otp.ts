import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { AccountApiRoutes, type VerifyOtpRequest, type VerifyOtpResponse } from '@portal/domain';
import type { ApiClient } from '../../client/api-client';
import { accountKeys } from './account-keys';
import { replaceAccessToken } from './replace-access-token';

/**
 * spec 7: POST UpdateAuthToken, PhoneNumber (+ the code); the response's AccessToken, when set,
 * replaces the stored access token (spec 4). Updating the stored phone number is the session's job.
 */
export async function verifyOtp(client: ApiClient, request: VerifyOtpRequest): Promise<VerifyOtpResponse> {
  const response = await client.call<VerifyOtpResponse>(AccountApiRoutes.verifyOtp, { body: request });
  if (request.UpdateAuthToken) replaceAccessToken(client, response.AccessToken);
  return response;
}

export const verifyOtpMutationOptions = (client: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: accountKeys.verifyOtp(),
    mutationFn: (request: VerifyOtpRequest) => verifyOtp(client, request),
    // IsPhoneNumberConfirmed and PhoneNumber changed.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.loggedInUserInfos() }),
  });
