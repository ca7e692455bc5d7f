import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRoutes } from '@portal/domain';
import { ApiError, getHowYouKnowQuestion, getLoggedInUserInfo, isApiError, isCancelledRequest, saveHowYouKnowAnswer } from '../src';
import { startTestServer, type TestServer } from './harness/test-server';
import { createTestClient } from './harness/test-client';

const userInfoPath = ApiRoutes.getLoggedInUserInfo.path;
const questionPath = ApiRoutes.getHowYouKnowQuestion.path;
const answerPath = ApiRoutes.saveHowYouKnowAnswer.path;

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
  server.state.protectedPaths = new Set([userInfoPath, questionPath, answerPath]);
});
afterEach(() => server.close());

/** A client whose stored access token the server no longer accepts (expired), with a valid refresh token. */
function expiredSession() {
  return createTestClient(server.baseURL, { accessToken: 'expired-access', refreshToken: server.state.validRefreshToken });
}

describe('401 -> one shared refresh -> retry', () => {
  it('refreshes exactly once for 10 concurrent 401s and retries each request once with the new token', async () => {
    const { client, tokenStore, onLogout } = expiredSession();
    // Stagger the 401s around the refresh: some arrive while it is in flight, some after it finished.
    server.state.refreshDelayMs = 40;
    server.state.unauthorizedDelayMs = (index) => index * 12;

    const results = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        index % 2 === 0 ? getLoggedInUserInfo(client, index) : getHowYouKnowQuestion(client),
      ),
    );

    expect(server.state.refreshCalls).toBe(1);
    expect(server.state.unauthorizedCount).toBe(10);
    expect(results).toHaveLength(10);
    const newBearer = `Bearer ${server.state.validAccessToken}`;
    expect(server.state.validAccessToken).toBe('access-2');
    for (const result of results) expect(result).toMatchObject({ authorization: newBearer });
    const retried = server.requests.filter((request) => request.headers.authorization === newBearer);
    expect(retried).toHaveLength(10);
    expect(tokenStore.getAccessToken()).toBe('access-2');
    expect(tokenStore.getRefreshToken()).toBe('refresh-2');
    expect(onLogout).not.toHaveBeenCalled();
  });

  it('sends the current access and refresh tokens to token/refresh', async () => {
    const { client } = expiredSession();
    await getLoggedInUserInfo(client, 1);
    const [refresh] = server.requestsTo(ApiRoutes.refreshToken.path);
    expect(refresh?.method).toBe('POST');
    expect(JSON.parse(refresh?.body.toString() ?? '{}')).toEqual({ AccessToken: 'expired-access', RefreshToken: 'refresh-1' });
  });

  it('retries a POST after the refresh with the same body', async () => {
    const { client } = expiredSession();
    await saveHowYouKnowAnswer(client, { QuestionId: 1, OptionId: 3, Detail: 'A friend' });
    const attempts = server.requestsTo(answerPath);
    expect(attempts).toHaveLength(2);
    expect(attempts[1]?.body.toString()).toBe(attempts[0]?.body.toString());
    expect(JSON.parse(attempts[1]?.body.toString() ?? '{}')).toEqual({ QuestionId: 1, OptionId: 3, Detail: 'A friend' });
  });

  it('a failing refresh (400) logs out exactly once and rejects every waiting request', async () => {
    const { client, tokenStore, onLogout } = expiredSession();
    server.state.refreshFailureStatus = 400;
    server.state.refreshDelayMs = 30;
    server.state.unauthorizedDelayMs = (index) => index * 5;

    const outcomes = await Promise.allSettled(Array.from({ length: 10 }, () => getLoggedInUserInfo(client, 1)));

    expect(server.state.refreshCalls).toBe(1);
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(tokenStore.getAccessToken()).toBeNull();
    expect(tokenStore.getRefreshToken()).toBeNull();
    for (const outcome of outcomes) {
      expect(outcome.status).toBe('rejected');
      const reason = (outcome as PromiseRejectedResult).reason as unknown;
      expect(isApiError(reason)).toBe(true);
      expect(reason).toMatchObject({ status: 401, statusText: 'Need auth' });
    }
    // After logout, a further 401 neither refreshes nor logs out again.
    await expect(getLoggedInUserInfo(client, 1)).rejects.toMatchObject({ status: 401 });
    expect(server.state.refreshCalls).toBe(1);
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('a refresh answered with 401 also logs out once, without refreshing the refresh call', async () => {
    const { client, onLogout } = expiredSession();
    server.state.refreshFailureStatus = 401;
    const outcomes = await Promise.allSettled([getLoggedInUserInfo(client, 1), getHowYouKnowQuestion(client)]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected']);
    expect(server.state.refreshCalls).toBe(1);
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('a transient refresh failure (503) rejects the waiting requests but keeps the session', async () => {
    const { client, tokenStore, onLogout } = expiredSession();
    server.state.refreshFailureStatus = 503;
    const error = await getLoggedInUserInfo(client, 1).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 503, statusText: 'Service Unavailable' });
    expect(onLogout).not.toHaveBeenCalled();
    expect(tokenStore.getRefreshToken()).toBe('refresh-1');
  });

  it('never loops: a retried request that gets 401 again fails without a second refresh', async () => {
    const { client, onLogout } = expiredSession();
    server.state.protectedPaths.delete(questionPath);
    server.state.canned.set(`GET ${questionPath}`, { status: 401, body: { Data: null, success: false, Message: 'Denied', error: null } });

    await expect(getHowYouKnowQuestion(client)).rejects.toMatchObject({ status: 401, statusText: 'Need auth', message: 'Denied' });
    expect(server.requestsTo(questionPath)).toHaveLength(2);
    expect(server.state.refreshCalls).toBe(1);
    expect(onLogout).not.toHaveBeenCalled();
  });

  it('does not refresh for a 401 from an anonymous route', async () => {
    const { client, onLogout } = expiredSession();
    server.state.canned.set(`GET ${ApiRoutes.getAppInfo.path}`, { status: 401 });
    await expect(client.call(ApiRoutes.getAppInfo)).rejects.toMatchObject({ status: 401 });
    expect(server.state.refreshCalls).toBe(0);
    expect(onLogout).not.toHaveBeenCalled();
  });

  it('logs out without a refresh call when there is no refresh token', async () => {
    const { client, onLogout } = createTestClient(server.baseURL, { accessToken: 'expired-access', refreshToken: '' });
    await expect(getLoggedInUserInfo(client, 1)).rejects.toMatchObject({ status: 401 });
    expect(server.state.refreshCalls).toBe(0);
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('a GET cancelled while it waits for the refresh rejects as cancelled and is not retried', async () => {
    const { client, tokenStore } = expiredSession();
    server.state.refreshDelayMs = 1_000;
    const pending = getLoggedInUserInfo(client, 1).catch((error: unknown) => error);
    for (let attempt = 0; attempt < 200 && server.state.refreshCalls === 0; attempt += 1) await new Promise((resolve) => setTimeout(resolve, 5));
    const cancelledAt = Date.now();
    client.cancelAll();
    expect(isCancelledRequest(await pending)).toBe(true);
    // It stops waiting at once, not when the refresh ends.
    expect(Date.now() - cancelledAt).toBeLessThan(500);
    expect(tokenStore.getAccessToken()).toBe('expired-access');
    // The refresh itself (a POST) is not cancelled: the session still gets its new pair.
    await vi.waitFor(() => expect(tokenStore.getAccessToken()).toBe('access-2'), { timeout: 2_000 });
    expect(server.requestsTo(userInfoPath)).toHaveLength(1);
  });

  it('refreshSession() shares the one in-flight refresh with interceptor-driven refreshes', async () => {
    const { client } = expiredSession();
    server.state.refreshDelayMs = 30;
    const [pair] = await Promise.all([client.refreshSession(), client.refreshSession(), getLoggedInUserInfo(client, 1)]);
    expect(pair).toEqual({ accessToken: 'access-2', refreshToken: 'refresh-2' });
    expect(server.state.refreshCalls).toBe(1);
  });
});
