import { describe, expect, it } from 'vitest';
import type { LoginResponse } from '@portal/domain';
import { memoryStorage } from '../../platform/memory-storage.test-helper';
import { LocalStorageKey } from '../../platform/storage';
import { createSession } from './session-store';

const now = new Date('2026-01-01T10:00:00.000Z');

function loginResponse(overrides: Partial<LoginResponse> = {}): LoginResponse {
  return {
    user_id: 'u1',
    expires_in: 3600,
    user_role: 'Candidate',
    is_how_you_know_Answered: true,
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
    full_name: 'Demo Candidate',
    email: 'demo@example.com',
    user_profile_picture: null,
    access_token: 'access-1',
    refresh_token: 'refresh-1',
    application_messages_updated_on: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

describe('session', () => {
  it('stores user info and tokens on login, with the token expiring 60 s later, and survives a reload', async () => {
    const storage = memoryStorage();
    const session = createSession(storage, () => now);
    expect(session.signIn(loginResponse()).ok).toBe(true);
    expect(session.isValidUser()).toBe(true);
    expect(session.store.getState().tokens).toEqual({
      token: 'access-1',
      refresh_token: 'refresh-1',
      expiryDate: '2026-01-01T10:01:00.000Z',
    });
    const reloaded = createSession(storage, () => now);
    expect(reloaded.store.getState().user).toBeNull();
    await reloaded.hydrate();
    expect(reloaded.store.getState().user?.userName).toBe('demo.candidate');
    expect(reloaded.tokenStore.getAccessToken()).toBe('access-1');
  });

  it('refuses a role other than candidate and stores nothing', () => {
    const storage = memoryStorage();
    const session = createSession(storage, () => now);
    expect(session.signIn(loginResponse({ user_role: 'Teacher' })).ok).toBe(false);
    expect(session.store.getState()).toEqual({ user: null, tokens: null });
    expect(storage.entries.size).toBe(0);
  });

  it('is not valid until phone and email are confirmed', () => {
    const session = createSession(memoryStorage(), () => now);
    session.signIn(loginResponse({ is_phoneNumber_confirmed: false }));
    expect(session.isValidUser()).toBe(false);
    session.updateUser({ isPhoneNumberConfirmed: true });
    expect(session.isValidUser()).toBe(true);
  });

  it('sets a new 60 s expiry on each token update through the api token store', () => {
    let clock = now;
    const session = createSession(memoryStorage(), () => clock);
    session.signIn(loginResponse());
    clock = new Date('2026-01-01T10:30:00.000Z');
    session.tokenStore.setTokens({ accessToken: 'access-2', refreshToken: 'refresh-2' });
    expect(session.store.getState().tokens).toEqual({
      token: 'access-2',
      refresh_token: 'refresh-2',
      expiryDate: '2026-01-01T10:31:00.000Z',
    });
  });

  it('keeps a sign-in that happened before the stored session finished loading', async () => {
    const storage = memoryStorage();
    createSession(storage, () => now).signIn(loginResponse({ user_name: 'stored.user' }));
    const session = createSession(storage, () => now);
    const loading = session.hydrate();
    session.signIn(loginResponse({ user_name: 'fresh.user' }));
    await loading;
    expect(session.store.getState().user?.userName).toBe('fresh.user');
  });

  it('reset removes the session from storage', () => {
    const storage = memoryStorage();
    const session = createSession(storage, () => now);
    session.signIn(loginResponse());
    session.reset();
    expect(storage.getItem(LocalStorageKey.authToken)).toBeNull();
    expect(storage.getItem(LocalStorageKey.userInfo)).toBeNull();
    expect(session.isValidUser()).toBe(false);
  });

  it('ignores a tampered stored session', async () => {
    const storage = memoryStorage({
      [LocalStorageKey.userInfo]: '{"userName":1}',
      [LocalStorageKey.authToken]: 'x',
    });
    const session = createSession(storage, () => now);
    await session.hydrate();
    expect(session.store.getState()).toEqual({ user: null, tokens: null });
  });
});
