import { mutationOptions } from '@tanstack/react-query';
import { AccountApiRoutes, type SendOtpRequest } from '@portal/domain';
import type { ApiClient } from '../../client/api-client';
import { accountKeys } from './account-keys';

/** spec 7: POST phoneCode, phoneNumber, userName, countryCode; the server texts a one-time code. */
export function sendOtp(client: ApiClient, request: SendOtpRequest): Promise<unknown> {
  return client.call<unknown>(AccountApiRoutes.sendOtp, { body: request });
}

export const sendOtpMutationOptions = (client: ApiClient) =>
  mutationOptions({
    mutationKey: accountKeys.sendOtp(),
    mutationFn: (request: SendOtpRequest) => sendOtp(client, request),
  });
