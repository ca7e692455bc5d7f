#!/usr/bin/env node
// API load: the real server in-process (embedded PGlite, then PostgreSQL when DATABASE_URL is set),
// the demo candidate logged in, then autocannon on a trivial route (/health), an authenticated
// one-object read (logged-in user info: JWT check + session + user + configuration, one statement)
// and an authenticated list read (a page of notifications), one after the other in the same run.
// Prints a markdown table; writes bench/results/server-load.json. Figures are recorded, not
// asserted (they depend on the machine). Budgets (issue #10): one-object read >= 0.25 of /health on
// PostgreSQL and >= 0.10 on PGlite, list read >= 0.15 on PostgreSQL.
//
// `--p99`: the user-info call alone at 100 connections for 30 s on each database (latency
// percentiles, errors), written to bench/results/server-load-p99.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildBenchApp, latencyFigures, loadFor, loginDemoCandidate, onEachDatabase } from './server-bench.mjs';

const here = dirname(fileURLToPath(import.meta.url));

// The machine may be shared: the 1-minute load average at start is recorded with the figures.
const loadAverageAtStart = Number(loadavg()[0].toFixed(2));
const p99Mode = process.argv.includes('--p99');
const durationSeconds = Number(process.env.BENCH_DURATION ?? (p99Mode ? 30 : 10));
const connections = Number(process.env.BENCH_CONNECTIONS ?? (p99Mode ? 100 : 50));

// Production password hashing (the login is part of the server's real start-up cost), a live clock;
// autocannon as fast as it can at `connections` (BENCH_DATABASES picks the databases).
const load = (url, headers) => loadFor(url, headers, { durationSeconds, connections });

async function measure(label, database, dataDir) {
  const app = await buildBenchApp(database, dataDir, { passwordHashing: { memoryKiB: 65_536, iterations: 4 }, clock: () => new Date() });
  try {
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const authorised = await loginDemoCandidate(base);
    const userInfoUrl = `${base}/api/v6/AccountService/GetLoggedInUserInfo?AppVersionCode=1&Platform=1`;
    const check = await fetch(userInfoUrl, { headers: authorised });
    if (check.status !== 200) throw new Error(`user info answered ${check.status}`);
    const listUrl = `${base}/api/v6/CandidateNotificationService/GetNotifications?filter=1&lessThanCandidateNotificationId=0&pageSize=10`;
    const listCheck = await fetch(listUrl, { headers: authorised });
    if (listCheck.status !== 200) throw new Error(`the notifications list answered ${listCheck.status}`);
    const row = (route, result) => ({
      database: label,
      route,
      ...latencyFigures(result),
      timeouts: result.timeouts,
    });
    if (p99Mode) return [row('GET AccountService/GetLoggedInUserInfo', await load(userInfoUrl, authorised))];
    const health = await load(`${base}/health`, {});
    const userInfo = await load(userInfoUrl, authorised);
    const list = await load(listUrl, authorised);
    return [row('GET /health', health), row('GET AccountService/GetLoggedInUserInfo', userInfo), row('GET CandidateNotificationService/GetNotifications (10)', list)];
  } finally {
    await app.close();
  }
}

const rows = (await onEachDatabase(measure)).flat();

console.log(`\n${durationSeconds} s per route, ${connections} connections, ${cpus().length} CPU cores (shared with the load generator), load average ${loadAverageAtStart} at start\n`);
mkdirSync(join(here, 'results'), { recursive: true });
const header = { measuredAt: new Date().toISOString(), durationSeconds, connections, cores: cpus().length, loadAverageAtStart, loadAverageAtEnd: Number(loadavg()[0].toFixed(2)), node: process.version };
if (p99Mode) {
  console.log('| database | route | req/s | p50 (ms) | p99 (ms) | max (ms) | requests | non-2xx | errors |');  // autocannon counts a timeout as an error too
  console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const row of rows) console.log(`| ${row.database} | ${row.route} | ${row.requestsPerSecond} | ${row.p50Ms} | ${row.p99Ms} | ${row.maxMs} | ${row.requests} | ${row.non2xx} | ${row.errors} (${row.timeouts} timeouts) |`);
  writeFileSync(join(here, 'results', 'server-load-p99.json'), `${JSON.stringify({ ...header, results: rows }, null, 2)}\n`);
} else {
  console.log('| database | route | req/s | p99 (ms) | ratio to /health | budget |');
  console.log('|---|---|---:|---:|---:|---:|');
  const summary = [];
  for (const label of [...new Set(rows.map((row) => row.database))]) {
    const [health, userInfo, list] = rows.filter((row) => row.database === label);
    const postgres = label === 'PostgreSQL';
    const ratio = userInfo.requestsPerSecond / health.requestsPerSecond;
    const listRatio = list.requestsPerSecond / health.requestsPerSecond;
    const budgets = { userInfo: postgres ? 0.25 : 0.1, list: postgres ? 0.15 : undefined };
    console.log(`| ${label} | ${health.route} | ${health.requestsPerSecond} | ${health.p99Ms} | | |`);
    console.log(`| ${label} | ${userInfo.route} | ${userInfo.requestsPerSecond} | ${userInfo.p99Ms} | ${ratio.toFixed(3)} | ${budgets.userInfo} |`);
    console.log(`| ${label} | ${list.route} | ${list.requestsPerSecond} | ${list.p99Ms} | ${listRatio.toFixed(3)} | ${budgets.list ?? ''} |`);
    summary.push({ database: label, health, userInfo, list, ratio: Number(ratio.toFixed(3)), listRatio: Number(listRatio.toFixed(3)), budgets });
    if ([health, userInfo, list].some((row) => row.non2xx || row.errors)) console.log(`  (${label}: some responses were not 2xx or failed)`);
  }
  writeFileSync(join(here, 'results', 'server-load.json'), `${JSON.stringify({ ...header, results: summary }, null, 2)}\n`);
}
