import type { ApiClient } from '../../client/api-client';

/**
 * spec 4: OTP verification (with UpdateAuthToken) and e-mail verification hand out a new access
 * token. Later requests must carry it, so the token store is updated here, keeping the refresh token.
 */
export function replaceAccessToken(client: ApiClient, accessToken: string | null | undefined): void {
  const refreshToken = client.tokens.getRefreshToken();
  if (accessToken && refreshToken) client.tokens.setTokens({ accessToken, refreshToken });
}
