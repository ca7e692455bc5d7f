#!/usr/bin/env node
// A class taking a test at once (issue #13 budget: "a class of 300 candidates starting the same
// test within 10 s completes with 0 errors"). The real server in-process, demo.candidate logged in;
// the candidates are simulated in a process of their own (client-runner.mjs with tests-clients.mjs's
// classRun), so the latencies are the server's.
// BENCH_CLASS candidates (default 300) start within BENCH_START_WINDOW seconds (default 10), evenly
// spread. Each one has its own attempt (an attempt is one per enrolment and test, so every
// candidate gets a copy of a demo test added to the enrolment; the requests are the same a class
// of distinct accounts makes, minus the logins):
//  - most take a copy of the Physics AI practice quiz (10 MCQs): GetTestQuestions, one
//    SaveTestAnswer per question after a think time, then SubmitTest;
//  - BENCH_CLASS_CAT of them (default 60) take a copy of the whole-bank adaptive test: GetTestQuestions,
//    then GetNextQuestion after each think time until the stop rule ends it.
// Think time per answer: BENCH_THINK_MS (default 2000) × a random factor 0.5-1.5.
// Recorded per route: requests, p50/p99/max latency, non-2xx and network errors, and the whole run's
// duration. PGlite (embedded) always; PostgreSQL when BENCH_POSTGRES_URL names an empty database this
// script may fill. Figures are recorded, not asserted (shared machine: the load average is written
// with them). Writes bench/results/class-load.json.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildBenchApp, loginDemoCandidate, runClient } from './server-bench.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const clients = new URL('./tests-clients.mjs', import.meta.url).href;
const { tests, testQuestions } = await import('../apps/server/src/modules/tests/tests.tables.ts');
const { eq } = await import('drizzle-orm');

const loadAverageAtStart = Number(loadavg()[0].toFixed(2));
const classSize = Number(process.env.BENCH_CLASS ?? 300);
const catCandidates = Math.min(classSize, Number(process.env.BENCH_CLASS_CAT ?? 60));
const startWindowSeconds = Number(process.env.BENCH_START_WINDOW ?? 10);
const thinkMs = Number(process.env.BENCH_THINK_MS ?? 2000);
// A database that cannot keep up would run for ever: after this many seconds no candidate sends
// another request, and those not finished count as not completed.
const maxSeconds = Number(process.env.BENCH_MAX_SECONDS ?? 240);
const mdcat = 1001;
const practiceQuiz = 30012;
const cat = 30018;

/** Copies of a demo test added to the enrolment (ids from `firstId`), with its questions. */
async function copyTest(db, sourceId, firstId, count) {
  const [source] = await db.select().from(tests).where(eq(tests.testId, sourceId));
  const pool = await db.select().from(testQuestions).where(eq(testQuestions.testId, sourceId));
  const ids = Array.from({ length: count }, (_, index) => firstId + index);
  // Few enough rows a statement to stay under the protocol's 65,535 parameters.
  const perStatement = Math.max(1, Math.floor(10_000 / Math.max(1, pool.length)));
  for (let start = 0; start < ids.length; start += perStatement) {
    const chunk = ids.slice(start, start + perStatement);
    await db
      .insert(tests)
      .values(
        chunk.map((testId) => ({ ...source, testId, name: `${source.name} (class ${testId})` })),
      );
    await db
      .insert(testQuestions)
      .values(chunk.flatMap((testId) => pool.map((row) => ({ ...row, testId }))));
  }
  return ids;
}

async function measure(label, database, dataDir) {
  const app = await buildBenchApp(database, dataDir);
  try {
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const api = `${base}/api/v6/`;
    const headers = { ...(await loginDemoCandidate(base)), 'content-type': 'application/json' };
    const db = app.platform.db;
    const quizIds = await copyTest(db, practiceQuiz, 910_000, classSize - catCandidates);
    const catIds = await copyTest(db, cat, 920_000, catCandidates);
    const run = await runClient(clients, 'classRun', {
      api,
      headers,
      candidateSosId: mdcat,
      quizIds,
      catIds,
      classSize,
      startWindowSeconds,
      thinkMs,
      maxSeconds,
    });
    return run.routes.map((route) => ({
      database: label,
      ...route,
      candidates: run.candidates,
      completed: run.completed,
      runSeconds: run.runSeconds,
    }));
  } finally {
    await app.close();
  }
}

const rows = [];
const write = () => {
  mkdirSync(join(here, 'results'), { recursive: true });
  writeFileSync(
    join(here, 'results', 'class-load.json'),
    `${JSON.stringify({ measuredAt: new Date().toISOString(), command: 'node bench/class-load.mjs (BENCH_POSTGRES_URL=postgres://…/empty_db for PostgreSQL)', classSize, catCandidates, startWindowSeconds, thinkMs, maxSeconds, cores: cpus().length, loadAverageAtStart, loadAverageNow: Number(loadavg()[0].toFixed(2)), node: process.version, results: rows }, null, 2)}\n`,
  );
};
const pgliteDir = mkdtempSync(join(tmpdir(), 'portal-bench-class-'));
try {
  rows.push(
    ...(await measure(
      'PGlite (embedded)',
      { kind: 'pglite', dataDir: join(pgliteDir, 'pglite') },
      pgliteDir,
    )),
  );
  write();
} finally {
  rmSync(pgliteDir, { recursive: true, force: true });
}
if (process.env.BENCH_POSTGRES_URL) {
  rows.push(
    ...(await measure(
      'PostgreSQL',
      { kind: 'postgres', url: process.env.BENCH_POSTGRES_URL },
      undefined,
    )),
  );
  write();
}

console.log(
  `\n${classSize} candidates (${catCandidates} on the CAT) starting within ${startWindowSeconds} s, think time ${thinkMs} ms ± 50 %; ${cpus().length} CPU cores (the candidates are simulated in a process of their own), load average ${loadAverageAtStart} at start\n`,
);
console.log(
  '| database | route | requests | req/s | p50 (ms) | p99 (ms) | max (ms) | non-2xx | errors | completed / candidates | run (s) |',
);
console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
for (const row of rows)
  console.log(
    `| ${row.database} | ${row.route} | ${row.requests} | ${row.requestsPerSecond} | ${row.p50Ms} | ${row.p99Ms} | ${row.maxMs} | ${row.non2xx} | ${row.errors} | ${row.completed} / ${row.candidates} | ${row.runSeconds} |`,
  );
