import { lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestCounts } from '../src/platform/rate-limit/request-counts.tables';
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

  it("deletes per-address request windows older than a day, and keeps the current ones", async () => {
    const { db } = server.app.platform;
    const olderThanADay = () => db.$count(requestCounts, lt(requestCounts.windowStart, new Date(server.clock.now().getTime() - 24 * 60 * 60 * 1000)));
    expect((await server.call('GET', 'LocationService/GetCountries')).status).toBe(200);
    server.clock.advance(25 * 60 * 60);
    // A call in a new window counts and nothing more: the day-old window is still there.
    expect((await server.call('GET', 'LocationService/GetCountries')).status).toBe(200);
    expect(await olderThanADay()).toBeGreaterThan(0);
    const current = await db.$count(requestCounts);

    await server.app.runHousekeepingNow();
    expect(await olderThanADay()).toBe(0);
    expect(await db.$count(requestCounts)).toBeGreaterThan(0);
    expect(await db.$count(requestCounts)).toBeLessThan(current);
  });
});
