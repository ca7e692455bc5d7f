#!/usr/bin/env node
// Before and after in one process, for a machine too loaded for throughput figures: the server of a
// base checkout and of this checkout, each in-process on its own fresh PGlite (the demo world),
// answer the same authenticated reads in alternating batches (autocannon, a fixed number of
// requests); for each batch the process's CPU time (user + system, autocannon's share included and
// the same for both) per request, and the wall-clock req/s. CPU per request moves far less with
// the machine's load than req/s does. The base checkout: `git worktree add --detach /tmp/base
// <commit>` with this checkout's node_modules linked in.
//
//   node bench/server-cpu-ab.mjs <base-dir>   (BENCH_ROUNDS=3, BENCH_REQUESTS=600, BENCH_CONNECTIONS=10)
//
// Writes bench/results/server-cpu-ab.json and prints a table (medians over the rounds).
import { execSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { register } from 'tsx/esm/api';

register();
const here = dirname(fileURLToPath(import.meta.url));
const baseDir = process.argv[2];
if (!baseDir) {
  console.error('usage: node bench/server-cpu-ab.mjs <base-dir>');
  process.exit(2);
}
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const amount = Number(process.env.BENCH_REQUESTS ?? 600);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const uptime = () => execSync('uptime').toString().trim();

async function start(tree, label) {
  const { buildApp } = await import(pathToFileURL(join(tree, 'apps/server/src/app.ts')).href);
  const { defaultSecurityHeaderValue } = await import(pathToFileURL(join(tree, 'apps/server/src/config/index.ts')).href);
  const dataDir = mkdtempSync(join(tmpdir(), `portal-cpu-${label}-`));
  const app = await buildApp({
    database: { kind: 'pglite', dataDir: join(dataDir, 'pglite') }, port: 0, host: '127.0.0.1', dataDir, webDistDir: undefined,
    securityHeaderValue: defaultSecurityHeaderValue, tokenSigningKey: randomBytes(32).toString('base64url'),
    passwordHashing: { memoryKiB: 1024, iterations: 1 }, publicWebUrl: 'http://127.0.0.1', exposeOutbox: false, logLevel: 'warn',
    trustProxy: false, smtpUrl: undefined, mailFrom: 'bench@portal.local', recaptchaSecret: undefined, seedDemoData: true,
  });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const security = { 'x-application-security': defaultSecurityHeaderValue };
  const login = await fetch(`${base}/api/v6/oauthService/token`, {
    method: 'POST', headers: { ...security, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: 'demo.candidate', password: 'Demo@12345', grant_type: 'password' }),
  });
  const token = (await login.json()).Data?.access_token;
  if (!token) throw new Error(`${label}: demo login failed`);
  return { label, app, base, dataDir, headers: { ...security, authorization: `Bearer ${token}` } };
}

const routes = [
  { name: 'GET AccountService/GetLoggedInUserInfo', path: '/api/v6/AccountService/GetLoggedInUserInfo?AppVersionCode=1&Platform=1' },
  { name: 'GET CandidateNotificationService/GetNotifications (10)', path: '/api/v6/CandidateNotificationService/GetNotifications?filter=1&lessThanCandidateNotificationId=0&pageSize=10' },
];

function batch(server, path) {
  return new Promise((done, fail) => {
    const cpu = process.cpuUsage();
    const started = performance.now();
    autocannon({ url: `${server.base}${path}`, headers: server.headers, connections, amount }, (error, result) => {
      if (error) return fail(error);
      const used = process.cpuUsage(cpu);
      const seconds = (performance.now() - started) / 1000;
      if (result.non2xx || result.errors) return fail(new Error(`${server.label} ${path}: ${result.non2xx} non-2xx, ${result.errors} errors`));
      done({ cpuMsPerRequest: (used.user + used.system) / 1000 / result.requests.total, requestsPerSecond: result.requests.total / seconds });
    });
  });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const uptimeAtStart = uptime();
const servers = [await start(resolve(baseDir), 'before'), await start(resolve(here, '..'), 'after')];
const samples = [];
try {
  for (const server of servers) for (const route of routes) await batch(server, route.path); // warm-up
  for (let round = 1; round <= rounds; round += 1) {
    for (const route of routes) {
      for (const server of round % 2 ? servers : [...servers].reverse()) samples.push({ tree: server.label, route: route.name, round, ...(await batch(server, route.path)) });
    }
  }
} finally {
  for (const server of servers) {
    await server.app.close();
    rmSync(server.dataDir, { recursive: true, force: true });
  }
}
const uptimeAtEnd = uptime();
const results = routes.map((route) => {
  const of = (tree, key) => Number(median(samples.filter((s) => s.tree === tree && s.route === route.name).map((s) => s[key])).toFixed(2));
  return { route: route.name, before: { cpuMsPerRequest: of('before', 'cpuMsPerRequest'), requestsPerSecond: of('before', 'requestsPerSecond') }, after: { cpuMsPerRequest: of('after', 'cpuMsPerRequest'), requestsPerSecond: of('after', 'requestsPerSecond') } };
});
console.log(`\n${uptimeAtStart}\nPGlite, ${amount} requests per batch, ${connections} connections, ${rounds} rounds alternating; medians\n`);
console.log('| route | before CPU ms/request | after CPU ms/request | before req/s | after req/s |');
console.log('|---|---:|---:|---:|---:|');
for (const row of results) console.log(`| ${row.route} | ${row.before.cpuMsPerRequest} | ${row.after.cpuMsPerRequest} | ${row.before.requestsPerSecond} | ${row.after.requestsPerSecond} |`);
console.log(uptimeAtEnd);
mkdirSync(join(here, 'results'), { recursive: true });
writeFileSync(join(here, 'results', 'server-cpu-ab.json'), `${JSON.stringify({ measuredAt: new Date().toISOString(), baseDir, uptimeAtStart, uptimeAtEnd, amount, connections, rounds, results, samples }, null, 2)}\n`);
