import { mutationOptions } from '@tanstack/react-query';
import { AccountApiRoutes, type SignUpRequest } from '@portal/domain';
import type { ApiClient } from '../../client/api-client';
import { accountKeys } from './account-keys';

/** spec 5/7: sign-up POSTs the sign-up fields with the reCAPTCHA token in a `recaptcha-token` header. */
export function signUp(client: ApiClient, request: SignUpRequest, recaptchaToken: string): Promise<unknown> {
  return client.call<unknown>(AccountApiRoutes.signUp, { body: request, headers: { 'recaptcha-token': recaptchaToken } });
}

export interface SignUpVariables {
  request: SignUpRequest;
  recaptchaToken: string;
}

export const signUpMutationOptions = (client: ApiClient) =>
  mutationOptions({
    mutationKey: accountKeys.signUp(),
    mutationFn: ({ request, recaptchaToken }: SignUpVariables) => signUp(client, request, recaptchaToken),
  });
