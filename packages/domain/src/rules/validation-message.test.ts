import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ValidationMessageKey } from '../enums/validation-message-key';
import { SignUpRequest } from '../schemas/account';
import {
  fieldErrors,
  fieldLabel,
  isValidationMessageKey,
  validationMessage,
  validationSummary,
} from './validation-message';

describe('validationMessage', () => {
  it('words every key with the field name', () => {
    const field = 'Password';
    const sentences = Object.values(ValidationMessageKey).map((key) =>
      validationMessage(key, { field }),
    );
    for (const sentence of sentences) expect(sentence.startsWith('Password ')).toBe(true);
    expect(new Set(sentences).size).toBe(sentences.length);
  });

  it('uses the bounds it is given', () => {
    expect(validationMessage('minLength', { field: 'User name', min: 3 })).toBe(
      'User name must be at least 3 characters.',
    );
    expect(validationMessage('maxLength', { field: 'City', max: 100 })).toBe(
      'City must be at most 100 characters.',
    );
    expect(validationMessage('range', { field: 'Marks', min: 0, max: 100 })).toBe(
      'Marks must be between 0 and 100.',
    );
    expect(validationMessage('range', { field: 'Marks', min: 0 })).toBe(
      'Marks must be at least 0.',
    );
    expect(validationMessage('range', { field: 'Marks', max: 9 })).toBe('Marks must be at most 9.');
    expect(validationMessage('range', { field: 'Marks' })).toBe('Marks is out of range.');
    expect(validationMessage('passwordLength', { field: 'Password' })).toBe(
      'Password must be between 8 and 64 characters.',
    );
    expect(validationMessage('compare', { field: 'Confirm password', other: 'Password' })).toBe(
      'Confirm password must match Password.',
    );
    expect(validationMessage('alphanumeric', { field: 'Code', allowed: 'dashes' })).toBe(
      'Code may only contain letters, numbers and dashes.',
    );
  });

  it('falls back to "This field" and generic wording', () => {
    expect(validationMessage('required')).toBe('This field is required.');
    expect(validationMessage('minLength')).toBe('This field is too short.');
    expect(validationMessage('maxLength')).toBe('This field is too long.');
    expect(validationMessage('compare')).toBe('This field must match the other field.');
  });
});

describe('fieldLabel', () => {
  it('humanises wire and camelCase names', () => {
    expect(fieldLabel('confirmPassword')).toBe('Confirm password');
    expect(fieldLabel('StudentCnic')).toBe('Student CNIC');
    expect(fieldLabel('user_name')).toBe('User name');
    expect(fieldLabel('UserId')).toBe('User ID');
  });
});

describe('fieldErrors', () => {
  it('names every failing field of a sign-up in English', () => {
    const result = SignUpRequest.safeParse({
      fullName: '',
      userName: 'ab',
      email: 'not-an-email',
      password: 'short',
      phoneNumber: '12ab',
      countryCode: 'PK',
      timeZoneId: 'Asia/Karachi',
      phoneCode: '+92',
      marks: 101,
    });
    expect(result.success).toBe(false);
    const errors = fieldErrors(result.error!);
    const byField = Object.fromEntries(errors.map((error) => [error.field, error]));
    expect(byField.fullName?.message).toBe('Full name is required.');
    expect(byField.userName?.message).toBe('User name must be at least 3 characters.');
    expect(byField.email?.key).toBe('email');
    expect(byField.password?.message).toBe('Password must be between 8 and 64 characters.');
    expect(byField.phoneNumber?.message).toBe(
      'Phone number must be a mobile number of 7 to 15 digits.',
    );
    expect(byField.marks?.message).toBe('Marks must be between 0 and 100.');
    expect(validationSummary(result.error!)).toContain('Full name is required.');
  });

  it('keeps zod wording for structural issues, prefixed by the field', () => {
    const result = z.object({ items: z.array(z.number()) }).safeParse({ items: ['x'] });
    const [error] = fieldErrors(result.error!);
    expect(error?.key).toBeNull();
    expect(error?.field).toBe('items.0');
    expect(error?.message.startsWith('Items: ')).toBe(true);
  });

  it('reports a top-level issue as "This field"', () => {
    const result = z.string().min(2, { error: 'minLength' }).safeParse('a');
    expect(fieldErrors(result.error!)[0]?.message).toBe(
      'This field must be at least 2 characters.',
    );
  });

  it('recognises catalogue keys only', () => {
    expect(isValidationMessageKey('cnic')).toBe(true);
    expect(isValidationMessageKey('toString')).toBe(false);
    expect(isValidationMessageKey(3)).toBe(false);
  });
});
