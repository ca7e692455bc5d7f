import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiRoutes, CANCEL_ALL_REASON } from '@portal/domain';
import { getAppInfo, getCountries, getTimeZones, isApiError, isCancelledRequest, sendOtp } from '../src';
import { callSamples } from './call-samples';
import { startTestServer, type TestServer } from './harness/test-server';
import { createTestClient } from './harness/test-client';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(() => server.close());

/** Resolves once the server has received `count` requests (so they are really in flight). */
async function untilReceived(count: number) {
  for (let attempt = 0; attempt < 200 && server.requests.length < count; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  expect(server.requests.length).toBeGreaterThanOrEqual(count);
}

describe('cancellable GETs', () => {
  it('cancelAll aborts every pending GET with the spec reason; the rejections are recognisable', async () => {
    const { client } = createTestClient(server.baseURL);
    for (const route of [ApiRoutes.getCountries, ApiRoutes.getTimeZones, ApiRoutes.getAppInfo]) {
      server.state.canned.set(`GET ${route.path}`, { status: 200, body: { Data: [], success: true, Message: null, error: null }, delayMs: 3_000 });
    }
    const pending = [getCountries(client), getTimeZones(client), getAppInfo(client)].map((promise) =>
      promise.then(
        () => 'resolved' as const,
        (error: unknown) => error,
      ),
    );
    await untilReceived(3);
    expect(client.pendingCancellable).toBe(3);

    const started = Date.now();
    client.cancelAll(CANCEL_ALL_REASON);
    const outcomes = await Promise.all(pending);

    expect(Date.now() - started).toBeLessThan(1_000);
    for (const outcome of outcomes) {
      expect(isCancelledRequest(outcome)).toBe(true);
      expect(isApiError(outcome)).toBe(false);
      expect((outcome as Error).message).toBe('req canceled by user');
    }
    expect(client.pendingCancellable).toBe(0);
  });

  it('does not cancel mutations: a pending POST completes', async () => {
    const { client } = createTestClient(server.baseURL);
    server.state.canned.set(`POST ${ApiRoutes.sendOtp.path}`, {
      status: 200,
      body: { Data: 'sent', success: true, Message: null, error: null },
      delayMs: 150,
    });
    server.state.canned.set(`GET ${ApiRoutes.getCountries.path}`, { status: 200, body: { Data: [], success: true, Message: null, error: null }, delayMs: 3_000 });
    const post = sendOtp(client, ...callSamples.sendOtp);
    const get = getCountries(client).catch((error: unknown) => error);
    await untilReceived(2);
    client.cancelAll();
    await expect(post).resolves.toBe('sent');
    expect(isCancelledRequest(await get)).toBe(true);
  });

  it("the caller's own signal (TanStack Query's) also cancels, and the registry is released", async () => {
    const { client } = createTestClient(server.baseURL);
    server.state.canned.set(`GET ${ApiRoutes.getCountries.path}`, { status: 200, body: { Data: [], success: true, Message: null, error: null }, delayMs: 3_000 });
    const controller = new AbortController();
    const request = getCountries(client, controller.signal).catch((error: unknown) => error);
    await untilReceived(1);
    controller.abort('query unmounted');
    const error = await request;
    expect(isCancelledRequest(error)).toBe(true);
    expect((error as Error).message).toBe('query unmounted');
    expect(client.pendingCancellable).toBe(0);
  });

  it('completed GETs leave the registry, and cancelAll with nothing pending is harmless', async () => {
    const { client } = createTestClient(server.baseURL);
    await getCountries(client);
    expect(client.pendingCancellable).toBe(0);
    client.cancelAll();
    await expect(getCountries(client)).resolves.toBeDefined();
  });

  it('isCancelledRequest is false for ordinary failures', async () => {
    const { client } = createTestClient(server.baseURL);
    server.state.canned.set(`GET ${ApiRoutes.getCountries.path}`, { status: 404 });
    const error = await getCountries(client).catch((reason: unknown) => reason);
    expect(isCancelledRequest(error)).toBe(false);
    expect(isApiError(error)).toBe(true);
    expect(isCancelledRequest(new Error('req canceled by user'))).toBe(false);
  });
});
