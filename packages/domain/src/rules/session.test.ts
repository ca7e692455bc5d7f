import { describe, expect, it } from 'vitest';
import type { LoggedInUserInfo, LoginResponse } from '../schemas/account';
import {
  ACCESS_TOKEN_LIFETIME_SECONDS,
  acceptLogin,
  isCandidateRole,
  isTokenExpired,
  mergeUserInfo,
  toAuthTokens,
  toSessionUser,
  tokenExpiryDate,
} from './session';

const now = new Date('2026-11-21T10:00:00.000Z');
const response: LoginResponse = {
  user_id: 'u-1',
  expires_in: 3600,
  user_role: 'Candidate',
  is_how_you_know_Answered: false,
  is_enrolled: true,
  is_online: true,
  user_name: 'demo.candidate',
  is_phoneNumber_confirmed: true,
  phone_number: '3001234567',
  phone_code: '+92',
  country_code: 'PK',
  is_email_confirmed: true,
  IsProfileCompleted: true,
  is_force_pwd_change: false,
  full_name: 'Ayesha Khan',
  email: 'a@example.com',
  user_profile_picture: null,
  access_token: 'access',
  refresh_token: 'refresh',
  application_messages_updated_on: '2026-01-01T00:00:00Z',
};

describe('token expiry', () => {
  it('is now + 60 s', () => {
    expect(ACCESS_TOKEN_LIFETIME_SECONDS).toBe(60);
    expect(tokenExpiryDate(now).toISOString()).toBe('2026-11-21T10:01:00.000Z');
    expect(toAuthTokens('a', 'r', now)).toEqual({
      token: 'a',
      refresh_token: 'r',
      expiryDate: '2026-11-21T10:01:00.000Z',
    });
  });
  it('expires at the expiry instant and on garbage', () => {
    const tokens = toAuthTokens('a', 'r', now);
    expect(isTokenExpired(tokens, new Date('2026-11-21T10:00:59.999Z'))).toBe(false);
    expect(isTokenExpired(tokens, new Date('2026-11-21T10:01:00.000Z'))).toBe(true);
    expect(isTokenExpired({ expiryDate: 'never' }, now)).toBe(true);
  });
});

describe('candidate-role-only login', () => {
  it('accepts candidates in any case', () => {
    expect(isCandidateRole('Candidate')).toBe(true);
    expect(isCandidateRole(' candidate ')).toBe(true);
    expect(isCandidateRole('Teacher')).toBe(false);
    expect(isCandidateRole(undefined)).toBe(false);
  });
  it('rejects another role with the user-not-found message', () => {
    expect(acceptLogin({ ...response, user_role: 'Teacher' }, now)).toEqual({
      ok: false,
      messageId: 73,
    });
  });
  it('stores user and tokens for a candidate', () => {
    const outcome = acceptLogin(response, now);
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.tokens.token).toBe('access');
    expect(outcome.user.userName).toBe('demo.candidate');
  });
});

describe('toSessionUser', () => {
  it('maps every wire field to its camelCase name', () => {
    expect(toSessionUser(response, true)).toEqual({
      userId: 'u-1',
      expiresIn: 3600,
      userRole: 'Candidate',
      isHowYouKnowAnswered: false,
      isEnrolled: true,
      fullName: 'Ayesha Khan',
      userName: 'demo.candidate',
      userProfilePictureURL: null,
      email: 'a@example.com',
      isEmailConfirmed: true,
      isPhoneNumberConfirmed: true,
      phoneNumber: '3001234567',
      phoneCode: '+92',
      isOnline: true,
      countryCode: 'PK',
      isProfileCompleted: true,
      isForcePwdChange: false,
      isSplashModalWatched: true,
    });
  });
  it('merges logged-in user info and keeps client-only fields', () => {
    const info: LoggedInUserInfo = {
      UserId: 'u-1',
      Email: 'new@example.com',
      FullName: 'Ayesha K.',
      IsPhoneNumberConfirmed: true,
      IsEmailConfirmed: false,
      PhoneNumber: '3007654321',
      IsProfileCompleted: false,
      RoleType: 'Candidate',
      PhoneCode: '+92',
      IsForcePwdChange: true,
      IsHowYouKnowAnswered: true,
      IsEnrolled: true,
      IsOnline: true,
      UserName: 'demo.candidate',
      ProfileImage: 'p.png',
      ApplicationMessagesUpdatedOn: '2026-01-02T00:00:00Z',
      AppInfo: { LatestAppCode: 3, ForceUpdateApp: false },
    };
    const merged = mergeUserInfo(toSessionUser(response, true), info);
    expect(merged.email).toBe('new@example.com');
    expect(merged.isEmailConfirmed).toBe(false);
    expect(merged.isForcePwdChange).toBe(true);
    expect(merged.userProfilePictureURL).toBe('p.png');
    expect(merged.isSplashModalWatched).toBe(true);
    expect(merged.countryCode).toBe('PK');
  });
});
