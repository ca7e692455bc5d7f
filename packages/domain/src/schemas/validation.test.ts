import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ValidationMessageKey } from '../enums/validation-message-key';
import { validationSummary } from '../rules/validation-message';
import { LoginCredentials, RefreshTokenRequest } from './account';
import { Id, QueryId } from './id';
import { NotificationListQuery, PushTokenRequest } from './notification';
import { CandidateProfile } from './profile';
import {
  int4Max,
  isWellFormedText,
  optionalText,
  queryWholeNumber,
  requiredText,
  secretText,
  wholeNumber,
} from './validation';

const messages = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('isWellFormedText', () => {
  it('takes any real text, emoji (surrogate pairs) and newlines included', () => {
    for (const text of ['', 'Lahore', 'Çağlar 🙂', 'line one\nline two\ttab', 'اردو']) expect(isWellFormedText(text), text).toBe(true);
  });
  it('refuses NUL and unpaired surrogates, wherever they are', () => {
    for (const text of ['a\u0000b', '\u0000', '\uD800', 'x\uD83D', '\uDE42x', 'a\uDE42\uD83Db']) expect(isWellFormedText(text), JSON.stringify(text)).toBe(false);
  });
});

describe('the text schemas', () => {
  it('refuse NUL and lone surrogates with the characters key, before any other rule', () => {
    for (const schema of [requiredText(100), optionalText(100), secretText(100)]) {
      expect(messages(schema, 'Lahore\u0000')).toEqual([ValidationMessageKey.characters]);
      expect(messages(schema, '\uD800')).toEqual([ValidationMessageKey.characters]);
    }
  });
  it('trim ordinary text but take secrets exactly as sent', () => {
    expect(requiredText(10).parse('  Lahore ')).toBe('Lahore');
    expect(secretText(20).parse(' pass word ')).toBe(' pass word ');
  });
  it('bound every length', () => {
    expect(messages(requiredText(5), 'x'.repeat(6))).toEqual([ValidationMessageKey.maxLength]);
    expect(messages(secretText(5), 'x'.repeat(6))).toEqual([ValidationMessageKey.maxLength]);
    expect(messages(secretText(5, ValidationMessageKey.passwordLength), 'x'.repeat(6))).toEqual([ValidationMessageKey.passwordLength]);
    expect(messages(secretText(5), '')).toEqual([ValidationMessageKey.required]);
  });
  it('are what the payloads use (login, refresh, push token, profile)', () => {
    expect(LoginCredentials.safeParse({ username: 'demo\u0000', password: 'x' }).success).toBe(false);
    expect(LoginCredentials.safeParse({ username: 'demo', password: 'pass\u0000' }).success).toBe(false);
    expect(RefreshTokenRequest.safeParse({ AccessToken: 'a'.repeat(5000), RefreshToken: 'b' }).success).toBe(false);
    expect(PushTokenRequest.safeParse({ Token: 'tok\uDC00en' }).success).toBe(false);
    const summary = validationSummary(CandidateProfile.safeParse({ FullName: 'Ayesha \uD800Khan' }).error as z.ZodError);
    expect(summary).toContain('Full name contains characters that are not allowed.');
  });
});

describe('Id and the whole numbers', () => {
  it('Id takes 1 to 2^31 - 1 (PostgreSQL integer) and nothing else', () => {
    expect(Id.parse(1)).toBe(1);
    expect(Id.parse(int4Max)).toBe(2_147_483_647);
    for (const value of [0, -1, 2 ** 31, 3_000_000_000, 1.5, Number.NaN, '1', null]) expect(Id.safeParse(value).success, String(value)).toBe(false);
  });
  it('QueryId coerces text with the same bounds', () => {
    expect(QueryId.parse('42')).toBe(42);
    for (const value of ['2147483648', '3000000000', '-1', '0', 'NaN', '1e400', 'abc']) expect(QueryId.safeParse(value).success, value).toBe(false);
  });
  it('wholeNumber and queryWholeNumber take their own bounds, int4 by default', () => {
    expect(wholeNumber().parse(0)).toBe(0);
    expect(wholeNumber(1, 5).safeParse(6).success).toBe(false);
    expect(queryWholeNumber().safeParse(String(2 ** 31)).success).toBe(false);
    expect(messages(queryWholeNumber(), '-1')).toEqual([ValidationMessageKey.range]);
    expect(NotificationListQuery.safeParse({ lessThanCandidateNotificationId: '3000000000' }).success).toBe(false);
  });
});
