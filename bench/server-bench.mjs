// What the server load benches share (server-load, stats-load, search-load, leaderboard-read): the
// real app in-process on a fresh database, the demo candidate logged in, autocannon in a process of
// its own (load-generator.mjs), one row per measured call, and the run over PGlite and (when
// DATABASE_URL names a server) PostgreSQL.
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { register } from 'tsx/esm/api';

register();
const { buildApp } = await import('../apps/server/src/app.ts');
const { defaultSecurityHeaderValue } = await import('../apps/server/src/config/index.ts');

export const securityHeaders = { 'x-application-security': defaultSecurityHeaderValue };

/** BENCH_DATABASES=pglite or postgres measures one of them only. */
export const benchDatabases = () => (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');

/**
 * A server on `database` with the demo world seeded. Password hashing is cheap unless `overrides`
 * says otherwise (server-load measures with the production parameters).
 */
export function buildBenchApp(database, dataDir, overrides = {}) {
  return buildApp({
    database,
    port: 0,
    host: '127.0.0.1',
    dataDir,
    webDistDir: undefined,
    securityHeaderValue: defaultSecurityHeaderValue,
    tokenSigningKey: randomBytes(32).toString('base64url'),
    passwordHashing: { memoryKiB: 1024, iterations: 1 },
    publicWebUrl: 'http://127.0.0.1',
    exposeOutbox: false,
    logLevel: 'warn',
    trustProxy: false,
    smtpUrl: undefined,
    mailFrom: 'bench@portal.local',
    recaptchaSecret: undefined,
    seedDemoData: true,
    ...overrides,
  });
}

/** Logs demo.candidate in on the listening server at `base`; the headers of an authorised call. */
export async function loginDemoCandidate(base) {
  const login = await fetch(`${base}/api/v6/oauthService/token`, {
    method: 'POST',
    headers: { ...securityHeaders, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      username: 'demo.candidate',
      password: 'Demo@12345',
      grant_type: 'password',
    }),
  });
  const token = (await login.json()).Data?.access_token;
  if (!token) throw new Error(`demo login failed (${login.status})`);
  return { ...securityHeaders, authorization: `Bearer ${token}` };
}

/**
 * autocannon for `durationSeconds`; at a fixed overall `rate` when one is given, else as fast as it
 * can. It runs in a child process (load-generator.mjs), so the server's event loop serves requests
 * only; `options` are further autocannon options (plain data: they cross a process boundary).
 */
export function loadFor(url, headers, { durationSeconds, connections = 10, rate, ...options }) {
  return new Promise((resolve, reject) => {
    const generator = fork(new URL('./load-generator.mjs', import.meta.url), { stdio: 'inherit' });
    let settled = false;
    generator.once('message', (message) => {
      settled = true;
      if (message.error) reject(new Error(`autocannon: ${message.error}`));
      else resolve(message.result);
    });
    generator.once('exit', (code) => {
      if (!settled) reject(new Error(`the load generator exited (${code}) without a result`));
    });
    generator.send({
      url,
      headers,
      connections,
      duration: durationSeconds,
      ...(rate ? { overallRate: rate } : {}),
      ...options,
    });
  });
}

/**
 * Runs `module`'s export `name` with `data` in a process of its own (client-runner.mjs): a bench's
 * client that is not autocannon (CAT sessions, a class of candidates) off the server's event loop.
 * Resolves to what the export resolved to; `data` and the result are plain data.
 */
export function runClient(module, name, data) {
  return new Promise((resolve, reject) => {
    const client = fork(new URL('./client-runner.mjs', import.meta.url), { stdio: 'inherit' });
    let settled = false;
    client.once('message', (message) => {
      settled = true;
      if (message.error) reject(new Error(`${name}: ${message.error}`));
      else resolve(message.result);
    });
    client.once('exit', (code) => {
      if (!settled) reject(new Error(`the client ${name} exited (${code}) without a result`));
    });
    client.send({ module: module instanceof URL ? module.href : module, name, data });
  });
}

/** The figures every bench records of one autocannon run. */
export const latencyFigures = (result) => ({
  requestsPerSecond: Math.round(result.requests.average),
  p50Ms: result.latency.p50,
  p99Ms: result.latency.p99,
  maxMs: result.latency.max,
  requests: result.requests.total,
  non2xx: result.non2xx,
  errors: result.errors,
});

/**
 * Runs `measure(label, database, dataDir)` on a fresh PGlite folder, then on a fresh PostgreSQL
 * database (created and dropped here) when DATABASE_URL names a server; their results in order.
 */
export async function onEachDatabase(measure, databases = benchDatabases()) {
  const results = [];
  if (databases.includes('pglite')) {
    const pgliteDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
    try {
      results.push(
        await measure(
          'PGlite (embedded)',
          // PGLITE_THREAD=worker measures PGlite in a thread of its own (the server's default: the event loop).
          {
            kind: 'pglite',
            dataDir: join(pgliteDir, 'pglite'),
            ...(process.env.PGLITE_THREAD ? { thread: process.env.PGLITE_THREAD } : {}),
          },
          pgliteDir,
        ),
      );
    } finally {
      rmSync(pgliteDir, { recursive: true, force: true });
    }
  }
  if (process.env.DATABASE_URL && databases.includes('postgres')) {
    const name = `portal_bench_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${name}`;
    try {
      results.push(
        await measure('PostgreSQL', { kind: 'postgres', url: url.toString() }, undefined),
      );
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  }
  return results;
}
