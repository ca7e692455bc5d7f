import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../rules/validation-message';
import {
  ChangePasswordRequest,
  LoggedInUserInfoQuery,
  LoginCredentials,
  ResetPasswordRequest,
  SendOtpRequest,
  SignUpRequest,
  UserNameUniqueQuery,
  VerifyOtpRequest,
} from './account';
import { ApiEnvelope, ApiErrorEnvelope, PageRequest } from './envelope';
import { z } from 'zod';

const validSignUp = {
  fullName: 'Ayesha Khan',
  userName: 'ayesha.khan_1',
  email: 'ayesha@example.com',
  password: 'Demo@12345',
  phoneNumber: '3001234567',
  countryCode: 'pk',
  timeZoneId: 'Asia/Karachi',
  phoneCode: '+92',
};

describe('LoginCredentials', () => {
  it('defaults grant_type to password', () => {
    expect(LoginCredentials.parse({ username: 'demo.candidate', password: 'x' }).grant_type).toBe(
      'password',
    );
  });
  it('rejects another grant type and empty fields', () => {
    expect(
      LoginCredentials.safeParse({ username: 'a', password: 'b', grant_type: 'client' }).success,
    ).toBe(false);
    const result = LoginCredentials.safeParse({ username: ' ', password: '' });
    expect(fieldErrors(result.error!).map((error) => error.message)).toEqual([
      'Username is required.',
      'Password is required.',
    ]);
  });
});

describe('SignUpRequest', () => {
  it('accepts a complete sign-up and upper-cases the country code', () => {
    const parsed = SignUpRequest.parse({ ...validSignUp, marks: 88, gender: 2, city: 'Lahore' });
    expect(parsed.countryCode).toBe('PK');
    expect(parsed.marks).toBe(88);
  });
  it('requires the identity fields', () => {
    const result = SignUpRequest.safeParse({});
    const fields = fieldErrors(result.error!)
      .filter((error) => error.key === 'required')
      .map((error) => error.field);
    expect(fields).toEqual(
      expect.arrayContaining([
        'fullName',
        'userName',
        'email',
        'password',
        'phoneNumber',
        'countryCode',
        'timeZoneId',
        'phoneCode',
      ]),
    );
  });
  it('checks user-name characters and length bounds', () => {
    const bad = SignUpRequest.safeParse({ ...validSignUp, userName: 'has space' });
    expect(fieldErrors(bad.error!)[0]?.message).toBe(
      'User name may only contain letters, numbers and dots (.) and underscores (_).',
    );
    expect(SignUpRequest.safeParse({ ...validSignUp, userName: 'a'.repeat(31) }).success).toBe(
      false,
    );
    expect(SignUpRequest.safeParse({ ...validSignUp, userName: 'a'.repeat(30) }).success).toBe(
      true,
    );
  });
  it('enforces password 8-64', () => {
    expect(SignUpRequest.safeParse({ ...validSignUp, password: 'a'.repeat(7) }).success).toBe(
      false,
    );
    expect(SignUpRequest.safeParse({ ...validSignUp, password: 'a'.repeat(8) }).success).toBe(true);
    expect(SignUpRequest.safeParse({ ...validSignUp, password: 'a'.repeat(64) }).success).toBe(
      true,
    );
    expect(SignUpRequest.safeParse({ ...validSignUp, password: 'a'.repeat(65) }).success).toBe(
      false,
    );
  });
  it('enforces phone 7-15 digits', () => {
    expect(SignUpRequest.safeParse({ ...validSignUp, phoneNumber: '123456' }).success).toBe(false);
    expect(SignUpRequest.safeParse({ ...validSignUp, phoneNumber: '1234567' }).success).toBe(true);
    expect(SignUpRequest.safeParse({ ...validSignUp, phoneNumber: '1'.repeat(16) }).success).toBe(
      false,
    );
  });
});

describe('password confirmation', () => {
  it('reset password reports compare on confirmPassword', () => {
    const result = ResetPasswordRequest.safeParse({
      username: 'demo.candidate',
      password: 'Demo@12345',
      confirmPassword: 'Demo@12346',
      code: 'abc',
    });
    const [error] = fieldErrors(result.error!);
    expect(error).toEqual({
      field: 'confirmPassword',
      key: 'compare',
      message: 'Confirm password must match Password.',
    });
  });
  it('change password accepts matching passwords', () => {
    expect(
      ChangePasswordRequest.safeParse({
        oldPassword: 'a',
        newPassword: 'Demo@12345',
        confirmPassword: 'Demo@12345',
      }).success,
    ).toBe(true);
    const result = ChangePasswordRequest.safeParse({
      oldPassword: 'a',
      newPassword: 'Demo@12345',
      confirmPassword: 'x',
    });
    expect(fieldErrors(result.error!)[0]?.message).toBe(
      'Confirm password must match New password.',
    );
  });
});

describe('OTP and misc account payloads', () => {
  it('OTP send requires digits', () => {
    const result = SendOtpRequest.safeParse({
      phoneCode: '92x',
      phoneNumber: '3001234567',
      userName: 'u',
      countryCode: 'PK',
    });
    expect(fieldErrors(result.error!)[0]).toMatchObject({ field: 'phoneCode', key: 'numeric' });
  });
  it('OTP verify defaults UpdateAuthToken to false', () => {
    expect(
      VerifyOtpRequest.parse({
        PhoneNumber: '3001234567',
        Code: '123456',
        UserName: 'demo.candidate',
      }).UpdateAuthToken,
    ).toBe(false);
  });
  it('username-unique query validates the name', () => {
    expect(UserNameUniqueQuery.safeParse({ userName: 'ok_name' }).success).toBe(true);
    expect(UserNameUniqueQuery.safeParse({ userName: 'no!' }).success).toBe(false);
  });
  it('user info query coerces and pins Platform to 1 (web)', () => {
    expect(LoggedInUserInfoQuery.parse({ AppVersionCode: '3', Platform: '1' })).toEqual({
      AppVersionCode: 3,
      Platform: 1,
    });
    expect(LoggedInUserInfoQuery.parse({})).toEqual({ AppVersionCode: 0, Platform: 1 });
    expect(LoggedInUserInfoQuery.safeParse({ Platform: '2' }).success).toBe(false);
  });
});

describe('envelope', () => {
  it('wraps any data schema', () => {
    const schema = ApiEnvelope(z.object({ Count: z.number() }));
    expect(
      schema.parse({ Data: { Count: 2 }, success: true, Message: null, error: null }).Data.Count,
    ).toBe(2);
    expect(
      schema.safeParse({ Data: { Count: 'x' }, success: true, Message: null, error: null }).success,
    ).toBe(false);
  });
  it('describes failures', () => {
    expect(
      ApiErrorEnvelope.parse({
        Data: null,
        success: false,
        Message: 'No',
        error: 'UserNotFoundException',
      }).error,
    ).toBe('UserNotFoundException');
    expect(
      ApiErrorEnvelope.safeParse({ Data: null, success: true, Message: 'x', error: null }).success,
    ).toBe(false);
  });
  it('page request coerces query strings with defaults', () => {
    expect(PageRequest.parse({})).toEqual({ pageNumber: 1, pageSize: 10 });
    expect(PageRequest.parse({ pageNumber: '3', pageSize: '20' })).toEqual({
      pageNumber: 3,
      pageSize: 20,
    });
    expect(PageRequest.safeParse({ pageSize: '1000' }).success).toBe(false);
  });
});
