#!/usr/bin/env node
// CPU time and SQL statements per call of the tests area's hot routes (issue #13: SaveTestAnswer and
// the CAT's GetNextQuestion), a measure that moves far less with a shared machine's load than
// latency does. The real server in-process on a fresh database (demo world, statements counted as
// in the test build), the clients in a process of their own (client-runner.mjs with
// tests-clients.mjs). Per call: the server process's CPU time (user + system; with PGlite the
// database's work is in it, with PostgreSQL the database server's is not) over the measured
// requests, divided by their number, and the statements per request (the x-sql-statements header).
//   node bench/tests-cpu.mjs [checkout]   (default: this one; another checkout measures its server
//                                          with this bench, e.g. a `git worktree add --detach` of main)
//   BENCH_POSTGRES_URL=postgres://postgres@127.0.0.1:5432/postgres also measures on PostgreSQL (a
//   database portal_bench_cpu_* is created on that server and dropped after).
//   BENCH_SAVES (default 1000), BENCH_CAT_SESSIONS (default 30), BENCH_RATE (default 100 req/s for the CAT),
//   BENCH_CALLS=save or cat measures one of them only (with `node --cpu-prof`, say).
// Writes bench/results/tests-cpu.json.
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';
import { register } from 'tsx/esm/api';
import { runClient } from './server-bench.mjs';

register();
const here = dirname(fileURLToPath(import.meta.url));
const tree = resolve(process.argv[2] ?? join(here, '..'));
const clients = new URL('./tests-clients.mjs', import.meta.url).href;
const { buildApp } = await import(pathToFileURL(join(tree, 'apps/server/src/app.ts')).href);
const { defaultSecurityHeaderValue } = await import(
  pathToFileURL(join(tree, 'apps/server/src/config/index.ts')).href
);
const { tests, testQuestions } = await import(
  pathToFileURL(join(tree, 'apps/server/src/modules/tests/tests.tables.ts')).href
);
const { eq } = await import('drizzle-orm');

const saves = Number(process.env.BENCH_SAVES ?? 1000);
const catSessionCount = Number(process.env.BENCH_CAT_SESSIONS ?? 30);
const rate = Number(process.env.BENCH_RATE ?? 100);
const calls = (process.env.BENCH_CALLS ?? 'save,cat').split(',');
const mdcat = 1001;
const quiz = 1112;
const cat = 30018;
const loadAverageAtStart = Number(loadavg()[0].toFixed(2));

const cpuMs = (since) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};
const round = (value, digits = 2) => Number(value.toFixed(digits));

async function measure(label, database, dataDir) {
  const app = await buildApp(
    {
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
    },
    { countSqlStatements: true },
  );
  try {
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const api = `${base}/api/v6/`;
    const security = { 'x-application-security': defaultSecurityHeaderValue };
    const login = await fetch(`${api}oauthService/token`, {
      method: 'POST',
      headers: { ...security, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        username: 'demo.candidate',
        password: 'Demo@12345',
        grant_type: 'password',
      }),
    });
    const token = (await login.json()).Data?.access_token;
    if (!token) throw new Error(`demo login failed (${login.status})`);
    const headers = {
      ...security,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
    };
    await app.runHousekeepingNow?.();

    const rows = [];
    // SaveTestAnswer: a warm-up, then the measured saves (4 at a time), all with AnsweredAt and DeviceId.
    const started = await (
      await fetch(
        `${api}CandidateTestService/GetTestQuestions?candidateSOSId=${mdcat}&testId=${quiz}`,
        { headers },
      )
    ).json();
    const questions = started.Data.TestQuestions.map((question) => ({
      questionId: question.QuestionId,
      optionIds: question.Options.map((option) => option.OptionId),
    }));
    if (calls.includes('save')) {
      const saving = {
        api,
        headers,
        attemptId: started.Data.Attempt.TestAttemptId,
        questions,
        deviceId: 'bench-page-00000001',
        concurrency: 4,
      };
      await runClient(clients, 'saveAnswers', { ...saving, firstSequence: 1, amount: 200 });
      const since = process.cpuUsage();
      const save = await runClient(clients, 'saveAnswers', {
        ...saving,
        firstSequence: 201,
        amount: saves,
      });
      rows.push({
        database: label,
        route: 'POST SaveTestAnswer',
        requests: save.requests,
        failures: save.failures,
        cpuMsPerRequest: round(cpuMs(since) / save.requests),
        statementsPerRequest: round(save.statements / save.requests),
      });
    }
    if (!calls.includes('cat')) return rows;

    // GetNextQuestion: copies of the whole-bank CAT (one attempt per copy), started first (not
    // measured), a few sessions as a warm-up, then the measured sessions paced at `rate`.
    const db = app.platform.db;
    const [source] = await db.select().from(tests).where(eq(tests.testId, cat));
    const pool = await db.select().from(testQuestions).where(eq(testQuestions.testId, cat));
    const copies = Array.from({ length: catSessionCount + 5 }, (_, index) => 900_000 + index);
    for (const testId of copies) {
      await db
        .insert(tests)
        .values({ ...source, testId, name: `${source.name} (bench ${testId})` });
      await db.insert(testQuestions).values(pool.map((row) => ({ ...row, testId })));
    }
    const firstQuestions = await runClient(clients, 'startTests', {
      api,
      headers,
      candidateSosId: mdcat,
      testIds: copies,
    });
    const warmUp = Object.fromEntries(copies.slice(0, 5).map((id) => [id, firstQuestions[id]]));
    const measured = Object.fromEntries(copies.slice(5).map((id) => [id, firstQuestions[id]]));
    await runClient(clients, 'catSessions', {
      api,
      headers,
      candidateSosId: mdcat,
      firstQuestions: warmUp,
      rate,
    });
    const since = process.cpuUsage();
    const next = await runClient(clients, 'catSessions', {
      api,
      headers,
      candidateSosId: mdcat,
      firstQuestions: measured,
      rate,
    });
    rows.push({
      database: label,
      route: 'GET GetNextQuestion (CAT)',
      requests: next.requests,
      failures: next.failures,
      sessions: catSessionCount,
      cpuMsPerRequest: round(cpuMs(since) / next.requests),
      statementsPerRequest: round(next.statements / next.requests),
    });
    return rows;
  } finally {
    await app.close();
  }
}

const rows = [];
const pgliteDir = mkdtempSync(join(tmpdir(), 'portal-bench-tests-cpu-'));
try {
  rows.push(
    ...(await measure(
      'PGlite (embedded)',
      { kind: 'pglite', dataDir: join(pgliteDir, 'pglite') },
      pgliteDir,
    )),
  );
} finally {
  rmSync(pgliteDir, { recursive: true, force: true });
}
if (process.env.BENCH_POSTGRES_URL) {
  const name = `portal_bench_cpu_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: process.env.BENCH_POSTGRES_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(process.env.BENCH_POSTGRES_URL);
  url.pathname = `/${name}`;
  try {
    rows.push(
      ...(await measure('PostgreSQL', { kind: 'postgres', url: url.toString() }, undefined)),
    );
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

console.log(
  `\n${tree}: ${cpus().length} CPU cores, load average ${loadAverageAtStart} at start, ${Number(loadavg()[0].toFixed(2))} at end\n`,
);
console.log(
  '| database | route | requests | failures | server CPU ms/request | SQL statements/request |',
);
console.log('|---|---|---:|---:|---:|---:|');
for (const row of rows)
  console.log(
    `| ${row.database} | ${row.route} | ${row.requests} | ${row.failures} | ${row.cpuMsPerRequest} | ${row.statementsPerRequest} |`,
  );
mkdirSync(join(here, 'results'), { recursive: true });
writeFileSync(
  join(here, 'results', 'tests-cpu.json'),
  `${JSON.stringify({ measuredAt: new Date().toISOString(), command: 'node bench/tests-cpu.mjs [checkout] (BENCH_POSTGRES_URL=postgres://postgres@127.0.0.1:5432/postgres for PostgreSQL too)', tree, saves, catSessions: catSessionCount, rate, cores: cpus().length, loadAverageAtStart, loadAverageAtEnd: Number(loadavg()[0].toFixed(2)), node: process.version, results: rows }, null, 2)}\n`,
);
