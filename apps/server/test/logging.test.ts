import { CandidateProfile, NotificationsApiRoutes, ProfileApiRoutes } from '@portal/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CapturedLog, demoPassword, startTestServer, type TestServer } from './helpers/test-server';

// Finding 5 of issue 20: a failed query logged its SQL parameters (a whole profile with the national
// ID number, phones and address; push tokens). Logs carry error codes and ids, never parameters,
// bodies, tokens, passwords or codes (ASVS 5.0 V16.2.5, V14.2.4).
let server: TestServer;
const log = new CapturedLog();
beforeAll(async () => {
  server = await startTestServer({ logLevel: 'info', accessLog: true }, { logDestination: log });
});
afterAll(async () => {
  await server?.close();
});

const nationalId = '35202-9876543-1';
const address = 'House 99, Street 12, Secret Garden Town';
const phone = '3005551234';
const pushToken = 'push-token-that-must-never-be-logged-0123456789';

describe('logs without personal data', () => {
  it('logs a failing profile query with its error code and request id, not the national ID, phone or address', async () => {
    const { accessToken } = await server.login();
    const current = CandidateProfile.parse((await server.call('GET', ProfileApiRoutes.getProfile.path, { token: accessToken })).body.Data);
    // Make the next write fail in the database itself (a check the application knows nothing of).
    await server.app.platform.db.execute(sql`ALTER TABLE candidate_profiles ADD CONSTRAINT issue20_refuse_failtown CHECK (profile->>'City' <> 'Failtown')`);
    const failed = await server.call('POST', ProfileApiRoutes.updateProfile.path, {
      token: accessToken,
      body: { ...current, City: 'Failtown', StudentCnic: nationalId, CurrentAddress: address, PermanentAddress: address, GuardianPhone: phone },
    });
    expect(failed.status).toBe(500);
    const requestId = failed.headers.get('x-request-id');
    const entry = log.entries().find((line) => line.level === 50 && line.reqId === requestId);
    expect(entry?.err).toMatchObject({ code: '23514' });
    expect(log.text).not.toContain(nationalId);
    expect(log.text).not.toContain('Secret Garden');
    expect(log.text).not.toContain(phone);
    expect(log.text).not.toContain(accessToken);
  });

  it('does not log a push token whose save failed', async () => {
    const { accessToken } = await server.login();
    await server.app.platform.db.execute(sql`ALTER TABLE push_tokens ADD CONSTRAINT issue20_refuse_token CHECK (length(token) < 40)`);
    const failed = await server.call('POST', NotificationsApiRoutes.savePushToken.path, { token: accessToken, body: { Token: pushToken } });
    expect(failed.status).toBe(500);
    expect(log.entries().some((line) => line.level === 50 && line.reqId === failed.headers.get('x-request-id'))).toBe(true);
    expect(log.text).not.toContain(pushToken);
  });

  it('keeps codes and credentials in URLs and headers out of the request log', async () => {
    await server.call('GET', '/account/resetPassword', { query: { username: 'demo.candidate', code: 'reset-code-SECRET-value' } });
    await server.call('GET', '/__dev/outbox', { query: { to: 'demo.candidate@candidate-portal.local' } });
    await server.call('POST', 'oauthService/token', {
      form: { username: 'demo.candidate', password: demoPassword, grant_type: 'password' },
      headers: { 'recaptcha-token': 'recaptcha-SECRET-token', cookie: 'session=cookie-SECRET' },
    });
    expect(log.text).toContain('/account/resetPassword');
    expect(log.text).not.toContain('reset-code-SECRET-value');
    expect(log.text).not.toContain('demo.candidate@candidate-portal.local');
    expect(log.text).not.toContain('SECRET');
    expect(log.text).not.toContain(demoPassword);
  });
});
