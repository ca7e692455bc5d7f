import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../src/modules/account/account.tables';
import { accessTokenLifetimeSeconds } from '../src/modules/account/tokens';
import { sqlStatements, startTestServer, type TestServer } from './helpers/test-server';

const userInfo = 'AccountService/GetLoggedInUserInfo';
const query = { AppVersionCode: 1, Platform: 1 };

/**
 * Authenticated reads are one round trip (issue #10): the session check and the caller are one
 * prepared statement, and what a route reads beside them (readWithCaller) joins that statement. No
 * cache stands between a token and its session: a revoked or logged-out session is refused at its
 * very next call.
 */
describe('authenticated reads: one statement, never a stale session', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers the logged-in user info from one SQL statement, with the same configuration as ResetConfiguration', async () => {
    const { accessToken } = await server.login();
    const info = await server.call<{ UserName: string; ApplicationMessagesUpdatedOn: string; AppInfo: unknown }>('GET', userInfo, { token: accessToken, query });
    expect(info.status).toBe(200);
    expect(sqlStatements(info)).toBe(1);
    expect(info.body.Data.UserName).toBe('demo.candidate');
    const configuration = await server.call<{ MessagesUpdatedOn: string; AppInfo: unknown }>('GET', 'ConfigurationService/ResetConfiguration', { query: { AppVersionCode: 1 } });
    expect(info.body.Data.ApplicationMessagesUpdatedOn).toBe(configuration.body.Data.MessagesUpdatedOn);
    expect(info.body.Data.AppInfo).toEqual(configuration.body.Data.AppInfo);
  });

  it('refuses a logged-out token at once, after many good calls with it', async () => {
    const { accessToken } = await server.login();
    for (let call = 0; call < 20; call += 1) expect((await server.call('GET', userInfo, { token: accessToken, query })).status).toBe(200);
    expect((await server.call('POST', 'AccountService/Logout', { token: accessToken })).status).toBe(200);
    expect((await server.call('GET', userInfo, { token: accessToken, query })).status).toBe(401);
    expect((await server.call('GET', 'CandidateProgramService/GetMyPrograms', { token: accessToken })).status).toBe(401);
  });

  it('refuses a session revoked in the database (another instance, an admin) at its next call', async () => {
    const { accessToken } = await server.login();
    expect((await server.call('GET', 'CandidateProgramService/GetMyPrograms', { token: accessToken })).status).toBe(200);
    expect((await server.call('GET', userInfo, { token: accessToken, query })).status).toBe(200);
    const [claims] = accessToken.split('.').slice(1, 2).map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()) as { sid: string });
    await server.app.platform.db.update(sessions).set({ revokedAt: new Date(), revokedReason: 'test' }).where(eq(sessions.id, claims?.sid ?? ''));
    expect((await server.call('GET', userInfo, { token: accessToken, query })).status).toBe(401);
    expect((await server.call('GET', 'CandidateProgramService/GetMyPrograms', { token: accessToken })).status).toBe(401);
  });

  // The server remembers tokens whose signature it has verified (tokens.ts): what it remembers must
  // never outlive the token's expiry nor let a different string through.
  it('refuses a remembered token once it expires, and a forged variant of it', async () => {
    const { accessToken } = await server.login();
    expect((await server.call('GET', userInfo, { token: accessToken, query })).status).toBe(200);
    const [header, payload, signature] = accessToken.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const otherPayload = Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString('base64url');
    expect((await server.call('GET', userInfo, { token: `${header}.${otherPayload}.${signature}`, query })).status).toBe(401);
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'AB' : 'AA'}`;
    expect((await server.call('GET', userInfo, { token: `${header}.${payload}.${flipped}`, query })).status).toBe(401);
    server.clock.advance(accessTokenLifetimeSeconds - 1);
    expect((await server.call('GET', userInfo, { token: accessToken, query })).status).toBe(200);
    server.clock.advance(1);
    expect((await server.call('GET', userInfo, { token: accessToken, query })).status).toBe(401);
  });
});
