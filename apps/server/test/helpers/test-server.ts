import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { FIXTURE_DAY, shiftFixtureDates } from '@portal/domain/fixtures';
import { buildApp, type AppOverrides } from '../../src/app';
import { defaultSecurityHeaderValue, type AppConfig, type DatabaseConfig } from '../../src/config';

/** Where every TestClock starts. */
const testClockStart = '2026-03-02T09:00:00.000Z';

/**
 * The day the test servers seed the demo world for (DEMO_SEED_DAY): the test clock's first day, so
 * the seeded dates stand to the clock as the fixtures' dates stand to their reference date.
 */
export const testSeedDay = testClockStart.slice(0, 10);

/** A fixture value (a date string, or any record holding dates) as the test servers seed it. */
export function seeded<T>(fixture: T): T {
  return shiftFixtureDates(fixture, FIXTURE_DAY, testSeedDay);
}

/** A fixture's date or date-time string as the test servers seed it. */
export function seededDate(fixtureDate: string): string {
  return seeded(fixtureDate);
}

/** A clock the tests move by hand (OTP expiry, token expiry, throttling windows). */
export class TestClock {
  private current = new Date(testClockStart);
  readonly now = () => new Date(this.current);
  advance(seconds: number): void {
    this.current = new Date(this.current.getTime() + seconds * 1000);
  }
}

/** Collects the server's log lines (pino JSON) for a test to read. */
export class CapturedLog {
  readonly lines: string[] = [];
  write(line: string): void {
    this.lines.push(line);
  }
  get text(): string {
    return this.lines.join('');
  }
  /** The parsed entries. */
  entries(): Record<string, unknown>[] {
    return this.lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  }
}

/** Test hashing cost: Argon2id at 1 MiB, 1 pass keeps a hash around a millisecond (production parameters are tested apart). */
export const testPasswordHashing = { memoryKiB: 1024, iterations: 1 } as const;
export const demoPassword = 'Demo@12345';
export const securityHeaders = { 'x-application-security': defaultSecurityHeaderValue };

export interface CallOptions {
  body?: unknown;
  form?: Record<string, string>;
  query?: Record<string, string | number | boolean>;
  token?: string;
  headers?: Record<string, string>;
  /** Leave out the application security header. */
  withoutSecurityHeader?: boolean;
  /** Send this raw body as is (set headers['content-type'] yourself). */
  raw?: string;
}

export interface CallResult<T = unknown> {
  status: number;
  headers: Headers;
  body: { Data: T; success: boolean; Message: string; error: string | null; error_description?: string };
}

export interface TestServer {
  app: FastifyInstance;
  baseUrl: string;
  clock: TestClock;
  databaseKind: DatabaseConfig['kind'];
  call<T = unknown>(method: string, path: string, options?: CallOptions): Promise<CallResult<T>>;
  login(userName?: string, password?: string): Promise<{ accessToken: string; refreshToken: string; userId: string }>;
  outbox(to: string): Promise<{ Body: string; Subject: string | null; Channel: string }[]>;
  close(): Promise<void>;
}

/**
 * A fresh database for one test server: PGlite in memory, or a new database on DATABASE_URL's
 * server. `copyTemplate`: the new PostgreSQL database is a copy of the run's migrated and seeded
 * template (global-setup.ts), when the run has one.
 */
async function freshDatabase(copyTemplate = false): Promise<{ config: DatabaseConfig; drop: () => Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return { config: { kind: 'pglite', dataDir: undefined }, drop: async () => {} };
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const template = copyTemplate ? inject('postgresTemplate') : undefined;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    config: { kind: 'postgres', url: url.toString() },
    drop: async () => {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

export function testConfig(database: DatabaseConfig, overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    database,
    port: 0,
    host: '127.0.0.1',
    dataDir: undefined,
    webDistDir: undefined,
    securityHeaderValue: defaultSecurityHeaderValue,
    tokenSigningKey: randomBytes(32).toString('base64url'),
    passwordHashing: testPasswordHashing,
    publicWebUrl: 'http://portal.test',
    exposeOutbox: true,
    logLevel: 'silent',
    trustProxy: false,
    smtpUrl: undefined,
    mailFrom: 'test@portal.test',
    recaptchaSecret: undefined,
    seedDemoData: true,
    // 28 MB of generated DICOM per server: only the imaging tests ask for it.
    seedDemoImaging: false,
    demoSeedDay: testSeedDay,
    ...overrides,
  };
}

/**
 * Whether the run's template (migrated and seeded with the test defaults) can stand in for a fresh
 * database under these settings: not for a database of the test's own, nor for settings that change
 * what the migrations and the demo seed write (no demo data, other password hashing). Passing a
 * default explicitly (seedDemoData: true, testPasswordHashing) changes nothing. A file storage folder
 * (dataDir) does not count: the seed runs on the copy too and writes the demo media into it.
 */
function templateFits(config: Partial<AppConfig>): boolean {
  if (config.database !== undefined) return false;
  if (config.seedDemoData !== undefined && config.seedDemoData !== true) return false;
  // The template's demo world is seeded for testSeedDay.
  if ('demoSeedDay' in config && config.demoSeedDay !== testSeedDay) return false;
  const hashing = config.passwordHashing;
  return hashing === undefined || (hashing.memoryKiB === testPasswordHashing.memoryKiB && hashing.iterations === testPasswordHashing.iterations);
}
let pgliteTemplate: Promise<Blob> | undefined;

/**
 * One migrated and seeded PGlite, as a dump: most test servers start from it instead of running
 * every migration and the whole demo seed again (about 1.5 s each on this machine). The run's
 * global setup (global-setup.ts) builds it once for every test file; without it (another config)
 * it is built once per test process. The seed still runs on the copy (idempotent: rows kept), so
 * stored media are written to each server's own storage as before. The template is seeded at
 * TestClock's start, like a fresh database would be.
 */
function templateDump(): Promise<Blob> {
  pgliteTemplate ??= (async () => {
    const file = inject('pgliteTemplateFile');
    if (file) return new Blob([await readFile(file)]);
    const app = await buildApp(testConfig({ kind: 'pglite', dataDir: undefined }), { clock: new TestClock().now });
    try {
      return await (app.platform.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
    } finally {
      await app.close();
    }
  })();
  return pgliteTemplate;
}

/** A server on a fresh database: `config` changes the test configuration, `overrides` puts in test doubles. */
export async function startTestServer(config: Partial<AppConfig> = {}, overrides: AppOverrides = {}): Promise<TestServer> {
  const clock = new TestClock();
  const fromTemplate = !overrides.clock && templateFits(config);
  // A given database (an existing data folder) is the test's own: it is neither created nor dropped here.
  const database = config.database
    ? { config: config.database, drop: async () => {} }
    : fromTemplate && !process.env.DATABASE_URL
      ? { config: { kind: 'pglite' as const, dataDir: undefined, loadDataDir: await templateDump() }, drop: async () => {} }
      : await freshDatabase(fromTemplate);
  const app = await buildApp(testConfig(database.config, config), { clock: clock.now, countSqlStatements: true, ...overrides });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });

  async function call<T>(method: string, path: string, options: CallOptions = {}): Promise<CallResult<T>> {
    const url = new URL(path.startsWith('/') ? path : `/api/v6/${path}`, address);
    for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, String(value));
    const headers: Record<string, string> = { ...(options.withoutSecurityHeader ? {} : securityHeaders) };
    let body: string | undefined;
    if (options.raw !== undefined) body = options.raw;
    else if (options.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(options.form).toString();
    } else if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    Object.assign(headers, options.headers);
    const response = await fetch(url, { method, headers, body });
    const text = await response.text();
    let parsed: CallResult<T>['body'];
    try {
      parsed = JSON.parse(text) as CallResult<T>['body'];
    } catch {
      throw new Error(`${method} ${path} answered ${response.status} with a non-JSON body: ${text.slice(0, 200)}`);
    }
    return { status: response.status, headers: response.headers, body: parsed };
  }

  return {
    app,
    baseUrl: address,
    clock,
    databaseKind: database.config.kind,
    call,
    async login(userName = 'demo.candidate', password = demoPassword) {
      const result = await call<{ access_token: string; refresh_token: string; user_id: string }>('POST', 'oauthService/token', {
        form: { username: userName, password, grant_type: 'password' },
      });
      if (result.status !== 200) throw new Error(`login of ${userName} failed: ${result.status} ${result.body.Message}`);
      return { accessToken: result.body.Data.access_token, refreshToken: result.body.Data.refresh_token, userId: result.body.Data.user_id };
    },
    async outbox(to) {
      const result = await call<{ Body: string; Subject: string | null; Channel: string }[]>('GET', '/__dev/outbox', { query: { to } });
      if (result.status !== 200) throw new Error(`outbox read failed: ${result.status} ${result.body.Message}`);
      return result.body.Data;
    },
    async close() {
      await app.close();
      await database.drop();
    },
  };
}

/**
 * The authorisation tests' server: a fresh one with the demo candidate (`first`) and the second demo
 * candidate (`second`) logged in.
 */
export async function startWithTwoCandidates(): Promise<{ server: TestServer; first: string; second: string }> {
  const server = await startTestServer();
  return { server, first: (await server.login()).accessToken, second: (await server.login('demo.candidate2')).accessToken };
}

/** How many SQL statements the request behind `result` ran (test servers count them; no N+1 checks). */
export function sqlStatements(result: { headers: Headers }): number {
  const value = result.headers.get('x-sql-statements');
  if (value === null) throw new Error('the response carries no statement count (is countSqlStatements on?)');
  return Number(value);
}

/** The 6-digit code in the newest message to `to`. */
export async function latestCode(server: TestServer, to: string): Promise<string> {
  const [message] = await server.outbox(to);
  const code = /\b(\d{6})\b/.exec(message?.Body ?? '')?.[1];
  if (!code) throw new Error(`no 6-digit code in the outbox for ${to}`);
  return code;
}

/** A query parameter of the first link in the newest email to `to`. */
export async function linkParameter(server: TestServer, to: string, name: string): Promise<string> {
  const [message] = await server.outbox(to);
  const link = /(https?:\/\/\S+)/.exec(message?.Body ?? '')?.[1];
  const value = link ? new URL(link).searchParams.get(name) : null;
  if (!value) throw new Error(`no ${name} in the link of the newest email to ${to}`);
  return value;
}
