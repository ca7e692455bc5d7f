#!/usr/bin/env node
// API load: the real server in-process (embedded PGlite, then PostgreSQL when DATABASE_URL is set),
// the demo candidate logged in, then autocannon on an authenticated database-backed route (logged-in
// user info: JWT check + session lookup + messages stamp + app info) and on a trivial route
// (/health), one after the other in the same run. Prints a markdown table; writes
// bench/results/server-load.json. Figures are recorded, not asserted (they depend on the machine).
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { register } from 'tsx/esm/api';

register();
const here = dirname(fileURLToPath(import.meta.url));
const { buildApp } = await import('../apps/server/src/app.ts');
const { defaultSecurityHeaderValue } = await import('../apps/server/src/config.ts');

// The machine may be shared: the 1-minute load average at start is recorded with the figures.
const loadAverageAtStart = Number(loadavg()[0].toFixed(2));
const durationSeconds = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const securityHeaders = { 'x-application-security': defaultSecurityHeaderValue };

function configFor(database, dataDir) {
  return {
    database,
    port: 0,
    host: '127.0.0.1',
    dataDir,
    webDistDir: undefined,
    securityHeaderValue: defaultSecurityHeaderValue,
    tokenSigningKey: randomBytes(32).toString('base64url'),
    passwordHashing: { memoryKiB: 65_536, iterations: 4 },
    publicWebUrl: 'http://127.0.0.1',
    exposeOutbox: false,
    logLevel: 'warn',
    trustProxy: false,
    clock: () => new Date(),
    smtpUrl: undefined,
    mailFrom: 'bench@portal.local',
    recaptchaSecret: undefined,
    seedDemoData: true,
  };
}

function load(url, headers) {
  return new Promise((resolve, reject) => {
    autocannon({ url, headers, connections, duration: durationSeconds }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

async function measure(label, database, dataDir) {
  const app = await buildApp(configFor(database, dataDir));
  try {
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const login = await fetch(`${base}/api/v6/oauthService/token`, {
      method: 'POST',
      headers: { ...securityHeaders, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: 'demo.candidate', password: 'Demo@12345', grant_type: 'password' }),
    });
    const token = (await login.json()).Data?.access_token;
    if (!token) throw new Error(`demo login failed (${login.status})`);
    const userInfoUrl = `${base}/api/v6/AccountService/GetLoggedInUserInfo?AppVersionCode=1&Platform=1`;
    const check = await fetch(userInfoUrl, { headers: { ...securityHeaders, authorization: `Bearer ${token}` } });
    if (check.status !== 200) throw new Error(`user info answered ${check.status}`);
    const health = await load(`${base}/health`, {});
    const userInfo = await load(userInfoUrl, { ...securityHeaders, authorization: `Bearer ${token}` });
    const row = (route, result) => ({
      database: label,
      route,
      requestsPerSecond: Math.round(result.requests.average),
      p99Ms: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors,
    });
    return [row('GET /health', health), row('GET AccountService/GetLoggedInUserInfo', userInfo)];
  } finally {
    await app.close();
  }
}

const rows = [];
const pgliteDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
try {
  rows.push(...(await measure('PGlite (embedded)', { kind: 'pglite', dataDir: join(pgliteDir, 'pglite') }, pgliteDir)));
} finally {
  rmSync(pgliteDir, { recursive: true, force: true });
}

if (process.env.DATABASE_URL) {
  const name = `portal_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  try {
    rows.push(...(await measure('PostgreSQL', { kind: 'postgres', url: url.toString() }, undefined)));
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

console.log(`\n${durationSeconds} s per route, ${connections} connections, ${cpus().length} CPU cores (shared with the load generator), load average ${loadAverageAtStart} at start\n`);
console.log('| database | route | req/s | p99 (ms) | user info / health (req/s) |');
console.log('|---|---|---:|---:|---:|');
const summary = [];
for (const label of [...new Set(rows.map((row) => row.database))]) {
  const [health, userInfo] = rows.filter((row) => row.database === label);
  const ratio = userInfo.requestsPerSecond / health.requestsPerSecond;
  console.log(`| ${label} | ${health.route} | ${health.requestsPerSecond} | ${health.p99Ms} | |`);
  console.log(`| ${label} | ${userInfo.route} | ${userInfo.requestsPerSecond} | ${userInfo.p99Ms} | ${ratio.toFixed(2)} |`);
  summary.push({ database: label, health, userInfo, ratio: Number(ratio.toFixed(3)) });
  if (health.non2xx || userInfo.non2xx || health.errors || userInfo.errors) console.log(`  (${label}: some responses were not 2xx or failed)`);
}
mkdirSync(join(here, 'results'), { recursive: true });
writeFileSync(
  join(here, 'results', 'server-load.json'),
  `${JSON.stringify({ measuredAt: new Date().toISOString(), durationSeconds, connections, cores: cpus().length, loadAverageAtStart, node: process.version, results: summary }, null, 2)}\n`,
);
