import type {
  AuthTokens,
  RefreshTokenRequest,
  RefreshTokenResponse,
  SessionUser,
  VerifyEmailResponse,
  VerifyOtpRequest,
  VerifyOtpResponse,
} from '../schemas/account';
import { toAuthTokens } from './session';

// spec: refresh sends the current access and refresh tokens ...
export function refreshTokenRequest(
  tokens: Pick<AuthTokens, 'token' | 'refresh_token'>,
): RefreshTokenRequest {
  return { AccessToken: tokens.token, RefreshToken: tokens.refresh_token };
}

// ... and stores the new pair (expiry reset to now + 60 s).
export function applyRefreshedTokens(response: RefreshTokenResponse, now: Date): AuthTokens {
  return toAuthTokens(response.access_token, response.refresh_token, now);
}

/**
 * spec: OTP verification with UpdateAuthToken set updates the stored phone number and token.
 * Without it (or without a token in the response) only the phone confirmation changes.
 */
export function applyOtpVerification(
  session: { readonly user: SessionUser; readonly tokens: AuthTokens },
  request: Pick<VerifyOtpRequest, 'UpdateAuthToken' | 'PhoneNumber'>,
  response: VerifyOtpResponse,
  now: Date,
): { user: SessionUser; tokens: AuthTokens } {
  const user = { ...session.user, isPhoneNumberConfirmed: true };
  if (!request.UpdateAuthToken || response.AccessToken === null)
    return { user, tokens: session.tokens };
  return {
    user: { ...user, phoneNumber: request.PhoneNumber },
    tokens: toAuthTokens(response.AccessToken, session.tokens.refresh_token, now),
  };
}

// spec: email verification updates the token and stored email.
export function applyEmailVerification(
  session: { readonly user: SessionUser; readonly tokens: AuthTokens },
  response: VerifyEmailResponse,
  now: Date,
): { user: SessionUser; tokens: AuthTokens } {
  return {
    user: { ...session.user, email: response.Email, isEmailConfirmed: true },
    tokens: toAuthTokens(response.AccessToken, session.tokens.refresh_token, now),
  };
}

// spec: saving the how-you-know answer marks it answered.
export function markHowYouKnowAnswered(user: SessionUser): SessionUser {
  return { ...user, isHowYouKnowAnswered: true };
}
