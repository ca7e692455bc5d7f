import type { VerifyOtpResponse } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

// Finding 6 of issue 20: with a must-change-password account's token, SendOTP and VerifyOTP
// (UpdateAuthToken) succeeded and issued a new access token. Routes the table marks `auth: false`
// that read a token when one is sent (optionalAuth) must admit the caller like every other route.
describe('a forced password change blocks the routes that take an optional token too', () => {
  const phone = { phoneCode: '+92', phoneNumber: '3219876000', userName: 'demo.newstart', countryCode: 'PK' };

  it('answers 403 PasswordChangeRequiredException on SendOTP and VerifyOTP with the token', async () => {
    const { accessToken } = await server.login('demo.newstart');
    const send = await server.call('POST', 'AccountService/SendOTP', { token: accessToken, body: phone });
    expect(send.status).toBe(403);
    expect(send.body).toMatchObject({ success: false, error: 'PasswordChangeRequiredException' });
    const verify = await server.call<VerifyOtpResponse>('POST', 'AccountService/VerifyOTP', {
      token: accessToken,
      body: { UpdateAuthToken: true, PhoneNumber: phone.phoneNumber, Code: '123456', UserName: 'demo.newstart' },
    });
    expect(verify.status).toBe(403);
    expect(verify.body).toMatchObject({ success: false, error: 'PasswordChangeRequiredException', Data: null });
  });

  it('sends no SMS for the blocked call', async () => {
    expect(await server.outbox('+923219876000')).toEqual([]);
  });

  it('lets the same calls through once the password is changed', async () => {
    const { accessToken } = await server.login('demo.newstart');
    const changed = await server.call('POST', 'AccountService/ChangePassword', {
      token: accessToken,
      body: { oldPassword: 'Demo@12345', newPassword: 'Changed@12345', confirmPassword: 'Changed@12345' },
    });
    expect(changed.status).toBe(200);
    const send = await server.call('POST', 'AccountService/SendOTP', { token: accessToken, body: phone });
    expect(send.status).toBe(200);
  });
});
