import { Role } from '../enums/role';
import { ApplicationMessageId } from '../enums/application-message-id';
import type { AuthTokens, LoggedInUserInfo, LoginResponse, SessionUser } from '../schemas/account';

/** spec: the access token expiry date is set to 60 seconds after each token update. */
export const ACCESS_TOKEN_LIFETIME_SECONDS = 60;

export function tokenExpiryDate(now: Date): Date {
  return new Date(now.getTime() + ACCESS_TOKEN_LIFETIME_SECONDS * 1000);
}

/** The stored token pair after a login or refresh at `now`. */
export function toAuthTokens(accessToken: string, refreshToken: string, now: Date): AuthTokens {
  return {
    token: accessToken,
    refresh_token: refreshToken,
    expiryDate: tokenExpiryDate(now).toISOString(),
  };
}

export function isTokenExpired(tokens: Pick<AuthTokens, 'expiryDate'>, now: Date): boolean {
  const expiry = Date.parse(tokens.expiryDate);
  return Number.isNaN(expiry) || now.getTime() >= expiry;
}

// spec: the candidate role is the only role the app accepts (compared case-insensitively).
export function isCandidateRole(role: string | null | undefined): boolean {
  return typeof role === 'string' && role.trim().toLowerCase() === Role.candidate.toLowerCase();
}

/** spec: login response -> session user (camelCase, mapped once at the boundary). */
export function toSessionUser(response: LoginResponse, isSplashModalWatched = false): SessionUser {
  return {
    userId: response.user_id,
    expiresIn: response.expires_in,
    userRole: response.user_role,
    isHowYouKnowAnswered: response.is_how_you_know_Answered,
    isEnrolled: response.is_enrolled,
    fullName: response.full_name,
    userName: response.user_name,
    userProfilePictureURL: response.user_profile_picture,
    email: response.email,
    isEmailConfirmed: response.is_email_confirmed,
    isPhoneNumberConfirmed: response.is_phoneNumber_confirmed,
    phoneNumber: response.phone_number,
    phoneCode: response.phone_code,
    isOnline: response.is_online,
    countryCode: response.country_code,
    isProfileCompleted: response.IsProfileCompleted,
    isForcePwdChange: response.is_force_pwd_change,
    isSplashModalWatched,
  };
}

/** Refreshes a stored session user from GetLoggedInUserInfo, keeping the client-only fields. */
export function mergeUserInfo(user: SessionUser, info: LoggedInUserInfo): SessionUser {
  return {
    ...user,
    userId: info.UserId,
    email: info.Email,
    fullName: info.FullName,
    isPhoneNumberConfirmed: info.IsPhoneNumberConfirmed,
    isEmailConfirmed: info.IsEmailConfirmed,
    phoneNumber: info.PhoneNumber,
    isProfileCompleted: info.IsProfileCompleted,
    userRole: info.RoleType,
    phoneCode: info.PhoneCode,
    isForcePwdChange: info.IsForcePwdChange,
    isHowYouKnowAnswered: info.IsHowYouKnowAnswered,
    isEnrolled: info.IsEnrolled,
    isOnline: info.IsOnline,
    userName: info.UserName,
    userProfilePictureURL: info.ProfileImage,
  };
}

export type LoginOutcome =
  | { readonly ok: true; readonly user: SessionUser; readonly tokens: AuthTokens }
  | { readonly ok: false; readonly messageId: typeof ApplicationMessageId.userNotFound };

/**
 * spec: successful login stores the user info and tokens; a login whose role is not candidate is
 * rejected with the user-not-found message.
 */
export function acceptLogin(response: LoginResponse, now: Date): LoginOutcome {
  if (!isCandidateRole(response.user_role)) {
    return { ok: false, messageId: ApplicationMessageId.userNotFound };
  }
  return {
    ok: true,
    user: toSessionUser(response),
    tokens: toAuthTokens(response.access_token, response.refresh_token, now),
  };
}
