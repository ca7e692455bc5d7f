import type { LoggedInUserInfo, LoginResponse, VerifyEmailResponse, VerifyOtpResponse } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localRecaptchaTestToken } from '../src/platform/recaptcha/recaptcha';
import { findUserByUserName, updateUser } from '../src/modules/account/account.queries';
import { demoPassword, latestCode, linkParameter, startTestServer, type TestServer } from './helpers/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const recaptcha = { 'recaptcha-token': localRecaptchaTestToken };
const signUpBody = (userName: string, overrides: Record<string, unknown> = {}) => ({
  fullName: 'Hamza Tariq',
  userName,
  email: `${userName}@mail.test`,
  password: 'Secret@123',
  phoneNumber: '3211234567',
  countryCode: 'PK',
  timeZoneId: 'Asia/Karachi',
  phoneCode: '+92',
  gender: 1,
  academicClass: 'FSc',
  marks: 88,
  board: 'Lahore',
  city: 'Lahore',
  institute: 'Govt College',
  ...overrides,
});
const login = (username: string, password: string) =>
  server.call<LoginResponse>('POST', 'oauthService/token', { form: { username, password, grant_type: 'password' } });
const userInfo = (token: string) =>
  server.call<LoggedInUserInfo>('GET', 'AccountService/GetLoggedInUserInfo', { token, query: { AppVersionCode: 3, Platform: 1 } });

describe('sign-up, email confirmation, phone verification (the new-candidate journey)', () => {
  it('checks user-name uniqueness', async () => {
    const taken = await server.call<boolean>('GET', 'CandidateAccountService/IsUserNameUnique', { query: { userName: 'Demo.Candidate' } });
    expect(taken.status).toBe(200);
    expect(taken.body.Data).toBe(false);
    const free = await server.call<boolean>('GET', 'CandidateAccountService/IsUserNameUnique', { query: { userName: 'brand.new' } });
    expect(free.body.Data).toBe(true);
    const bad = await server.call('GET', 'CandidateAccountService/IsUserNameUnique', { query: { userName: 'x' } });
    expect(bad.status).toBe(400);
    expect(bad.body.Message).toMatch(/^userName: /);
  });

  it('needs a valid recaptcha-token header', async () => {
    const missing = await server.call('POST', 'CandidateAccountService/SignUp', { body: signUpBody('hamza.t') });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe('RecaptchaValidationException');
    const wrong = await server.call('POST', 'CandidateAccountService/SignUp', { body: signUpBody('hamza.t'), headers: { 'recaptcha-token': 'nope' } });
    expect(wrong.status).toBe(400);
  });

  it('names the bad field, refuses a taken user name or email, and an unknown time zone', async () => {
    const badEmail = await server.call('POST', 'CandidateAccountService/SignUp', { body: signUpBody('hamza.t', { email: 'not-an-email' }), headers: recaptcha });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.Message).toMatch(/^email: /);
    const shortPassword = await server.call('POST', 'CandidateAccountService/SignUp', { body: signUpBody('hamza.t', { password: 'short' }), headers: recaptcha });
    expect(shortPassword.body.Message).toMatch(/^password: /);
    const taken = await server.call('POST', 'CandidateAccountService/SignUp', { body: signUpBody('demo.candidate'), headers: recaptcha });
    expect(taken.body.error).toBe('UserNameAlreadyExistsException');
    const takenEmail = await server.call('POST', 'CandidateAccountService/SignUp', {
      body: signUpBody('hamza.t', { email: 'DEMO.candidate@candidate-portal.local' }),
      headers: recaptcha,
    });
    expect(takenEmail.body.error).toBe('EmailAlreadyExistsException');
    const zone = await server.call('POST', 'CandidateAccountService/SignUp', { body: signUpBody('hamza.t', { timeZoneId: 'Mars/Olympus' }), headers: recaptcha });
    expect(zone.status).toBe(400);
    expect(zone.body.Message).toMatch(/^timeZoneId: /);
  });

  it('refuses a phone number that is not a mobile number of the chosen country, naming the field', async () => {
    // A valid Pakistani mobile number, sent as a UAE one.
    const wrongCountry = await server.call('POST', 'CandidateAccountService/SignUp', {
      body: signUpBody('hamza.t', { countryCode: 'AE', phoneCode: '+971' }),
      headers: recaptcha,
    });
    expect(wrongCountry.status).toBe(400);
    expect(wrongCountry.body.error).toBe('ValidationException');
    expect(wrongCountry.body.Message).toBe('phoneNumber: Enter a mobile number that is valid in United Arab Emirates, without the country code +971.');
    // A Lahore landline is not a mobile number.
    const landline = await server.call('POST', 'CandidateAccountService/SignUp', { body: signUpBody('hamza.t', { phoneNumber: '4235761234' }), headers: recaptcha });
    expect(landline.status).toBe(400);
    expect(landline.body.Message).toMatch(/^phoneNumber: .*Pakistan/);
    // The calling code must be the country's.
    const wrongCode = await server.call('POST', 'CandidateAccountService/SignUp', { body: signUpBody('hamza.t', { phoneCode: '+971' }), headers: recaptcha });
    expect(wrongCode.status).toBe(400);
    expect(wrongCode.body.Message).toMatch(/^phoneCode: .*\+92/);
    // A country outside the list of the earlier seed (8 countries) is accepted now: every country is listed.
    const countries = await server.call<{ CountryCode: string }[]>('GET', 'LocationService/GetCountries');
    expect(countries.body.Data.length).toBeGreaterThan(240);
    const zones = await server.call<{ TimeZoneId: string }[]>('GET', 'LocationService/GetTimeZones');
    expect(zones.body.Data.length).toBeGreaterThan(400);
    expect(zones.body.Data.map((zone) => zone.TimeZoneId)).toContain('Europe/Berlin');
  });

  it('refuses a common password (ASVS 6.2.4), naming the field, on sign-up', async () => {
    for (const password of ['password123', 'P@ssw0rd', 'Qwerty123']) {
      const common = await server.call('POST', 'CandidateAccountService/SignUp', { body: signUpBody('hamza.t', { password }), headers: recaptcha });
      expect(common.status, password).toBe(400);
      expect(common.body.error).toBe('ValidationException');
      expect(common.body.Message).toMatch(/^password: This password is one of the most common ones/);
    }
    const nobodyMade = await server.call<{ UserId: string }>('GET', 'CandidateAccountService/IsUserNameUnique', { query: { userName: 'hamza.t' } });
    expect(nobodyMade.body.Data).toBe(true);
  });

  it('accepts a German mobile number in Berlin time', async () => {
    const created = await server.call('POST', 'CandidateAccountService/SignUp', {
      body: signUpBody('lena.k', { countryCode: 'DE', phoneCode: '+49', phoneNumber: '15123456789', timeZoneId: 'Europe/Berlin' }),
      headers: recaptcha,
    });
    expect(created.status).toBe(201);
  });

  it('signs up, refuses login until the email is confirmed, then logs in with the phone unconfirmed', async () => {
    const created = await server.call<{ UserId: string }>('POST', 'CandidateAccountService/SignUp', { body: signUpBody('hamza.t'), headers: recaptcha });
    expect(created.status).toBe(201);
    expect(created.body.success).toBe(true);

    const early = await login('hamza.t', 'Secret@123');
    expect(early.status).toBe(400);
    expect(early.body.error).toBe('UserEmailNotConfirmedException');

    const [mail] = await server.outbox('hamza.t@mail.test');
    expect(mail?.Body).toContain('http://portal.test/account/confirmEmail?UserId=');
    const userId = await linkParameter(server, 'hamza.t@mail.test', 'UserId');
    const code = await linkParameter(server, 'hamza.t@mail.test', 'Code');
    expect(userId).toBe(created.body.Data.UserId);

    const wrong = await server.call('POST', 'AccountService/ConfirmEmail', { body: { UserId: userId, Code: 'wrong-code' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe('InvalidConfirmationCodeException');
    const notAUuid = await server.call('POST', 'AccountService/ConfirmEmail', { body: { UserId: 'abc', Code: code } });
    expect(notAUuid.status).toBe(400);
    const confirmed = await server.call('POST', 'AccountService/ConfirmEmail', { body: { UserId: userId, Code: code } });
    expect(confirmed.status).toBe(200);
    // A second click on the link is still a success.
    expect((await server.call('POST', 'AccountService/ConfirmEmail', { body: { UserId: userId, Code: code } })).status).toBe(200);

    const loggedIn = await login('hamza.t', 'Secret@123');
    expect(loggedIn.status).toBe(200);
    expect(loggedIn.body.Data.is_email_confirmed).toBe(true);
    expect(loggedIn.body.Data.is_phoneNumber_confirmed).toBe(false);
  });

  it('resends the confirmation email at most once a minute, and says the same for unknown users', async () => {
    await server.call('POST', 'CandidateAccountService/SignUp', { body: signUpBody('late.confirmer', { phoneNumber: '3219999999' }), headers: recaptcha });
    const before = (await server.outbox('late.confirmer@mail.test')).length;
    // Too soon: the same answer as any other (a 429 would tell that the account exists), no email.
    const tooSoon = await server.call('POST', 'AccountService/ResendConfirmationEmail', { body: { username: 'late.confirmer' } });
    expect(tooSoon.status).toBe(200);
    expect((await server.outbox('late.confirmer@mail.test')).length).toBe(before);
    server.clock.advance(61);
    const resent = await server.call('POST', 'AccountService/ResendConfirmationEmail', { body: { username: 'late.confirmer' } });
    expect(resent.status).toBe(200);
    expect((await server.outbox('late.confirmer@mail.test')).length).toBe(before + 1);
    const unknown = await server.call('POST', 'AccountService/ResendConfirmationEmail', { body: { username: 'no.such.user' } });
    expect(unknown.status).toBe(200);
    expect(unknown.body.Message).toBe(resent.body.Message);
    // The first link was replaced by the second.
    const code = await linkParameter(server, 'late.confirmer@mail.test', 'Code');
    const userId = await linkParameter(server, 'late.confirmer@mail.test', 'UserId');
    expect((await server.call('POST', 'AccountService/ConfirmEmail', { body: { UserId: userId, Code: code } })).status).toBe(200);
  });

  it('sends no code to a number that is not a mobile number of the chosen country (400 naming the field)', async () => {
    const landline = await server.call('POST', 'AccountService/SendOTP', {
      body: { phoneCode: '+92', phoneNumber: '4235761234', userName: 'hamza.t', countryCode: 'PK' },
    });
    expect(landline.status).toBe(400);
    expect(landline.body.Message).toBe('phoneNumber: Enter a mobile number that is valid in Pakistan, without the country code +92.');
    // The same answer for a name that does not exist: the rule reads the number only.
    const unknown = await server.call('POST', 'AccountService/SendOTP', {
      body: { phoneCode: '+92', phoneNumber: '4235761234', userName: 'no.such.user', countryCode: 'PK' },
    });
    expect(unknown.body).toEqual(landline.body);
    expect(await server.outbox('+924235761234')).toEqual([]);
  });

  it('verifies the phone with a 6-digit OTP (anonymous, during sign-up)', async () => {
    const send = await server.call('POST', 'AccountService/SendOTP', {
      body: { phoneCode: '+92', phoneNumber: '3211234567', userName: 'hamza.t', countryCode: 'PK' },
    });
    expect(send.status).toBe(200);
    expect(send.body.Message).toBe('A new verification code has been sent to your phone.');
    const code = await latestCode(server, '+923211234567');
    const verified = await server.call<VerifyOtpResponse>('POST', 'AccountService/VerifyOTP', {
      body: { UpdateAuthToken: false, PhoneNumber: '3211234567', Code: code, UserName: 'hamza.t' },
    });
    expect(verified.status).toBe(200);
    expect(verified.body.Data.AccessToken).toBeNull();
    // Single use.
    const again = await server.call('POST', 'AccountService/VerifyOTP', {
      body: { UpdateAuthToken: false, PhoneNumber: '3211234567', Code: code, UserName: 'hamza.t' },
    });
    expect(again.status).toBe(400);
    // Anonymous callers get one answer for every failure (issue 20, finding 7).
    expect(again.body.error).toBe('InvalidOtpException');
    const { body } = await login('hamza.t', 'Secret@123');
    expect(body.Data.is_phoneNumber_confirmed).toBe(true);
    // A confirmed phone cannot be changed anonymously.
    server.clock.advance(61);
    const anonymous = await server.call('POST', 'AccountService/SendOTP', {
      body: { phoneCode: '+92', phoneNumber: '3000000000', userName: 'hamza.t', countryCode: 'PK' },
    });
    // Answered like any other name (issue 20, finding 7), but no code is sent.
    expect(anonymous.status).toBe(200);
    expect(await server.outbox('+923000000000')).toEqual([]);
  });
});

describe('OTP limits', () => {
  const sendOtp = (token?: string) =>
    server.call('POST', 'AccountService/SendOTP', {
      token,
      body: { phoneCode: '+92', phoneNumber: '3331112222', userName: 'demo.candidate2', countryCode: 'PK' },
    });
  const verify = (code: string, options: { token?: string; update?: boolean } = {}) =>
    server.call<VerifyOtpResponse>('POST', 'AccountService/VerifyOTP', {
      token: options.token,
      body: { UpdateAuthToken: options.update ?? false, PhoneNumber: '3331112222', Code: code, UserName: 'demo.candidate2' },
    });
  const wrongCode = (code: string) => (code === '000000' ? '000001' : '000000');

  it('throttles resends to one a minute (429 + Retry-After)', async () => {
    const { accessToken } = await server.login('demo.candidate2');
    expect((await sendOtp(accessToken)).status).toBe(200);
    const tooSoon = await sendOtp(accessToken);
    expect(tooSoon.status).toBe(429);
    const wait = Number(tooSoon.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    server.clock.advance(wait);
    expect((await sendOtp(accessToken)).status).toBe(200);
  });

  it('expires a code after 10 minutes', async () => {
    const { accessToken } = await server.login('demo.candidate2');
    server.clock.advance(61);
    await sendOtp(accessToken);
    const code = await latestCode(server, '+923331112222');
    server.clock.advance(10 * 60 + 1);
    const expired = await verify(code, { token: accessToken });
    expect(expired.status).toBe(400);
    expect(expired.body.error).toBe('OtpExpiredException');
  });

  it('allows at most 5 tries, then the code is dead even when right', async () => {
    const { accessToken } = await server.login('demo.candidate2');
    server.clock.advance(61);
    await sendOtp(accessToken);
    const code = await latestCode(server, '+923331112222');
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const wrong = await verify(wrongCode(code), { token: accessToken });
      expect(wrong.status).toBe(400);
      expect(wrong.body.error).toBe('InvalidOtpException');
    }
    const fifth = await verify(wrongCode(code), { token: accessToken });
    expect(fifth.body.error).toBe('OtpAttemptsExceededException');
    const right = await verify(code, { token: accessToken });
    expect(right.status).toBe(400);
    expect(right.body.error).toBe('OtpAttemptsExceededException');
  });

  it('with UpdateAuthToken returns a working new AccessToken and updates the stored phone', async () => {
    const { accessToken } = await server.login('demo.candidate2');
    server.clock.advance(61);
    await sendOtp(accessToken);
    const code = await latestCode(server, '+923331112222');
    const anonymous = await verify(code, { update: true });
    expect(anonymous.status).toBe(401);
    const verified = await verify(code, { token: accessToken, update: true });
    expect(verified.status).toBe(200);
    const newToken = verified.body.Data.AccessToken;
    expect(newToken).toBeTruthy();
    const info = await userInfo(newToken ?? '');
    expect(info.status).toBe(200);
    expect(info.body.Data.PhoneNumber).toBe('3331112222');
    expect(info.body.Data.IsPhoneNumberConfirmed).toBe(true);
  });

  it('refuses another user’s name with my token, and a non-candidate', async () => {
    const { accessToken } = await server.login('demo.candidate');
    const mismatch = await sendOtp(accessToken);
    expect(mismatch.status).toBe(401);
    const teacher = await server.call('POST', 'AccountService/SendOTP', {
      body: { phoneCode: '+92', phoneNumber: '3339990000', userName: 'demo.teacher', countryCode: 'PK' },
    });
    // Anonymous: the same answer as for a candidate, and no SMS (issue 20, finding 7).
    expect(teacher.status).toBe(200);
    expect(await server.outbox('+923339990000')).toEqual([]);
  });
});

describe('passwords: forgot/reset and change', () => {
  it('resets with the emailed single-use code, ends every session, and says the same for unknown users', async () => {
    const session = await server.login('hamza.t', 'Secret@123');
    const sent = await server.call('POST', 'AccountService/SendForgotPasswordEmail', { body: { username: 'hamza.t' } });
    expect(sent.status).toBe(200);
    const unknown = await server.call('POST', 'AccountService/SendForgotPasswordEmail', { body: { username: 'ghost.user' } });
    expect(unknown.body.Message).toBe(sent.body.Message);
    const code = await linkParameter(server, 'hamza.t@mail.test', 'code');
    const mismatch = await server.call('POST', 'AccountService/ResetPassword', {
      body: { username: 'hamza.t', password: 'Fresh@12345', confirmPassword: 'Other@12345', code },
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.Message).toMatch(/^confirmPassword: /);
    const wrong = await server.call('POST', 'AccountService/ResetPassword', {
      body: { username: 'hamza.t', password: 'Fresh@12345', confirmPassword: 'Fresh@12345', code: 'guess' },
    });
    expect(wrong.body.error).toBe('InvalidResetCodeException');
    // ASVS 6.2.4: a common password is refused, naming the field, and the code is not spent.
    const common = await server.call('POST', 'AccountService/ResetPassword', {
      body: { username: 'hamza.t', password: 'iloveyou1', confirmPassword: 'iloveyou1', code },
    });
    expect(common.status).toBe(400);
    expect(common.body.Message).toMatch(/^password: This password is one of the most common ones/);
    const reset = await server.call('POST', 'AccountService/ResetPassword', {
      body: { username: 'hamza.t', password: 'Fresh@12345', confirmPassword: 'Fresh@12345', code },
    });
    expect(reset.status).toBe(200);
    expect((await login('hamza.t', 'Secret@123')).status).toBe(400);
    expect((await login('hamza.t', 'Fresh@12345')).status).toBe(200);
    expect((await userInfo(session.accessToken)).status).toBe(401);
    const reused = await server.call('POST', 'AccountService/ResetPassword', {
      body: { username: 'hamza.t', password: 'Third@12345', confirmPassword: 'Third@12345', code },
    });
    expect(reused.status).toBe(400);
  });

  it('expires a reset code after an hour', async () => {
    server.clock.advance(61);
    await server.call('POST', 'AccountService/SendForgotPasswordEmail', { body: { username: 'hamza.t' } });
    const code = await linkParameter(server, 'hamza.t@mail.test', 'code');
    server.clock.advance(60 * 60 + 1);
    const late = await server.call('POST', 'AccountService/ResetPassword', {
      body: { username: 'hamza.t', password: 'Late@12345', confirmPassword: 'Late@12345', code },
    });
    expect(late.status).toBe(400);
  });

  it('changes the password: old one checked, other sessions ended, this one kept, forced change cleared', async () => {
    const other = await server.login('hamza.t', 'Fresh@12345');
    const current = await server.login('hamza.t', 'Fresh@12345');
    const change = (oldPassword: string, newPassword: string, confirmPassword = newPassword, token = current.accessToken) =>
      server.call('POST', 'AccountService/ChangePassword', { token, body: { oldPassword, newPassword, confirmPassword } });
    expect((await change('Wrong@12345', 'Next@12345')).body.error).toBe('InvalidPasswordException');
    expect((await change('Fresh@12345', 'Next@12345', 'Nope@12345')).body.Message).toMatch(/^confirmPassword: /);
    expect((await change('Fresh@12345', 'Fresh@12345')).status).toBe(400);
    const common = await change('Fresh@12345', 'Password123');
    expect(common.status).toBe(400);
    expect(common.body.Message).toMatch(/^newPassword: This password is one of the most common ones/);
    const unauthenticated = await server.call('POST', 'AccountService/ChangePassword', {
      body: { oldPassword: 'Fresh@12345', newPassword: 'Next@12345', confirmPassword: 'Next@12345' },
    });
    expect(unauthenticated.status).toBe(401);
    const changed = await change('Fresh@12345', 'Next@12345');
    expect(changed.status).toBe(200);
    expect((await userInfo(current.accessToken)).status).toBe(200);
    expect((await userInfo(other.accessToken)).status).toBe(401);
    expect((await login('hamza.t', 'Next@12345')).status).toBe(200);
  });
});

describe('change and verify email', () => {
  it('sends a code to the new address and, verified, updates the email and returns a new token', async () => {
    const { accessToken } = await server.login('demo.candidate', demoPassword);
    const wrongPassword = await server.call('POST', 'AccountService/ChangeEmail', { token: accessToken, body: { NewEmail: 'ayesha@new.test', Password: 'Nope@12345' } });
    expect(wrongPassword.body.error).toBe('InvalidPasswordException');
    const inUse = await server.call('POST', 'AccountService/ChangeEmail', {
      token: accessToken,
      body: { NewEmail: 'demo.candidate2@candidate-portal.local', Password: demoPassword },
    });
    expect(inUse.body.error).toBe('EmailAlreadyExistsException');
    const sent = await server.call('POST', 'AccountService/ChangeEmail', { token: accessToken, body: { NewEmail: 'ayesha@new.test', Password: demoPassword } });
    expect(sent.status).toBe(200);
    const code = await latestCode(server, 'ayesha@new.test');
    const otherAddress = await server.call('POST', 'AccountService/VerifyEmail', { token: accessToken, body: { Email: 'other@new.test', Code: code } });
    expect(otherAddress.status).toBe(400);
    const verified = await server.call<VerifyEmailResponse>('POST', 'AccountService/VerifyEmail', { token: accessToken, body: { Email: 'ayesha@new.test', Code: code } });
    expect(verified.status).toBe(200);
    expect(verified.body.Data.Email).toBe('ayesha@new.test');
    const info = await userInfo(verified.body.Data.AccessToken);
    expect(info.body.Data.Email).toBe('ayesha@new.test');
    const anonymous = await server.call('POST', 'AccountService/VerifyEmail', { body: { Email: 'ayesha@new.test', Code: code } });
    expect(anonymous.status).toBe(401);
    // One code a minute.
    const again = await server.call('POST', 'AccountService/ChangeEmail', {
      token: verified.body.Data.AccessToken,
      body: { NewEmail: 'ayesha@third.test', Password: demoPassword },
    });
    expect(again.status).toBe(429);
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(0);
    // The new address now belongs to this account.
    const taken = await server.call('POST', 'CandidateAccountService/SignUp', {
      body: signUpBody('someone.else', { email: 'AYESHA@new.test', phoneNumber: '3215550000' }),
      headers: recaptcha,
    });
    expect(taken.body.error).toBe('EmailAlreadyExistsException');
  });
});

describe('forced password change', () => {
  it('blocks other authenticated calls until the password is changed', async () => {
    const user = await findUserByUserName(server.app.platform.db, 'demo.candidate2');
    if (!user) throw new Error('seed is missing demo.candidate2');
    await updateUser(server.app.platform.db, user.id, { isForcePwdChange: true });
    const session = await server.login('demo.candidate2', demoPassword);
    const loginInfo = await userInfo(session.accessToken);
    expect(loginInfo.status).toBe(200);
    expect(loginInfo.body.Data.IsForcePwdChange).toBe(true);
    const blocked = await server.call('GET', 'CandidateAccountService/GetHowYouKnowQuestion', { token: session.accessToken });
    expect(blocked.status).toBe(403);
    expect(blocked.body.error).toBe('PasswordChangeRequiredException');
    const changed = await server.call('POST', 'AccountService/ChangePassword', {
      token: session.accessToken,
      body: { oldPassword: demoPassword, newPassword: 'Changed@12345', confirmPassword: 'Changed@12345' },
    });
    expect(changed.status).toBe(200);
    expect((await userInfo(session.accessToken)).body.Data.IsForcePwdChange).toBe(false);
    expect((await server.call('GET', 'CandidateAccountService/GetHowYouKnowQuestion', { token: session.accessToken })).status).toBe(200);
  });
});
