import { mutationOptions } from '@tanstack/react-query';
import { AccountApiRoutes, LoginChallenge, type LoginCredentialsInput, type LoginResponse } from '@portal/domain';
import type { ApiClient } from '../../client/api-client';
import { accountKeys } from './account-keys';

/**
 * spec 7: login is a form-encoded POST of username, password and grant_type (always `password`).
 * Resolves to the token response; storing it, and refusing a role other than candidate, is the
 * session's job (spec 4), so nothing is stored here. After several failures the server asks for a
 * solved reCAPTCHA (LoginChallenge): its token goes in the same header as sign-up's.
 */
export function login(client: ApiClient, credentials: LoginCredentialsInput, challengeToken?: string): Promise<LoginResponse> {
  return client.call<LoginResponse>(AccountApiRoutes.login, {
    form: true,
    // spec 8: a login error reads error_description and error.
    errorStyle: 'login',
    body: { username: credentials.username, password: credentials.password, grant_type: 'password' },
    ...(challengeToken ? { headers: { [LoginChallenge.header]: challengeToken } } : {}),
  });
}

/** The login form's values, with the solved challenge when the server asked for one. */
export type LoginVariables = LoginCredentialsInput & { readonly challengeToken?: string };

export const loginMutationOptions = (client: ApiClient) =>
  mutationOptions({
    mutationKey: accountKeys.login(),
    mutationFn: ({ challengeToken, ...credentials }: LoginVariables) => login(client, credentials, challengeToken),
  });
