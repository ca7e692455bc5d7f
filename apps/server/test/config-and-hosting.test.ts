import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { startTestServer, type TestServer } from './helpers/test-server';

describe('loadConfig (environment, validated with zod)', () => {
  it('has safe local defaults and generates the signing key into DATA_DIR once', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-config-'));
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 4000,
      host: '127.0.0.1',
      securityHeaderValue: 'candidate-portal-web',
      exposeOutbox: false,
      passwordHashing: { memoryKiB: 65_536, iterations: 4 },
    });
    expect(config.database).toEqual({
      kind: 'pglite',
      dataDir: join(dataDir, 'pglite'),
      thread: 'main',
    });
    expect(loadConfig({ DATA_DIR: dataDir, PGLITE_THREAD: 'worker' }).database).toMatchObject({
      thread: 'worker',
    });
    expect(() => loadConfig({ DATA_DIR: dataDir, PGLITE_THREAD: 'elsewhere' })).toThrow(
      /PGLITE_THREAD/,
    );
    const stored = JSON.parse(readFileSync(join(dataDir, 'secrets.json'), 'utf8')) as {
      tokenSigningKey: string;
    };
    expect(stored.tokenSigningKey).toBe(config.tokenSigningKey);
    expect(loadConfig({ DATA_DIR: dataDir }).tokenSigningKey).toBe(config.tokenSigningKey);
  });

  it('switches to PostgreSQL with DATABASE_URL and takes secrets from the environment', () => {
    const config = loadConfig({
      DATA_DIR: '/nonexistent/never-written',
      DATABASE_URL: 'postgres://u@db:5432/portal',
      TOKEN_SIGNING_KEY: 'k'.repeat(40),
    });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://u@db:5432/portal' });
    expect(config.tokenSigningKey).toBe('k'.repeat(40));
  });

  it('takes relative folders from the working directory (the static file server wants an absolute root)', () => {
    const config = loadConfig({
      DATA_DIR: '/nonexistent/never-written',
      DATABASE_URL: 'postgres://u@db:5432/portal',
      TOKEN_SIGNING_KEY: 'k'.repeat(40),
      WEB_DIST_DIR: 'apps/web/dist',
    });
    expect(config.webDistDir).toBe(join(process.cwd(), 'apps/web/dist'));
    expect(
      loadConfig({
        ...{ DATABASE_URL: 'postgres://u@db:5432/portal', TOKEN_SIGNING_KEY: 'k'.repeat(40) },
        DATA_DIR: 'tmp/data',
      }).dataDir,
    ).toBe(join(process.cwd(), 'tmp/data'));
  });

  it('names the bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() =>
      loadConfig({ DATABASE_URL: 'not a url', TOKEN_SIGNING_KEY: 'k'.repeat(40) }),
    ).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ TOKEN_SIGNING_KEY: 'short' })).toThrow(/TOKEN_SIGNING_KEY/);
  });

  it('hides the dev outbox unless EXPOSE_OUTBOX=1 (test/dev-outbox.test.ts has the rest)', () => {
    const key = { TOKEN_SIGNING_KEY: 'k'.repeat(40) };
    expect(loadConfig({ ...key, NODE_ENV: 'production' }).exposeOutbox).toBe(false);
    expect(loadConfig({ ...key, EXPOSE_OUTBOX: '0' }).exposeOutbox).toBe(false);
    expect(loadConfig({ ...key, EXPOSE_OUTBOX: '1' }).exposeOutbox).toBe(true);
  });
});

describe('hosting the built portal (WEB_DIST_DIR) without the dev outbox', () => {
  let server: TestServer;
  beforeAll(async () => {
    const webDistDir = mkdtempSync(join(tmpdir(), 'portal-web-'));
    writeFileSync(
      join(webDistDir, 'index.html'),
      '<!doctype html><title>Candidate Portal</title><div id="root"></div>',
    );
    mkdirSync(join(webDistDir, 'assets'));
    writeFileSync(join(webDistDir, 'assets', 'app.js'), 'console.log("portal")');
    server = await startTestServer({ webDistDir, exposeOutbox: false, seedDemoData: false });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('serves files and falls back to index.html for history-mode routes', async () => {
    const asset = await fetch(`${server.baseUrl}/assets/app.js`);
    expect(asset.status).toBe(200);
    expect(await asset.text()).toContain('portal');
    for (const path of ['/', '/dashboard/myInvoices', '/account/confirmEmail?UserId=1&Code=2']) {
      const page = await fetch(`${server.baseUrl}${path}`);
      expect(page.status, path).toBe(200);
      expect(await page.text(), path).toContain('<div id="root">');
    }
  });

  it('keeps API 404s as envelopes and has no outbox route', async () => {
    const api = await server.call('GET', 'Nope/Nothing');
    expect(api.status).toBe(404);
    expect(api.body.success).toBe(false);
    const outbox = await fetch(`${server.baseUrl}/__dev/outbox?to=a@b.c`);
    expect(outbox.status).toBe(404);
  });

  it('starts without demo accounts when seeding is off', async () => {
    const login = await server.call('POST', 'oauthService/token', {
      form: { username: 'demo.candidate', password: 'Demo@12345', grant_type: 'password' },
    });
    expect(login.status).toBe(400);
    const countries = await server.call<unknown[]>('GET', 'LocationService/GetCountries');
    expect(countries.body.Data.length).toBeGreaterThan(0);
  });
});
