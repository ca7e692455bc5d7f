import { readdirSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiRoutes, ApiRoutesByArea, CourseType, MessageAudience, NotificationFilter } from '@portal/domain';
import { clientCalls, clientCallsByArea, wireRoutes, getLoggedInUserInfo, getMyCourses, getMyEBooks, getNotifications, markNotificationAsRead, savePushToken, getMessagesForEnum, isUserNameUnique, login, logout, signUp, verifyOtp, type ClientCallName } from '../src';
import { callSamples, invokeSample } from './call-samples';
import { BASE_PATH, startTestServer, type TestServer } from './harness/test-server';
import { createTestClient, SECURITY_HEADER } from './harness/test-client';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(() => server.close());

const names = Object.keys(clientCalls) as ClientCallName[];

describe('one client function per wire route', () => {
  it('covers every route of routes.ts and nothing else', () => {
    expect([...names].sort()).toEqual(Object.keys(ApiRoutes).sort());
  });

  it('has one service folder per area of the domain, named alike, holding that area\'s calls', async () => {
    const folders = readdirSync(new URL('../src/services', import.meta.url), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(folders.sort()).toEqual(Object.keys(ApiRoutesByArea).sort());
    for (const [area, table] of Object.entries(ApiRoutesByArea)) {
      const calls = clientCallsByArea[area as keyof typeof clientCallsByArea];
      expect(Object.keys(calls).sort(), area).toEqual(Object.keys(table).sort());
      const exported = Object.values(await import(`../src/services/${area}/index.ts`));
      for (const call of Object.values(calls)) expect(exported, `${area}: ${call.name}`).toContain(call);
    }
  });

  it.each(names)('%s calls its route (method + path) with the security header, and the bearer only when the route needs it', async (name) => {
    const { client } = createTestClient(server.baseURL, { accessToken: server.state.validAccessToken, refreshToken: 'refresh-1' });
    await invokeSample(client, name, clientCalls);
    const route = wireRoutes[name];
    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    expect(request?.method).toBe(route.method);
    // The samples pass 1 for every `{Name}` path parameter (getInvoicePdf).
    expect(request?.path).toBe(`${BASE_PATH}${route.path.replace(/\{\w+\}/g, '1')}`);
    expect(request?.headers[SECURITY_HEADER.name.toLowerCase()]).toBe(SECURITY_HEADER.value);
    if (route.auth) expect(request?.headers.authorization).toBe(`Bearer ${server.state.validAccessToken}`);
    else expect(request?.headers.authorization).toBeUndefined();
  });

  it('an authenticated call without a stored token sends no bearer', async () => {
    const { client } = createTestClient(server.baseURL);
    await getLoggedInUserInfo(client, 3);
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
  });
});

describe('payloads', () => {
  it('login is form-encoded with username, password and grant_type=password, and resolves to the token body', async () => {
    const { client } = createTestClient(server.baseURL);
    const response = await login(client, { username: 'candidate', password: 'Secret#123' });
    const [request] = server.requestsTo(ApiRoutes.login.path);
    expect(request?.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    const form = new URLSearchParams(request?.body.toString());
    expect([...form.entries()]).toEqual([
      ['username', 'candidate'],
      ['password', 'Secret#123'],
      ['grant_type', 'password'],
    ]);
    // Not an envelope: the OAuth body comes back as it is.
    expect(response).toMatchObject({ access_token: 'access-1', refresh_token: 'refresh-1', user_role: 'candidate' });
  });

  it('login sends a solved challenge in the recaptcha-token header only when given one', async () => {
    const { client } = createTestClient(server.baseURL);
    await login(client, { username: 'candidate', password: 'Secret#123' }, 'solved-challenge');
    await login(client, { username: 'candidate', password: 'Secret#123' });
    const [challenged, plain] = server.requestsTo(ApiRoutes.login.path);
    expect(challenged?.headers['recaptcha-token']).toBe('solved-challenge');
    expect(plain?.headers['recaptcha-token']).toBeUndefined();
  });

  it('the logged-in user info query carries AppVersionCode and Platform=1', async () => {
    const { client } = createTestClient(server.baseURL);
    await getLoggedInUserInfo(client, 57);
    expect(Object.fromEntries(server.requests[0]?.query ?? [])).toEqual({ AppVersionCode: '57', Platform: '1' });
  });

  it('messages for an audience send the Audience enum (ClientSide by default)', async () => {
    const { client } = createTestClient(server.baseURL);
    await getMessagesForEnum(client);
    await getMessagesForEnum(client, MessageAudience.All);
    expect(server.requests.map((request) => request.query.get('Audience'))).toEqual(['2', '4']);
  });

  it('logout sends no body: the bearer names the session', async () => {
    const { client } = createTestClient(server.baseURL, { accessToken: 'access-1', refreshToken: 'refresh-1' });
    await logout(client);
    expect(server.requests[0]?.body.length).toBe(0);
  });

  it('dashboard lists send CourseType (Active 1 by default)', async () => {
    const { client } = createTestClient(server.baseURL, { accessToken: 'access-1', refreshToken: 'refresh-1' });
    await getMyCourses(client);
    await getMyCourses(client, CourseType.Archive);
    await getMyEBooks(client);
    expect(server.requests.map((request) => request.query.get('CourseType'))).toEqual(['1', '2', '1']);
  });

  it('notifications page by filter and cursor; mark-as-read and push token send their bodies', async () => {
    const { client } = createTestClient(server.baseURL, { accessToken: 'access-1', refreshToken: 'refresh-1' });
    await getNotifications(client, { filter: NotificationFilter.unread, lessThanCandidateNotificationId: 40 });
    expect(Object.fromEntries(server.requests[0]?.query ?? [])).toEqual({ filter: '3', lessThanCandidateNotificationId: '40' });
    await markNotificationAsRead(client, 7);
    expect(JSON.parse(server.requests[1]?.body.toString() ?? '{}')).toEqual({ CandidateNotificationId: 7 });
    await savePushToken(client, 'fcm-token');
    expect(JSON.parse(server.requests[2]?.body.toString() ?? '{}')).toEqual({ Token: 'fcm-token' });
  });

  it('username uniqueness sends userName in the query', async () => {
    const { client } = createTestClient(server.baseURL);
    await isUserNameUnique(client, 'ayesha.khan');
    expect(server.requests[0]?.query.get('userName')).toBe('ayesha.khan');
  });

  it('sign-up sends the recaptcha-token header and the fields as JSON', async () => {
    const { client } = createTestClient(server.baseURL);
    await signUp(client, ...callSamples.signUp);
    const [request] = server.requests;
    expect(request?.headers['recaptcha-token']).toBe('recaptcha-token-value');
    expect(request?.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(request?.body.toString() ?? '{}')).toEqual(callSamples.signUp[0]);
  });

  it('verify OTP with UpdateAuthToken replaces the stored access token, keeping the refresh token', async () => {
    const { client, tokenStore } = createTestClient(server.baseURL, { accessToken: 'access-1', refreshToken: 'refresh-1' });
    server.state.canned.set(`POST ${ApiRoutes.verifyOtp.path}`, {
      status: 200,
      body: { Data: { AccessToken: 'access-after-otp' }, success: true, Message: null, error: null },
    });
    await verifyOtp(client, { ...callSamples.verifyOtp[0], UpdateAuthToken: true });
    expect(tokenStore.getAccessToken()).toBe('access-after-otp');
    expect(tokenStore.getRefreshToken()).toBe('refresh-1');
  });
});

describe('envelope', () => {
  it('resolves to Data exactly', async () => {
    const { client } = createTestClient(server.baseURL);
    const data = { LatestAppCode: 12, ForceUpdateApp: true };
    server.state.canned.set(`GET ${ApiRoutes.getAppInfo.path}`, { status: 200, body: { Data: data, success: true, Message: 'ok', error: null } });
    await expect(clientCalls.getAppInfo(client)).resolves.toEqual(data);
  });

  it('resolves to falsy Data values too (false, 0, null)', async () => {
    const { client } = createTestClient(server.baseURL);
    for (const value of [false, 0, null]) {
      server.state.canned.set(`GET ${ApiRoutes.isUserNameUnique.path}`, { status: 200, body: { Data: value, success: true, Message: null, error: null } });
      await expect(isUserNameUnique(client, 'taken')).resolves.toBe(value);
    }
  });

  it('rejects a success:false envelope even with status 200', async () => {
    const { client } = createTestClient(server.baseURL);
    server.state.canned.set(`GET ${ApiRoutes.getAppInfo.path}`, {
      status: 200,
      body: { Data: null, success: false, Message: 'No active program found', error: 'NoActiveProgramFoundException' },
    });
    await expect(clientCalls.getAppInfo(client)).rejects.toMatchObject({
      status: 200,
      message: 'No active program found',
      exception: 'NoActiveProgramFoundException',
    });
  });
});
