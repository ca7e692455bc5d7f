import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHousekeeping } from '../src/jobs/housekeeping';
import { startTestServer, type TestServer } from './helpers/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('housekeeping', () => {
  it('deletes sessions a day after revocation or expiry, and expired codes, but keeps live ones', async () => {
    const { account, files } = server.app.modules;
    const housekeeping = createHousekeeping([account.sweep, files.sweep], server.app.log);
    const revoked = await server.login();
    await server.call('POST', 'AccountService/Logout', { token: revoked.accessToken });
    await server.call('POST', 'AccountService/SendForgotPasswordEmail', { body: { username: 'demo.candidate' } });
    expect(await housekeeping.run()).toEqual({ sessions: 0, codes: 0, files: { unsaved: 0, partial: 0, failed: 0 } });

    server.clock.advance(26 * 60 * 60);
    const live = await server.login();
    expect(await housekeeping.run()).toEqual({ sessions: 1, codes: 1, files: { unsaved: 0, partial: 0, failed: 0 } });
    // The live session still refreshes.
    const refreshed = await server.call('POST', 'token/refresh', { body: { AccessToken: live.accessToken, RefreshToken: live.refreshToken } });
    expect(refreshed.status).toBe(200);
    // A replay of the deleted session's refresh token is simply unknown.
    const replay = await server.call('POST', 'token/refresh', { body: { AccessToken: revoked.accessToken, RefreshToken: revoked.refreshToken } });
    expect(replay.status).toBe(400);
    expect(replay.body.error).toBe('InvalidRefreshTokenException');
  });
});
