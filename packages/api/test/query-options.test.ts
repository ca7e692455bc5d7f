import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { ApiRoutes } from '@portal/domain';
import {
  accountKeys,
  allMessagesQueryOptions,
  countriesQueryOptions,
  isCancelledRequest,
  loggedInUserInfoQueryOptions,
  logoutMutationOptions,
  messageKeys,
  saveHowYouKnowAnswerMutationOptions,
  shouldRetryQuery,
  ApiError,
  CancelledRequestError,
  profileKeys,
  profileQueryOptions,
  updateProfileMutationOptions,
} from '../src';
import { buildCandidateProfile } from '@portal/domain/fixtures';
import { startTestServer, type TestServer } from './harness/test-server';
import { createTestClient } from './harness/test-client';

let server: TestServer;
let queryClient: QueryClient;
beforeEach(async () => {
  server = await startTestServer();
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
});
afterEach(async () => {
  queryClient.clear();
  await server.close();
});

describe('query keys', () => {
  it('nest under their area so one invalidation covers the area', () => {
    expect(accountKeys.loggedInUserInfo(7)).toEqual(['account', 'logged-in-user-info', 7]);
    expect(accountKeys.loggedInUserInfo(7).slice(0, 2)).toEqual([...accountKeys.loggedInUserInfos()]);
    expect(messageKeys.list('2026-11-01T00:00:00Z')).toEqual(['application-messages', 'list', '2026-11-01T00:00:00Z']);
  });

  it('a new MessagesUpdatedOn stamp is a new query, so messages reload (spec 4)', async () => {
    const { client } = createTestClient(server.baseURL);
    await queryClient.fetchQuery(allMessagesQueryOptions(client, 'stamp-1'));
    await queryClient.fetchQuery(allMessagesQueryOptions(client, 'stamp-1'));
    expect(server.requestsTo(ApiRoutes.getAllMessages.path)).toHaveLength(1);
    await queryClient.fetchQuery(allMessagesQueryOptions(client, 'stamp-2'));
    expect(server.requestsTo(ApiRoutes.getAllMessages.path)).toHaveLength(2);
  });
});

describe('query options', () => {
  it('fetch through the client and cache by key', async () => {
    const { client } = createTestClient(server.baseURL);
    const data = await queryClient.fetchQuery(countriesQueryOptions(client));
    expect(data).toMatchObject({ path: ApiRoutes.getCountries.path });
    expect(queryClient.getQueryData(countriesQueryOptions(client).queryKey)).toEqual(data);
  });

  it("pass TanStack Query's signal: cancelling the query aborts the request", async () => {
    const { client } = createTestClient(server.baseURL);
    server.state.canned.set(`GET ${ApiRoutes.getCountries.path}`, { status: 200, body: { Data: [], success: true, Message: null, error: null }, delayMs: 3_000 });
    const fetching = queryClient.fetchQuery(countriesQueryOptions(client)).catch((error: unknown) => error);
    for (let attempt = 0; attempt < 200 && server.requests.length === 0; attempt += 1) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(client.pendingCancellable).toBe(1);
    await queryClient.cancelQueries({ queryKey: countriesQueryOptions(client).queryKey });
    await fetching;
    // The abort travels through axios and the interceptors before the registry lets go.
    await vi.waitFor(() => expect(client.pendingCancellable).toBe(0), { timeout: 1_000 });
  });
});

describe('mutation options', () => {
  it('saving the how-you-know answer invalidates the user info (spec 4: marks it answered)', async () => {
    const { client } = createTestClient(server.baseURL, { accessToken: 'access-1', refreshToken: 'refresh-1' });
    await queryClient.fetchQuery(loggedInUserInfoQueryOptions(client, 3));
    expect(queryClient.getQueryState(accountKeys.loggedInUserInfo(3))?.isInvalidated).toBe(false);
    const observer = new MutationObserver(queryClient, saveHowYouKnowAnswerMutationOptions(client, queryClient));
    await observer.mutate({ QuestionId: 1, OptionId: 2, Detail: null });
    expect(queryClient.getQueryState(accountKeys.loggedInUserInfo(3))?.isInvalidated).toBe(true);
  });

  it('logout clears the tokens and the query cache even when the server call fails', async () => {
    const { client, tokenStore } = createTestClient(server.baseURL, { accessToken: 'access-1', refreshToken: 'refresh-1' });
    await queryClient.fetchQuery(countriesQueryOptions(client));
    server.state.canned.set(`POST ${ApiRoutes.logout.path}`, { status: 503 });
    const observer = new MutationObserver(queryClient, logoutMutationOptions(client, queryClient));
    await expect(observer.mutate()).rejects.toMatchObject({ status: 503 });
    expect(tokenStore.getAccessToken()).toBeNull();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });

  it('logout reaches the server with the bearer token, and clears the tokens only afterwards', async () => {
    const { client, tokenStore } = createTestClient(server.baseURL, { accessToken: 'access-1', refreshToken: 'refresh-1' });
    const observer = new MutationObserver(queryClient, logoutMutationOptions(client, queryClient));
    await observer.mutate();
    expect(server.requests.map((request) => request.headers.authorization)).toEqual(['Bearer access-1']);
    expect(tokenStore.getAccessToken()).toBeNull();
    expect(tokenStore.getRefreshToken()).toBeNull();
  });

  it('logout stops waiting for a slow server after timeoutMs and still clears the tokens', async () => {
    const { client, tokenStore } = createTestClient(server.baseURL, { accessToken: 'access-1', refreshToken: 'refresh-1' });
    server.state.canned.set(`POST ${ApiRoutes.logout.path}`, { status: 200, delayMs: 5_000 });
    const observer = new MutationObserver(queryClient, logoutMutationOptions(client, queryClient, { timeoutMs: 50 }));
    await expect(observer.mutate()).rejects.toBeDefined();
    expect(tokenStore.getAccessToken()).toBeNull();
  });
});

describe('profile update', () => {
  it('refreshes the token (spec 4) and invalidates the profile and user info', async () => {
    const { client, tokenStore } = createTestClient(server.baseURL, { accessToken: 'access-1', refreshToken: 'refresh-1' });
    await queryClient.fetchQuery(profileQueryOptions(client));
    const observer = new MutationObserver(queryClient, updateProfileMutationOptions(client, queryClient));
    await observer.mutate(buildCandidateProfile());
    expect(server.state.refreshCalls).toBe(1);
    expect(tokenStore.getAccessToken()).toBe('access-2');
    expect(queryClient.getQueryState(profileKeys.detail())?.isInvalidated).toBe(true);
  });
});

describe('shouldRetryQuery', () => {
  it('never retries cancelled requests or client errors; retries network and server errors twice', () => {
    const apiError = (status: number | null) => new ApiError({ status, statusText: '', message: '', exception: null });
    expect(isCancelledRequest(new CancelledRequestError())).toBe(true);
    expect(shouldRetryQuery(0, new CancelledRequestError())).toBe(false);
    expect(shouldRetryQuery(0, apiError(404))).toBe(false);
    expect(shouldRetryQuery(0, apiError(null))).toBe(true);
    expect(shouldRetryQuery(1, apiError(503))).toBe(true);
    expect(shouldRetryQuery(2, apiError(503))).toBe(false);
  });
});
