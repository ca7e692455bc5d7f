import { describe, expect, it } from 'vitest';
import { buildSessionUser } from '../fixtures/account';
import { AuthTokens, SessionUser } from './account';
import { ApplicationMessages } from './application-message';
import { parseStoredApplicationMessages, parseStoredAuthTokens, parseStoredSessionUser } from './first-paint';

type Schema = { safeParse(value: unknown): { success: boolean; data?: unknown } };

/** The zod-free parser answers every input exactly as the zod schema: the same data, or null. */
function expectSame(schema: Schema, parse: (value: unknown) => unknown, inputs: readonly unknown[]) {
  for (const input of inputs) {
    const result = schema.safeParse(input);
    expect(parse(input), JSON.stringify(input)).toEqual(result.success ? result.data : null);
  }
}

describe('first-paint parsers match the zod schemas', () => {
  it('SessionUser: accepts a stored user, refuses a tampered one field by field, drops unknown keys', () => {
    const user = buildSessionUser();
    const tampered = Object.keys(user).flatMap((key) => [
      { ...user, [key]: undefined },
      { ...user, [key]: 7 },
      { ...user, [key]: 'text' },
      { ...user, [key]: null },
      { ...user, [key]: true },
    ]);
    expectSame(SessionUser, parseStoredSessionUser, [
      user,
      { ...user, extra: true },
      { ...user, userProfilePictureURL: null, phoneNumber: null, phoneCode: null, countryCode: null },
      { ...user, expiresIn: Number.POSITIVE_INFINITY },
      ...tampered,
      null,
      [],
      'user',
    ]);
    // The comparison has teeth: some tampered entries are refused, the stored user is accepted.
    expect(parseStoredSessionUser({ ...user, isEnrolled: 'yes' })).toBeNull();
    expect(parseStoredSessionUser(user)).toEqual(user);
  });

  it('AuthTokens: the same verdicts', () => {
    const tokens = { token: 'a', refresh_token: 'r', expiryDate: '2026-11-24T00:00:00.000Z' };
    expectSame(AuthTokens, parseStoredAuthTokens, [tokens, { ...tokens, extra: 1 }, { ...tokens, token: 1 }, { token: 'a' }, null, 'text', []]);
  });

  it('ApplicationMessages: the same verdicts', () => {
    const messages = { Messages: { '1': { Message: 'Hello', Type: 1 }, '2': { Message: 'Bye', Type: 0, extra: 1 } }, MessagesUpdatedOn: '2026-11-24' };
    expectSame(ApplicationMessages, parseStoredApplicationMessages, [
      messages,
      { ...messages, extra: true },
      { ...messages, Messages: {} },
      { ...messages, Messages: { '1': { Message: 'Hello', Type: 999 } } },
      { ...messages, Messages: { '1': { Message: 'Hello', Type: '1' } } },
      { ...messages, Messages: { '1': { Message: 2, Type: 1 } } },
      { ...messages, Messages: { '1': null } },
      { ...messages, Messages: [] },
      { ...messages, MessagesUpdatedOn: 5 },
      { Messages: {} },
      null,
    ]);
  });
});
