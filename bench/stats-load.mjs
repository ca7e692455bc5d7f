#!/usr/bin/env node
// Stats and leaderboard under load (issue #17 budget: every stats call p99 <= 50 ms at 50
// requests/s for a candidate with 1,000 attempts and 5,000 completions in a course of 5,000
// candidates; the leaderboard the same). The real server in-process, demo.candidate logged in.
//
// Seeding (in the bench database, after the demo seed), in bulk SQL:
//   - the main course (MDCAT, SOSId 11) gets 1,000 more days of 5 videos each (5,072 activities);
//   - demo.candidate (enrolment 1001) completes all 5,000 of them and has 1,000 scored attempts
//     (1,000 system tests of its own, spread over the four subjects);
//   - 5,000 generated candidates join the course, each with 20 completions and 2 scored quiz
//     attempts (with the demo world's 42 classmates: 5,044 on the board).
// Then autocannon at a fixed 50 requests/s (overallRate, 10 connections) for BENCH_DURATION
// seconds per call: the eight course stats calls, GetMyPrograms, and GetLeaderBoard (all time and
// this week). PGlite (embedded) always; PostgreSQL when DATABASE_URL names a server (a database is
// created and dropped here). Figures are recorded, not asserted (shared machine: the load average
// is written with them). Writes bench/results/stats-load.json.
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
const { defaultSecurityHeaderValue } = await import('../apps/server/src/config/index.ts');
const { seedLarge } = await import('./stats-seed.mjs');

const loadAverageAtStart = Number(loadavg()[0].toFixed(2));
const durationSeconds = Number(process.env.BENCH_DURATION ?? 10);
const rate = 50;
const databases = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
const securityHeaders = { 'x-application-security': defaultSecurityHeaderValue };
const mdcat = 1001;
const sosId = 11;
const candidates = 5000;

const configFor = (database, dataDir) => ({
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
});

function load(url, headers) {
  return new Promise((resolve, reject) => {
    autocannon({ url, headers, connections: 10, overallRate: rate, duration: durationSeconds }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

async function measure(label, database, dataDir) {
  const app = await buildApp(configFor(database, dataDir));
  try {
    const seedStart = performance.now();
    await seedLarge(app.platform.db, { sosId, mdcat, candidates });
    const seedSeconds = Number(((performance.now() - seedStart) / 1000).toFixed(1));
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const login = await fetch(`${base}/api/v6/oauthService/token`, {
      method: 'POST',
      headers: { ...securityHeaders, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: 'demo.candidate', password: 'Demo@12345', grant_type: 'password' }),
    });
    const token = (await login.json()).Data?.access_token;
    if (!token) throw new Error(`demo login failed (${login.status})`);
    const authorised = { ...securityHeaders, authorization: `Bearer ${token}` };
    const calls = [
      ['GetCourseTestAccuracy', `candidateSOSId=${mdcat}`],
      ['GetCourseTestProgress', `candidateSOSId=${mdcat}`],
      ['GetCourseAssignmentProgress', `candidateSOSId=${mdcat}`],
      ['GetCourseCompletion', `candidateSOSId=${mdcat}`],
      ['GetCourseSummary', `candidateSOSId=${mdcat}`],
      ['GetCourseSubjectScore', `candidateSOSId=${mdcat}`],
      ['GetCourseSubjectCompletion', `candidateSOSId=${mdcat}`],
      ['GetMyPrograms', ''],
      ['GetLeaderBoard', `candidateSOSId=${mdcat}&period=allTime`],
      ['GetLeaderBoard', `candidateSOSId=${mdcat}&period=thisWeek`],
    ];
    const rows = [];
    for (const [operation, query] of calls) {
      const url = `${base}/api/v6/CandidateStatsService/${operation}${query ? `?${query}` : ''}`;
      const check = await fetch(url, { headers: authorised });
      const body = await check.json();
      if (check.status !== 200) throw new Error(`${operation} answered ${check.status}: ${body.Message}`);
      const result = await load(url, authorised);
      rows.push({
        database: label,
        call: `${operation}${query.includes('period') ? ` (${query.split('period=')[1]})` : ''}`,
        requestsPerSecond: Math.round(result.requests.average),
        p50Ms: result.latency.p50,
        p99Ms: result.latency.p99,
        maxMs: result.latency.max,
        requests: result.requests.total,
        non2xx: result.non2xx,
        errors: result.errors,
        sample: operation === 'GetCourseCompletion' ? body.Data : operation === 'GetLeaderBoard' ? { TotalCandidates: body.Data.TotalCandidates } : undefined,
      });
    }
    return { seedSeconds, rows };
  } finally {
    await app.close();
  }
}

const results = [];
if (databases.includes('pglite')) {
  const pgliteDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  try {
    results.push({ database: 'PGlite (embedded)', ...(await measure('PGlite (embedded)', { kind: 'pglite', dataDir: join(pgliteDir, 'pglite') }, pgliteDir)) });
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
    results.push({ database: 'PostgreSQL', ...(await measure('PostgreSQL', { kind: 'postgres', url: url.toString() }, undefined)) });
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

console.log(`\n${durationSeconds} s per call at ${rate} requests/s, ${cpus().length} CPU cores (shared with the load generator), load average ${loadAverageAtStart} at start\n`);
console.log('| database | call | req/s | p50 (ms) | p99 (ms) | max (ms) | non-2xx | budget p99 |');
console.log('|---|---|---:|---:|---:|---:|---:|---:|');
for (const { rows } of results)
  for (const row of rows) console.log(`| ${row.database} | ${row.call} | ${row.requestsPerSecond} | ${row.p50Ms} | ${row.p99Ms} | ${row.maxMs} | ${row.non2xx + row.errors} | 50 |`);
mkdirSync(join(here, 'results'), { recursive: true });
writeFileSync(
  join(here, 'results', 'stats-load.json'),
  `${JSON.stringify({ measuredAt: new Date().toISOString(), durationSeconds, rate, candidates, cores: cpus().length, loadAverageAtStart, loadAverageAtEnd: Number(loadavg()[0].toFixed(2)), node: process.version, results }, null, 2)}\n`,
);
