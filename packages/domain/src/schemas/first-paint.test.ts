import { describe, expect, it } from 'vitest';
import { buildSessionUser } from '../fixtures/account';
import { AuthTokens, SessionUser } from './account';
import { ApplicationMessages } from './application-message';
import {
  parseStoredApplicationMessages,
  parseStoredAuthTokens,
  parseStoredSessionUser,
  readNotificationTarget,
} from './first-paint';
import { parseNotificationTarget } from './notification-target';

type Schema = { safeParse(value: unknown): { success: boolean; data?: unknown } };

/** The zod-free parser answers every input exactly as the zod schema: the same data, or null. */
function expectSame(
  schema: Schema,
  parse: (value: unknown) => unknown,
  inputs: readonly unknown[],
) {
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
      {
        ...user,
        userProfilePictureURL: null,
        phoneNumber: null,
        phoneCode: null,
        countryCode: null,
      },
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
    expectSame(AuthTokens, parseStoredAuthTokens, [
      tokens,
      { ...tokens, extra: 1 },
      { ...tokens, token: 1 },
      { token: 'a' },
      null,
      'text',
      [],
    ]);
  });

  it('ApplicationMessages: the same verdicts', () => {
    const messages = {
      Messages: { '1': { Message: 'Hello', Type: 1 }, '2': { Message: 'Bye', Type: 0, extra: 1 } },
      MessagesUpdatedOn: '2026-11-24',
    };
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

  it('NotificationTarget: the same target or null as parseNotificationTarget', () => {
    const target = { Kind: 'CourseSubjects', Ids: { CandidateSOSId: 12 } };
    const ids = (count: number) =>
      Object.fromEntries(Array.from({ length: count }, (_, index) => [`Id${index}`, index + 1]));
    const inputs = [
      target,
      { ...target, extra: true },
      { Kind: 'CourseSubjects' },
      { Kind: 'CourseSubjects', Ids: {} },
      { Kind: 'CourseSubjects', Ids: null },
      { Kind: 'CourseSubjects', Ids: [] },
      { Kind: 'CourseSubjects', Ids: ids(8) },
      { Kind: 'CourseSubjects', Ids: ids(9) },
      { Kind: 'CourseSubjects', Ids: { CandidateSOSId: 0 } },
      { Kind: 'CourseSubjects', Ids: { CandidateSOSId: -1 } },
      { Kind: 'CourseSubjects', Ids: { CandidateSOSId: 1.5 } },
      { Kind: 'CourseSubjects', Ids: { CandidateSOSId: 2 ** 53 } },
      { Kind: 'CourseSubjects', Ids: { CandidateSOSId: '12' } },
      { Kind: 'CourseSubjects', Ids: { '1bad': 12 } },
      { Kind: 'CourseSubjects', Ids: { [`A${'b'.repeat(39)}`]: 1 } },
      { Kind: 'CourseSubjects', Ids: { [`A${'b'.repeat(40)}`]: 1 } },
      { Kind: '', Ids: {} },
      { Kind: '9Lives' },
      { Kind: `K${'x'.repeat(40)}` },
      { Kind: 5 },
      null,
      undefined,
      'CourseSubjects',
      [],
    ];
    for (const input of inputs)
      expect(readNotificationTarget(input), JSON.stringify(input)).toEqual(
        parseNotificationTarget(input),
      );
    expect(readNotificationTarget(target)).toEqual(target);
  });
});
