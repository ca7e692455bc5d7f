#!/usr/bin/env node
// Load-robust cost of every stats call (issue 17), for a machine too loaded for latency figures:
// the large history of stats-seed.mjs (demo.candidate with 1,000 attempts and 5,000 completions in
// a course of 5,000 classmates), then for each call
//   - statement: the median "Execution Time" of EXPLAIN (ANALYZE) of every SQL statement the request
//     runs (captured from the request itself, re-run under EXPLAIN BENCH_EXPLAINS times), summed;
//   - cpu: the server process's CPU time (user + system) per request over BENCH_REQUESTS sequential
//     in-process requests (app.inject: no sockets). On PGlite the database runs in this process, so
//     this is the whole cost of a request; on PostgreSQL it is the Node side only (the statement
//     column is the database's side).
// PGlite always; PostgreSQL when DATABASE_URL names a server (a scratch database, dropped after).
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/stats-cost.mjs
//
// Writes bench/results/stats-cost.json (BENCH_OUT to name another file) and prints a table.
import { execSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildBenchApp, onEachDatabase, securityHeaders } from './server-bench.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const { seedLarge } = await import('./stats-seed.mjs');

const requests = Number(process.env.BENCH_REQUESTS ?? 40);
const explains = Number(process.env.BENCH_EXPLAINS ?? 7);
const mdcat = 1001;
const sosId = 11;
const uptime = () => execSync('uptime').toString().trim();
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const round = (value) => Number(value.toFixed(2));

export const statsCalls = [
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

async function measure(label, database, dataDir) {
  const app = await buildBenchApp(database, dataDir);
  try {
    const db = app.platform.db;
    await seedLarge(db, { sosId, mdcat, candidates: 5000 });
    const login = await app.inject({
      method: 'POST',
      url: '/api/v6/oauthService/token',
      headers: { ...securityHeaders, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        username: 'demo.candidate',
        password: 'Demo@12345',
        grant_type: 'password',
      }).toString(),
    });
    const headers = {
      ...securityHeaders,
      authorization: `Bearer ${login.json().Data.access_token}`,
    };
    // Every statement a request sends, with its parameters, captured at the driver.
    const captured = [];
    const client = db.$client;
    const original = client.query.bind(client);
    let capturing = false;
    client.query = (text, params, ...rest) => {
      if (capturing)
        captured.push({
          text: typeof text === 'string' ? text : text.text,
          params: params ?? (typeof text === 'string' ? undefined : text.values),
        });
      return original(text, params, ...rest);
    };
    const rows = [];
    for (const [operation, query] of statsCalls) {
      const url = `/api/v6/CandidateStatsService/${operation}${query ? `?${query}` : ''}`;
      const call = `${operation}${query.includes('period') ? ` (${query.split('period=')[1]})` : ''}`;
      captured.length = 0;
      capturing = true;
      const check = await app.inject({ method: 'GET', url, headers });
      capturing = false;
      if (check.statusCode !== 200)
        throw new Error(`${call} answered ${check.statusCode}: ${check.body}`);
      const statements = [...captured];
      const times = statements.map(() => []);
      for (let i = 0; i < explains; i += 1)
        for (const [index, statement] of statements.entries()) {
          const plan = await original(
            `explain (analyze, format json) ${statement.text}`,
            statement.params ?? [],
          );
          const json = plan.rows[0]['QUERY PLAN'];
          const document = typeof json === 'string' ? JSON.parse(json) : json;
          times[index].push(document[0]['Execution Time']);
        }
      const statementMs = times.map((list) => median(list));
      for (let i = 0; i < 5; i += 1) await app.inject({ method: 'GET', url, headers });
      const cpuStart = process.cpuUsage();
      const wallStart = performance.now();
      for (let i = 0; i < requests; i += 1) await app.inject({ method: 'GET', url, headers });
      const cpu = process.cpuUsage(cpuStart);
      const wall = performance.now() - wallStart;
      rows.push({
        call,
        statements: statements.length,
        statementMs: round(statementMs.reduce((sum, ms) => sum + ms, 0)),
        statementMsEach: statementMs.map(round),
        cpuMsPerRequest: round((cpu.user + cpu.system) / 1000 / requests),
        wallMsPerRequest: round(wall / requests),
        responseBytes: check.rawPayload.length,
      });
      console.log(
        `${label} | ${rows.at(-1).call} | ${rows.at(-1).statements} | ${rows.at(-1).statementMsEach.join(' + ')} | ${rows.at(-1).cpuMsPerRequest} | ${rows.at(-1).wallMsPerRequest}`,
      );
    }
    client.query = original;
    return { database: label, rows };
  } finally {
    await app.close();
  }
}

const uptimeAtStart = uptime();
const results = await onEachDatabase(measure);
const lines = [
  `Load at start: \`${uptimeAtStart}\`; at end: \`${uptime()}\``,
  `${requests} sequential in-process requests per call (CPU), ${explains} EXPLAIN ANALYZE runs per statement (median)`,
  '',
  '| database | call | statements | statement time, ms (EXPLAIN ANALYZE execution, summed) | server CPU ms / request | wall ms / request | response bytes |',
  '|---|---|---:|---:|---:|---:|---:|',
  ...results.flatMap((result) =>
    result.rows.map(
      (row) =>
        `| ${result.database} | ${row.call} | ${row.statements} | ${row.statementMs} (${row.statementMsEach.join(' + ')}) | ${row.cpuMsPerRequest} | ${row.wallMsPerRequest} | ${row.responseBytes} |`,
    ),
  ),
];
console.log(`\n${lines.join('\n')}`);
mkdirSync(join(here, 'results'), { recursive: true });
writeFileSync(
  join(here, 'results', process.env.BENCH_OUT ?? 'stats-cost.json'),
  `${JSON.stringify({ measuredAt: new Date().toISOString(), requests, explains, uptimeAtStart, uptimeAtEnd: uptime(), node: process.version, results }, null, 2)}\n`,
);
