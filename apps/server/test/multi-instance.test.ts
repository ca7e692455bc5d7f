import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { demoPassword, securityHeaders, testConfig, testPasswordHashing } from './helpers/test-server';

/*
 * Issue #20 finding 12: DESIGN.md scales out as several stateless instances on one PostgreSQL.
 * Three instances are built at the same moment on one fresh database, each with its own data folder
 * (separate machines) and no secret in the environment: none may crash in its migrations or seed,
 * and a token (and a file URL) signed by one must be good on the other two. PostgreSQL only.
 */
const serverUrl = process.env.DATABASE_URL;

describe.skipIf(!serverUrl)('several instances on one fresh PostgreSQL database', () => {
  const name = `portal_multi_${randomBytes(6).toString('hex')}`;
  const instances: { app: FastifyInstance; baseUrl: string }[] = [];
  let built: PromiseSettledResult<FastifyInstance>[] = [];

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(serverUrl as string);
    url.pathname = `/${name}`;
    // As main.ts would: the environment names the database and nothing else secret.
    const environment = loadConfig({ DATABASE_URL: url.toString(), DATA_DIR: mkdtempSync(join(tmpdir(), 'portal-multi-')) });
    built = await Promise.allSettled(
      [1, 2, 3].map(() =>
        buildApp(
          testConfig(environment.database, {
            tokenSigningKey: environment.tokenSigningKey,
            dataDir: mkdtempSync(join(tmpdir(), 'portal-instance-')),
            passwordHashing: testPasswordHashing,
          }),
        ),
      ),
    );
    for (const result of built) {
      if (result.status === 'fulfilled') instances.push({ app: result.value, baseUrl: await result.value.listen({ port: 0, host: '127.0.0.1' }) });
    }
  });

  afterAll(async () => {
    await Promise.all(instances.map(({ app }) => app.close()));
    const dropper = new pg.Client({ connectionString: serverUrl });
    await dropper.connect();
    await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await dropper.end();
  });

  it('all three start: migrations and the demo seed run once, under the start-up lock', async () => {
    const failures = built.flatMap((result) => (result.status === 'rejected' ? [String(result.reason)] : []));
    expect(failures).toEqual([]);
    expect(instances).toHaveLength(3);
    const client = new pg.Client({ connectionString: new URL(`/${name}`, serverUrl).toString() });
    await client.connect();
    try {
      const users = await client.query<{ count: string }>("SELECT count(*) FROM users WHERE user_name = 'demo.candidate'");
      expect(users.rows[0]?.count).toBe('1');
      const secrets = await client.query<{ name: string }>('SELECT name FROM server_secrets ORDER BY name');
      expect(secrets.rows.map((row) => row.name)).toEqual(['fileUrlSigningKey', 'tokenSigningKey']);
    } finally {
      await client.end();
    }
  });

  it('a token issued by one instance is accepted by the other two', async () => {
    const [first, ...others] = instances;
    const login = await fetch(`${first?.baseUrl}/api/v6/oauthService/token`, {
      method: 'POST',
      headers: { ...securityHeaders, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: 'demo.candidate', password: demoPassword, grant_type: 'password' }).toString(),
    });
    expect(login.status).toBe(200);
    const token = ((await login.json()) as { Data: { access_token: string } }).Data.access_token;
    expect(others).toHaveLength(2);
    for (const other of others) {
      const answer = await fetch(`${other.baseUrl}/api/v6/AccountService/GetLoggedInUserInfo`, { headers: { ...securityHeaders, authorization: `Bearer ${token}` } });
      expect(answer.status).toBe(200);
      expect(((await answer.json()) as { Data: { UserName: string } }).Data.UserName).toBe('demo.candidate');
    }
  });

  it('an upload URL signed by one instance is accepted by another (one file-URL key)', async () => {
    const [first, second] = instances;
    const login = await fetch(`${first?.baseUrl}/api/v6/oauthService/token`, {
      method: 'POST',
      headers: { ...securityHeaders, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: 'demo.candidate', password: demoPassword, grant_type: 'password' }).toString(),
    });
    const token = ((await login.json()) as { Data: { access_token: string } }).Data.access_token;
    const query = new URLSearchParams({ Folder: 'profile-image', FileName: 'me.png', ContentType: 'image/png', FileSize: '68' });
    const signed = await fetch(`${first?.baseUrl}/api/v6/CandidateProfileService/GetPreSignedUrl?${query}`, { headers: { ...securityHeaders, authorization: `Bearer ${token}` } });
    expect(signed.status).toBe(200);
    const { UploadUrl } = ((await signed.json()) as { Data: { UploadUrl: string } }).Data;
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
    const put = await fetch(new URL(UploadUrl, second?.baseUrl), { method: 'PUT', headers: { 'content-type': 'application/octet-stream' }, body: png });
    expect(put.status).toBeLessThan(300);
  });
});

describe('secrets with DATABASE_URL (loadConfig)', () => {
  it('leaves an unset TOKEN_SIGNING_KEY to the shared database instead of this machine\'s data folder', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-multi-config-'));
    const config = loadConfig({ DATABASE_URL: 'postgres://u@db:5432/portal', DATA_DIR: dataDir });
    expect(config.tokenSigningKey).toBeUndefined();
    expect(existsSync(join(dataDir, 'secrets.json'))).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@db:5432/portal', DATA_DIR: dataDir, TOKEN_SIGNING_KEY: 'k'.repeat(40) }).tokenSigningKey).toBe('k'.repeat(40));
  });
});
