import { describe, expect, it } from 'vitest';
import { SignUpRequest } from '../schemas/account';
import { wordedFieldErrors } from './field-wording';
import { fieldErrors } from './validation-message';

describe('wordedFieldErrors (issue 11, item 9)', () => {
  const result = SignUpRequest.safeParse({
    fullName: 'Hamza Tariq',
    userName: 'ab',
    email: 'hamza@mail.test',
    password: 'Secret@123',
    phoneNumber: '12',
    countryCode: 'PK',
    timeZoneId: '',
    phoneCode: '+92',
  });
  const wording = {
    labels: { userName: 'Username', phoneNumber: 'Mobile number', timeZoneId: 'Time zone' },
    required: { timeZoneId: 'Enter your time zone.' },
  };

  it("names fields by the form's labels and gives an empty field its sentence", () => {
    const byField = Object.fromEntries(
      wordedFieldErrors(result.error!, wording).map((error) => [error.field, error.message]),
    );
    expect(byField).toEqual({
      userName: 'Username must be at least 3 characters.',
      phoneNumber: 'Mobile number must be a mobile number of 7 to 15 digits.',
      timeZoneId: 'Enter your time zone.',
    });
  });

  it('leaves the messages of fields it has no words for, and the keys, as they are', () => {
    const plain = fieldErrors(result.error!);
    expect(plain.map((error) => error.message)).toContain('Time zone ID is required.');
    expect(wordedFieldErrors(result.error!, {}).map((error) => error.message)).toEqual(
      plain.map((error) => error.message),
    );
    expect(wordedFieldErrors(result.error!, wording).map((error) => error.key)).toEqual(
      plain.map((error) => error.key),
    );
  });
});
