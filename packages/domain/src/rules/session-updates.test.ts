import { describe, expect, it } from 'vitest';
import { buildAuthTokens, buildSessionUser } from '../fixtures/account';
import {
  applyEmailVerification,
  applyOtpVerification,
  applyRefreshedTokens,
  markHowYouKnowAnswered,
  refreshTokenRequest,
} from './session-updates';

const now = new Date('2026-11-21T12:00:00.000Z');
const session = {
  user: buildSessionUser({ isPhoneNumberConfirmed: false }),
  tokens: buildAuthTokens(),
};

describe('session updates', () => {
  it('refresh sends both tokens and stores the new pair with a fresh 60 s expiry', () => {
    expect(refreshTokenRequest({ token: 'a', refresh_token: 'r' })).toEqual({
      AccessToken: 'a',
      RefreshToken: 'r',
    });
    expect(
      applyRefreshedTokens({ access_token: 'a2', refresh_token: 'r2', expires_in: 3600 }, now),
    ).toEqual({
      token: 'a2',
      refresh_token: 'r2',
      expiryDate: '2026-11-21T12:01:00.000Z',
    });
  });
  it('OTP with UpdateAuthToken updates phone and token', () => {
    const next = applyOtpVerification(
      session,
      { UpdateAuthToken: true, PhoneNumber: '3339998888' },
      { AccessToken: 'otp-token' },
      now,
    );
    expect(next.user.phoneNumber).toBe('3339998888');
    expect(next.user.isPhoneNumberConfirmed).toBe(true);
    expect(next.tokens).toEqual({
      token: 'otp-token',
      refresh_token: session.tokens.refresh_token,
      expiryDate: '2026-11-21T12:01:00.000Z',
    });
  });
  it('OTP without UpdateAuthToken keeps phone and token', () => {
    const next = applyOtpVerification(
      session,
      { UpdateAuthToken: false, PhoneNumber: '3339998888' },
      { AccessToken: null },
      now,
    );
    expect(next.user.phoneNumber).toBe(session.user.phoneNumber);
    expect(next.tokens).toBe(session.tokens);
  });
  it('email verification updates token and email', () => {
    const next = applyEmailVerification(
      session,
      { AccessToken: 'mail-token', Email: 'new@example.com' },
      now,
    );
    expect(next.user.email).toBe('new@example.com');
    expect(next.tokens.token).toBe('mail-token');
  });
  it('saving how-you-know marks it answered', () => {
    expect(
      markHowYouKnowAnswered(buildSessionUser({ isHowYouKnowAnswered: false }))
        .isHowYouKnowAnswered,
    ).toBe(true);
  });
});
