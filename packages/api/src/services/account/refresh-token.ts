import { AccountApiRoutes, type RefreshTokenRequest, type RefreshTokenResponse } from '@portal/domain';
import type { ApiClient } from '../../client/api-client';

/**
 * spec 7: refresh sends the current AccessToken and RefreshToken; the response carries the new pair.
 * The raw call: apps should use `client.refreshSession()`, which shares one refresh between
 * concurrent callers and stores the new pair.
 */
export function refreshToken(client: ApiClient, tokens: RefreshTokenRequest): Promise<RefreshTokenResponse> {
  return client.call<RefreshTokenResponse>(AccountApiRoutes.refreshToken, { body: tokens });
}
