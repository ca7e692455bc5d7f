import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { Agent } from 'node:https';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Duplex } from 'node:stream';
import { defaultCandidateSettings, NotificationsApiRoutes } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createFirebasePushMessaging,
  createLocalPushMessaging,
  type PushMessaging,
  type PushTopicResult,
} from '../src/platform/push/push-messaging';
import { loadConfig } from '../src/config';
import { pushTokens, pushTopicSubscriptions } from '../src/modules/notifications/notifications.tables';
import type { Caller } from '../src/modules/account';
import { createNotificationService, pushTopicAll } from '../src/modules/notifications/notifications.service';
import { startTestServer, type TestServer } from './helpers/test-server';

const saveRoute = NotificationsApiRoutes.savePushToken.path;

/*
 * No test here may reach the internet (the real FCM call is NOT exercised). Every connection to a
 * host other than this machine is refused before DNS and recorded, so a test that would go out
 * fails instead (the Admin SDK's token fetch to oauth2.googleapis.com is caught here).
 */
const outgoing: string[] = [];
const originalConnect = net.Socket.prototype.connect;
const loopback = new Set(['127.0.0.1', 'localhost', '::1', undefined]);
beforeAll(() => {
  net.Socket.prototype.connect = function guardedConnect(this: net.Socket, ...args: unknown[]) {
    const options = args[0];
    const host =
      typeof options === 'object' && options !== null && !Array.isArray(options)
        ? (options as { host?: string; path?: string })
        : undefined;
    const target = host?.path
      ? undefined
      : host
        ? host.host
        : typeof args[1] === 'string'
          ? args[1]
          : undefined;
    if (!loopback.has(target)) {
      outgoing.push(String(target));
      throw new Error(`test guard: no network (${String(target)})`);
    }
    return (originalConnect as (...parameters: unknown[]) => net.Socket).apply(this, args);
  } as typeof net.Socket.prototype.connect;
});
afterAll(() => {
  net.Socket.prototype.connect = originalConnect;
});

async function subscriptionRows(server: TestServer, token: string) {
  return server.app.platform.db
    .select()
    .from(pushTopicSubscriptions)
    .where(eq(pushTopicSubscriptions.token, token));
}

async function tokenRows(server: TestServer, token: string) {
  return server.app.platform.db.select().from(pushTokens).where(eq(pushTokens.token, token));
}

describe('SavePushToken subscribes the token to the topic "all" (local adapter)', () => {
  let server: TestServer;
  let tokenA: string;
  let tokenB: string;
  let userA: string;
  let userB: string;
  beforeAll(async () => {
    server = await startTestServer();
    ({ accessToken: tokenA, userId: userA } = await server.login());
    ({ accessToken: tokenB, userId: userB } = await server.login('demo.candidate2'));
  });
  afterAll(async () => {
    await server?.close();
  });

  it('uses the local adapter without FIREBASE_* and records the subscription in the database', async () => {
    expect(server.app.platform.push.kind).toBe('local');
    const subscribe = vi.spyOn(server.app.platform.push, 'subscribeToTopic');
    const result = await server.call('POST', saveRoute, {
      token: tokenA,
      body: { Token: 'device-token-1' },
    });
    expect(result.status).toBe(200);
    expect(subscribe).toHaveBeenCalledTimes(1);
    expect(subscribe).toHaveBeenCalledWith(['device-token-1'], 'all');
    expect(await tokenRows(server, 'device-token-1')).toMatchObject([{ userId: userA }]);
    const [row] = await subscriptionRows(server, 'device-token-1');
    expect(row).toMatchObject({ topic: 'all', attempts: 1, lastError: null });
    expect(row?.subscribedAt).toEqual(server.clock.now());
    subscribe.mockRestore();
  });

  it('saving the same token again neither duplicates rows nor calls the provider again', async () => {
    const subscribe = vi.spyOn(server.app.platform.push, 'subscribeToTopic');
    for (let round = 0; round < 2; round += 1) {
      const result = await server.call('POST', saveRoute, {
        token: tokenA,
        body: { Token: 'device-token-1' },
      });
      expect(result.status).toBe(200);
    }
    expect(subscribe).not.toHaveBeenCalled();
    expect(await tokenRows(server, 'device-token-1')).toHaveLength(1);
    expect(await subscriptionRows(server, 'device-token-1')).toMatchObject([
      { topic: 'all', attempts: 1 },
    ]);
    subscribe.mockRestore();
  });

  it('a token saved by another candidate moves to them and stays subscribed once', async () => {
    const result = await server.call('POST', saveRoute, {
      token: tokenB,
      body: { Token: 'device-token-1' },
    });
    expect(result.status).toBe(200);
    expect(await tokenRows(server, 'device-token-1')).toMatchObject([{ userId: userB }]);
    expect(await subscriptionRows(server, 'device-token-1')).toHaveLength(1);
  });

  it('refuses a missing token with a 400 and subscribes nothing', async () => {
    const before = await server.app.platform.db.select().from(pushTopicSubscriptions);
    const result = await server.call('POST', saveRoute, { token: tokenA, body: {} });
    expect(result.status).toBe(400);
    expect(result.body.Message).toContain('Token');
    expect(await server.app.platform.db.select().from(pushTopicSubscriptions)).toHaveLength(
      before.length,
    );
  });

  it('the local adapter logs each call and never fails', async () => {
    const lines: { object: object; message: string }[] = [];
    const local = createLocalPushMessaging({
      info: (object, message) => lines.push({ object, message }),
    });
    expect(await local.subscribeToTopic(['a-very-long-device-token'], 'all')).toEqual({
      failures: [],
    });
    expect(await local.unsubscribeFromTopic(['short'], 'all')).toEqual({ failures: [] });
    expect(lines).toEqual([
      {
        object: { topic: 'all', tokens: ['a-very-l…'] },
        message: expect.stringContaining('subscribed to topic') as string,
      },
      {
        object: { topic: 'all', tokens: ['short'] },
        message: expect.stringContaining('unsubscribed from topic') as string,
      },
    ]);
  });
});

/** What the notification service needs, from the test server (settings: the defaults). */
function serviceContext(server: TestServer) {
  return {
    ...server.app.platform,
    clock: server.clock.now,
    log: { warn: () => {} },
    settingsOf: async () => defaultCandidateSettings,
    publicWebUrl: server.baseUrl,
  };
}

/** An adapter the test controls: fails while `down`, or refuses the listed tokens. */
function controllableAdapter() {
  const state = { down: true, refused: new Set<string>(), calls: [] as string[][] };
  const adapter: PushMessaging = {
    kind: 'firebase',
    async subscribeToTopic(tokens): Promise<PushTopicResult> {
      state.calls.push([...tokens]);
      if (state.down) throw new Error('FCM unreachable (test)');
      return {
        failures: tokens
          .filter((token) => state.refused.has(token))
          .map((token) => ({ token, error: 'messaging/invalid-registration-token' })),
      };
    },
    async unsubscribeFromTopic() {
      return { failures: [] };
    },
    async sendToTokens() {
      return { failures: [] };
    },
  };
  return { adapter, state };
}

describe('a failing subscription is only logged, and retried', () => {
  let server: TestServer;
  let token: string;
  let caller: Caller;
  const { adapter, state } = controllableAdapter();
  beforeAll(async () => {
    server = await startTestServer({}, { push: adapter });
    // Housekeeping runs once at start without being awaited, and it retries pending subscriptions:
    // let that run end first, or it may retry the failing token between a save and its check.
    await server.app.runHousekeepingNow();
    const login = await server.login();
    token = login.accessToken;
    caller = { user: { id: login.userId } } as Caller;
  });
  afterAll(async () => {
    await server?.close();
  });

  it('the call still answers 200, the token is stored, the failure is kept for a retry', async () => {
    const result = await server.call('POST', saveRoute, {
      token,
      body: { Token: 'device-down-1' },
    });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ success: true, Data: null });
    expect(await tokenRows(server, 'device-down-1')).toHaveLength(1);
    expect(await subscriptionRows(server, 'device-down-1')).toMatchObject([
      { topic: 'all', subscribedAt: null, attempts: 1, lastError: 'FCM unreachable (test)' },
    ]);
  });

  it('logs a warning (shortened token, no credentials) through the given logger', async () => {
    const warn = vi.fn();
    await createNotificationService(serviceContext(server)).savePushToken(
      caller,
      'device-down-2-with-a-long-id',
      { warn },
    );
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(
      { topic: 'all', token: 'device-d…', provider: 'firebase', error: 'FCM unreachable (test)' },
      expect.stringContaining('not subscribed'),
    );
  });

  it('saving the token again retries it; a confirmed one is not retried', async () => {
    state.down = false;
    state.calls.length = 0;
    const result = await server.call('POST', saveRoute, {
      token,
      body: { Token: 'device-down-1' },
    });
    expect(result.status).toBe(200);
    expect(state.calls).toEqual([['device-down-1']]);
    const [row] = await subscriptionRows(server, 'device-down-1');
    expect(row).toMatchObject({ attempts: 2, lastError: null });
    expect(row?.subscribedAt).not.toBeNull();
  });

  it('retryPushTopicSubscriptions sends the pending tokens in one call and records each outcome', async () => {
    state.calls.length = 0;
    state.refused.add('device-refused');
    const service = createNotificationService(serviceContext(server));
    const warn = vi.fn();
    state.down = true;
    await service.savePushToken(caller, 'device-refused', { warn });
    state.down = false;
    state.calls.length = 0;
    const outcome = await service.retryPushTopicSubscriptions({ warn });
    expect(outcome).toEqual({ subscribed: 1, failed: 1 });
    expect(state.calls).toHaveLength(1);
    expect([...(state.calls[0] ?? [])].sort()).toEqual([
      'device-down-2-with-a-long-id',
      'device-refused',
    ]);
    expect(await subscriptionRows(server, 'device-refused')).toMatchObject([
      { subscribedAt: null, attempts: 2, lastError: 'messaging/invalid-registration-token' },
    ]);
    const [done] = await subscriptionRows(server, 'device-down-2-with-a-long-id');
    expect(done?.subscribedAt).not.toBeNull();
    expect(done?.lastError).toBeNull();
    expect(warn).toHaveBeenLastCalledWith(
      expect.objectContaining({ error: 'messaging/invalid-registration-token' }),
      expect.any(String),
    );
  });

  it('housekeeping retries a failed subscription without the portal saving the token again', async () => {
    state.down = true;
    expect(
      (await server.call('POST', saveRoute, { token, body: { Token: 'device-housekeeping' } }))
        .status,
    ).toBe(200);
    expect((await subscriptionRows(server, 'device-housekeeping'))[0]?.subscribedAt).toBeNull();
    state.down = false;
    await server.app.runHousekeepingNow();
    const [row] = await subscriptionRows(server, 'device-housekeeping');
    expect(row?.subscribedAt).not.toBeNull();
    expect(row?.lastError).toBeNull();
  });
});

// ----- Firebase (Admin SDK), offline ----------------------------------------------------------

function testServiceAccount() {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    type: 'service_account',
    project_id: 'portal-test',
    private_key_id: 'k1',
    private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    client_email: 'fcm@portal-test.iam.gserviceaccount.com',
  };
}

interface CapturedRequest {
  readonly head: string;
  readonly body: unknown;
}

/**
 * An https.Agent whose "socket" is in memory: the Admin SDK writes its plain HTTP request into it
 * (TLS would be the default socket's job) and reads the canned FCM answer. Nothing leaves the process.
 */
function captureAgent(answer: (body: { registration_tokens: string[] }) => unknown) {
  const requests: CapturedRequest[] = [];
  class FakeSocket extends Duplex {
    private received = '';
    private answered = false;
    override _read() {}
    override _write(chunk: Buffer, _encoding: string, done: () => void) {
      this.received += chunk.toString();
      const headEnd = this.received.indexOf('\r\n\r\n');
      const length = Number(/content-length: (\d+)/i.exec(this.received)?.[1] ?? 0);
      if (
        !this.answered &&
        headEnd >= 0 &&
        Buffer.byteLength(this.received) >= headEnd + 4 + length
      ) {
        this.answered = true;
        const body = JSON.parse(this.received.slice(headEnd + 4)) as {
          registration_tokens: string[];
        };
        requests.push({ head: this.received.slice(0, headEnd), body });
        const reply = JSON.stringify(answer(body));
        this.push(
          `HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(reply)}\r\nconnection: close\r\n\r\n${reply}`,
        );
        this.push(null);
      }
      done();
    }
    setNoDelay() {
      return this;
    }
    setKeepAlive() {
      return this;
    }
    setTimeout() {
      return this;
    }
    ref() {
      return this;
    }
    unref() {
      return this;
    }
  }
  class CaptureAgent extends Agent {
    override createConnection() {
      return new FakeSocket() as unknown as net.Socket;
    }
  }
  return { agent: new CaptureAgent(), requests };
}

const fakeCredential = {
  getAccessToken: async () => ({ access_token: 'fake-access-token', expires_in: 3600 }),
};

describe('Firebase push adapter (offline: the real FCM call is not exercised)', () => {
  const account = testServiceAccount();

  it('reads the service account from FIREBASE_SERVICE_ACCOUNT_JSON or _FILE', () => {
    const key = { TOKEN_SIGNING_KEY: 'k'.repeat(40) };
    expect(loadConfig(key).firebaseServiceAccount).toBeUndefined();
    const fromJson = loadConfig({
      ...key,
      FIREBASE_SERVICE_ACCOUNT_JSON: JSON.stringify(account),
    }).firebaseServiceAccount;
    expect(fromJson).toEqual({
      project_id: 'portal-test',
      client_email: account.client_email,
      private_key: account.private_key,
    });
    const file = join(mkdtempSync(join(tmpdir(), 'portal-fcm-')), 'service-account.json');
    writeFileSync(file, JSON.stringify(account));
    expect(
      loadConfig({ ...key, FIREBASE_SERVICE_ACCOUNT_FILE: file }).firebaseServiceAccount,
    ).toEqual(fromJson);
  });

  it('refuses a bad service account naming the variable and the field, never quoting the key', () => {
    const key = { TOKEN_SIGNING_KEY: 'k'.repeat(40) };
    const secretish = 'SECRET-MATERIAL-123';
    const attempts: [Record<string, string>, RegExp][] = [
      [
        { FIREBASE_SERVICE_ACCOUNT_JSON: `{"private_key":"${secretish}` },
        /FIREBASE_SERVICE_ACCOUNT_JSON: is not valid JSON/,
      ],
      [
        { FIREBASE_SERVICE_ACCOUNT_JSON: JSON.stringify({ ...account, private_key: secretish }) },
        /FIREBASE_SERVICE_ACCOUNT_JSON: private_key: must be a PEM private key/,
      ],
      [
        { FIREBASE_SERVICE_ACCOUNT_JSON: JSON.stringify({ ...account, client_email: secretish }) },
        /client_email/,
      ],
      [
        { FIREBASE_SERVICE_ACCOUNT_JSON: JSON.stringify({ ...account, project_id: undefined }) },
        /project_id/,
      ],
      [
        { FIREBASE_SERVICE_ACCOUNT_FILE: '/nonexistent/sa.json' },
        /FIREBASE_SERVICE_ACCOUNT_FILE: cannot read/,
      ],
      [
        {
          FIREBASE_SERVICE_ACCOUNT_JSON: JSON.stringify(account),
          FIREBASE_SERVICE_ACCOUNT_FILE: '/x.json',
        },
        /not both/,
      ],
    ];
    for (const [environment, expected] of attempts) {
      let message = '';
      try {
        loadConfig({ ...key, ...environment });
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toMatch(expected);
      expect(message).not.toContain(secretish);
      expect(message).not.toContain('PRIVATE KEY');
    }
  });

  it('posts the documented topic call (IID batchAdd / batchRemove) and maps per-token errors', async () => {
    const { agent, requests } = captureAgent((body) => ({
      results: body.registration_tokens.map((token) =>
        token === 'bad-token' ? { error: 'INVALID_ARGUMENT' } : {},
      ),
    }));
    const push = createFirebasePushMessaging({
      serviceAccount: account,
      httpAgent: agent,
      credential: fakeCredential,
    });
    try {
      expect(push.kind).toBe('firebase');
      expect(await push.subscribeToTopic(['good-token', 'bad-token'], pushTopicAll)).toEqual({
        failures: [{ token: 'bad-token', error: 'messaging/invalid-registration-token' }],
      });
      expect(await push.unsubscribeFromTopic(['good-token'], pushTopicAll)).toEqual({
        failures: [],
      });
      expect(await push.subscribeToTopic([], pushTopicAll)).toEqual({ failures: [] });
    } finally {
      await push.close?.();
    }
    expect(requests).toHaveLength(2);
    const [add, remove] = requests;
    expect(add?.head).toMatch(/^POST \/iid\/v1:batchAdd HTTP\/1\.1\r\n/);
    expect(add?.head).toMatch(/\r\nHost: iid\.googleapis\.com\r\n/i);
    expect(add?.head).toMatch(/\r\nAuthorization: Bearer fake-access-token\r\n/i);
    expect(add?.head).toMatch(/\r\naccess_token_auth: true\r\n/i);
    expect(add?.body).toEqual({
      to: '/topics/all',
      registration_tokens: ['good-token', 'bad-token'],
    });
    expect(remove?.head).toMatch(/^POST \/iid\/v1:batchRemove HTTP\/1\.1\r\n/);
    expect(remove?.body).toEqual({ to: '/topics/all', registration_tokens: ['good-token'] });
    expect(outgoing).toEqual([]);
  });

  it('splits more than 1,000 tokens into calls of at most 1,000 (the FCM limit)', async () => {
    const { agent, requests } = captureAgent((body) => ({
      results: body.registration_tokens.map(() => ({})),
    }));
    const push = createFirebasePushMessaging({
      serviceAccount: account,
      httpAgent: agent,
      credential: fakeCredential,
    });
    const tokens = Array.from({ length: 1001 }, (_, index) => `token-${index}`);
    try {
      expect(await push.subscribeToTopic(tokens, 'all')).toEqual({ failures: [] });
    } finally {
      await push.close?.();
    }
    expect(
      requests.map(
        (request) => (request.body as { registration_tokens: string[] }).registration_tokens.length,
      ),
    ).toEqual([1000, 1]);
  });

  it('with the real service-account credential and no network: rejects cleanly (token server unreachable)', async () => {
    outgoing.length = 0;
    const push = createFirebasePushMessaging({ serviceAccount: account });
    try {
      await expect(push.subscribeToTopic(['device'], 'all')).rejects.toMatchObject({
        code: 'app/invalid-credential',
      });
    } finally {
      await push.close?.();
    }
    // The only attempt was the OAuth token fetch, stopped by the guard before any DNS or socket.
    expect(outgoing.length).toBeGreaterThan(0);
    expect(new Set(outgoing)).toEqual(new Set(['oauth2.googleapis.com']));
  });

  it('a server configured with a service account uses FCM; its failure leaves SavePushToken at 200', async () => {
    outgoing.length = 0;
    const server = await startTestServer({ firebaseServiceAccount: account });
    try {
      // The start-up housekeeping (not awaited) ends first: the attempts below are the save's own.
      await server.app.runHousekeepingNow();
      expect(server.app.platform.push.kind).toBe('firebase');
      const { accessToken } = await server.login();
      const result = await server.call('POST', saveRoute, {
        token: accessToken,
        body: { Token: 'device-fcm-1' },
      });
      expect(result.status).toBe(200);
      expect(await tokenRows(server, 'device-fcm-1')).toHaveLength(1);
      // The topic subscription runs after the answer: wait for its first attempt (a loaded machine
      // once read the row before it; a retry may follow, so at least one).
      await expect
        .poll(async () => (await subscriptionRows(server, 'device-fcm-1'))[0]?.attempts ?? 0, {
          timeout: 15_000,
        })
        .toBeGreaterThanOrEqual(1);
      const [row] = await subscriptionRows(server, 'device-fcm-1');
      expect(row).toMatchObject({ subscribedAt: null });
      expect(row?.lastError).toContain('access token');
      expect(row?.lastError).not.toContain('PRIVATE KEY');
    } finally {
      await server.close();
    }
    // Every attempt was stopped by the guard: the token endpoint first; the subscription's retries
    // (firebase-admin and google-auth-library) may try another Google endpoint, never anyone else's.
    const hosts = [...new Set(outgoing)];
    expect(hosts, hosts.join(', ')).toContain('oauth2.googleapis.com');
    expect(
      hosts.filter((host) => !/(^|\.)(googleapis\.com|google\.com|google\.internal)$/.test(host)),
      hosts.join(', '),
    ).toEqual([]);
  });
});
