import { describe, expect, it } from 'vitest';
import { isValidUser } from './valid-user';

const confirmed = { isEmailConfirmed: true, isPhoneNumberConfirmed: true };

describe('isValidUser', () => {
  it('needs a token and both confirmations', () => {
    expect(isValidUser(confirmed, 'token')).toBe(true);
    expect(isValidUser(confirmed, '')).toBe(false);
    expect(isValidUser(confirmed, null)).toBe(false);
    expect(isValidUser({ ...confirmed, isEmailConfirmed: false }, 'token')).toBe(false);
    expect(isValidUser({ ...confirmed, isPhoneNumberConfirmed: false }, 'token')).toBe(false);
    expect(isValidUser(null, 'token')).toBe(false);
  });
});
