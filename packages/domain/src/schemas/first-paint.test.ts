import { describe, expect, it } from 'vitest';
import { buildSessionUser } from '../fixtures/account';
import { fieldErrors } from '../rules/validation-message';
import { AuthTokens, LoginCredentials, SessionUser } from './account';
import { ApplicationMessages } from './application-message';
import { ApplicationMessagesMini, AuthTokensMini, LoginCredentialsMini, SessionUserMini } from './first-paint';

type Parser = { safeParse(value: unknown): { success: boolean; data?: unknown; error?: unknown } };

/** What a caller sees of a parse: the data, or the field errors in the portal's wording. */
function outcome(schema: Parser, value: unknown) {
  const result = schema.safeParse(value);
  if (result.success) return { data: result.data };
  return { errors: fieldErrors(result.error as Parameters<typeof fieldErrors>[0]) };
}

/** The mini schema answers every input exactly as the classic one. */
function expectSame(classic: Parser, mini: Parser, inputs: readonly unknown[]) {
  for (const input of inputs) expect(outcome(mini, input), JSON.stringify(input)).toEqual(outcome(classic, input));
}

describe('first-paint schemas (zod/mini) match their classic twins', () => {
  it('LoginCredentials: the same data and the same field errors', () => {
    const long = (length: number) => 'a'.repeat(length);
    const inputs = [
      { username: 'demo.candidate', password: 'Demo@12345' },
      { username: '  demo.candidate  ', password: '  spaced secret  ' },
      { username: '', password: '' },
      { username: '   ', password: 'x' },
      { username: long(254), password: long(64) },
      { username: long(255), password: long(65) },
      { username: 'nul\u0000', password: 'lone\uD800' },
      { username: 'demo', password: 'x', grant_type: 'password', error: null },
      { username: 'demo', password: 'x', error: '  last error  ' },
      { username: 'demo', password: 'x', error: long(4001) },
      { username: 'demo', password: 'x', grant_type: 'client_credentials' },
      { username: 'demo', password: 'x', extra: 'dropped' },
      {},
    ];
    expectSame(LoginCredentials, LoginCredentialsMini, inputs);
    // The comparison has teeth: both refuse the empty form with the same two field errors.
    expect(outcome(LoginCredentialsMini, { username: '', password: '' }).errors?.map((error) => error.field)).toEqual(['username', 'password']);
  });

  it('SessionUser: accepts a stored user, refuses a tampered one, drops unknown keys', () => {
    const user = buildSessionUser();
    expectSame(SessionUser, SessionUserMini, [
      user,
      { ...user, extra: true },
      { ...user, userProfilePictureURL: null, phoneNumber: null },
      { ...user, isEnrolled: 'yes' },
      { ...user, userId: undefined },
    ]);
    expect(SessionUserMini.safeParse({ ...user, isEnrolled: 'yes' }).success).toBe(false);
  });

  it('AuthTokens and ApplicationMessages: the same verdicts', () => {
    const tokens = { token: 'a', refresh_token: 'r', expiryDate: '2026-11-24T00:00:00.000Z' };
    expectSame(AuthTokens, AuthTokensMini, [tokens, { ...tokens, token: 1 }, { token: 'a' }, null, 'text']);
    const messages = { Messages: { '1': { Message: 'Hello', Type: 1 } }, MessagesUpdatedOn: '2026-11-24' };
    expectSame(ApplicationMessages, ApplicationMessagesMini, [
      messages,
      { ...messages, Messages: { '1': { Message: 'Hello', Type: 999 } } },
      { ...messages, Messages: [] },
      { Messages: {} },
    ]);
  });
});
