import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createApiClient,
  createMemoryTokenStore,
  login,
  notificationKeys,
  type ApiClient,
} from '@portal/api';
import { connectPush, PUSH_TOPIC, type PushMessage, type PushMessaging } from '../../platform/push';
import { pushHandlers } from './start-push';

/*
 * The push save path against our real server (spawned with a fresh embedded database and its demo
 * data); only the messaging provider (Firebase) is replaced, through the PushMessaging seam.
 */

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../..');

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

let server: ChildProcess;
let dataDir: string;
let origin: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'portal-push-'));
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  let output = '';
  server = spawn(process.execPath, ['--import', 'tsx', join(repoRoot, 'apps/server/src/main.ts')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PASSWORD_HASH_MEMORY_KIB: '1024',
      PASSWORD_HASH_ITERATIONS: '1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited:\n${output}`);
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    const ready = await fetch(`${origin}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    await new Promise((wait) => setTimeout(wait, 200));
  }
}, 90_000);

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((done) => server.once('exit', done));
    server.kill('SIGTERM');
    await Promise.race([exited, new Promise((done) => setTimeout(done, 5_000))]);
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

function client(): { client: ApiClient; onLogout: () => void } {
  const onLogout = vi.fn();
  return {
    onLogout,
    client: createApiClient({
      baseURL: `${origin}/api/v6/`,
      securityHeader: { name: 'X-Application-Security', value: 'candidate-portal-web' },
      tokenStore: createMemoryTokenStore(),
      onLogout,
    }),
  };
}

async function signedInClient(): Promise<ApiClient> {
  const { client: api } = client();
  const tokens = await login(api, { username: 'demo.candidate', password: 'Demo@12345' });
  const store = createMemoryTokenStore({
    accessToken: tokens.access_token,
    refreshToken: tokens.refresh_token,
  });
  return createApiClient({
    baseURL: `${origin}/api/v6/`,
    securityHeader: { name: 'X-Application-Security', value: 'candidate-portal-web' },
    tokenStore: store,
    onLogout: vi.fn(),
  });
}

/** A messaging provider that hands out `token` and lets the test deliver foreground messages. */
function fakeMessaging(getToken: () => Promise<string | null>) {
  const listeners: ((message: PushMessage) => void)[] = [];
  const messaging: PushMessaging = {
    getToken,
    onMessage: (listener) => listeners.push(listener),
  };
  return {
    messaging,
    listeners,
    deliver: (message: PushMessage) => listeners.forEach((listener) => listener(message)),
  };
}

function handlersFor(api: ApiClient) {
  const log = { info: vi.fn(), warn: vi.fn() };
  const toast = vi.fn();
  const queryClient = { invalidateQueries: vi.fn(() => Promise.resolve()) };
  const handlers = pushHandlers({ client: api, toast, queryClient, log });
  const subscribe = vi.spyOn(handlers, 'subscribeToTopic');
  return { handlers, log, toast, queryClient, subscribe };
}

describe('push registration (spec 4: token -> server -> topic "all")', () => {
  it('saves the token on the server, then subscribes it to "all" and listens', async () => {
    const api = await signedInClient();
    const provider = fakeMessaging(() => Promise.resolve('fcm-token-' + 'a'.repeat(140)));
    const { handlers, log, subscribe, toast, queryClient } = handlersFor(api);

    await expect(connectPush(provider.messaging, handlers)).resolves.toBe(
      'fcm-token-' + 'a'.repeat(140),
    );
    expect(log.warn).not.toHaveBeenCalled();
    expect(subscribe).toHaveBeenCalledWith('fcm-token-' + 'a'.repeat(140), PUSH_TOPIC);
    expect(PUSH_TOPIC).toBe('all');

    // A foreground message: an info toast, and the notification lists and count refresh.
    expect(provider.listeners).toHaveLength(1);
    provider.deliver({ title: 'Quiz reminder', body: 'Closes tomorrow.', data: {} });
    expect(toast).toHaveBeenCalledWith('Quiz reminder', 'Closes tomorrow.');
    expect(queryClient.invalidateQueries).toHaveBeenCalledWith({ queryKey: notificationKeys.all });
  });

  it('saving the same token again is fine (a browser re-registers on every visit)', async () => {
    const api = await signedInClient();
    const provider = fakeMessaging(() => Promise.resolve('fcm-token-repeat'));
    const { handlers, log } = handlersFor(api);
    await expect(connectPush(provider.messaging, handlers)).resolves.toBe('fcm-token-repeat');
    await expect(connectPush(provider.messaging, handlers)).resolves.toBe('fcm-token-repeat');
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('logs, and neither subscribes nor listens, when the server refuses the token', async () => {
    const api = await signedInClient();
    // The server takes tokens up to 4096 characters: this one gets a 400.
    const provider = fakeMessaging(() => Promise.resolve('x'.repeat(5000)));
    const { handlers, log, subscribe } = handlersFor(api);

    await expect(connectPush(provider.messaging, handlers)).resolves.toBeNull();
    expect(log.warn).toHaveBeenCalledWith(
      '[push] could not save the registration token',
      expect.objectContaining({ status: 400 }),
    );
    expect(subscribe).not.toHaveBeenCalled();
    expect(provider.listeners).toHaveLength(0);
  });

  it('needs a signed-in candidate: without a token the server answers 401', async () => {
    const { client: anonymous } = client();
    const provider = fakeMessaging(() => Promise.resolve('fcm-token-anonymous'));
    const { handlers, log } = handlersFor(anonymous);
    await expect(connectPush(provider.messaging, handlers)).resolves.toBeNull();
    expect(log.warn).toHaveBeenCalledWith(
      '[push] could not save the registration token',
      expect.objectContaining({ status: 401 }),
    );
  });

  it('only logs when the provider fails to give a token, and saves nothing without one', async () => {
    const api = await signedInClient();
    const failing = fakeMessaging(() => Promise.reject(new Error('messaging/permission-blocked')));
    const first = handlersFor(api);
    const save = vi.spyOn(first.handlers, 'saveToken');
    await expect(connectPush(failing.messaging, first.handlers)).resolves.toBeNull();
    expect(first.log.warn).toHaveBeenCalledWith(
      '[push] could not get a registration token',
      expect.any(Error),
    );
    expect(save).not.toHaveBeenCalled();

    const denied = fakeMessaging(() => Promise.resolve(null));
    const second = handlersFor(api);
    const saveDenied = vi.spyOn(second.handlers, 'saveToken');
    await expect(connectPush(denied.messaging, second.handlers)).resolves.toBeNull();
    expect(saveDenied).not.toHaveBeenCalled();
    expect(second.log.info).toHaveBeenCalledWith(
      '[push] no registration token (permission not granted)',
    );
  });
});
