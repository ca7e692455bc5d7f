#!/usr/bin/env node
// Tests area under load (issue #13 budgets): the real server in-process, demo.candidate logged in;
// the load comes from processes of their own (autocannon in load-generator.mjs, the CAT sessions in
// client-runner.mjs with tests-clients.mjs), so the latencies are the server's.
// 1. Answer save: POST SaveTestAnswer at a fixed 200 requests/s (autocannon overallRate) for
//    BENCH_DURATION seconds, every request a new (question, sequence) of one open quiz attempt, so
//    each one is a real journal insert; sent as the portal sends it, with AnsweredAt and the page's
//    DeviceId (so the device's rank is computed and raised). Budget: p99 <= 20 ms.
// 2. CAT next question: BENCH_CAT_SESSIONS adaptive attempts (copies of the demo's whole-bank CAT
//    test added to the enrolment) answered concurrently, each session one request at a time, paced
//    so the total stays near 200 requests/s, until every session reaches its stop rule. Latency of
//    every GetNextQuestion (scoring, EAP, the step's insert, exposure counts, selection). Budget:
//    p99 <= 20 ms.
// PGlite (embedded) always; PostgreSQL when BENCH_POSTGRES_URL names an empty database this
// script may fill (it is not created or dropped here). Figures are recorded, not asserted (shared
// machine: the load average at start is written with them). Writes bench/results/tests-load.json.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildBenchApp, loadFor, loginDemoCandidate, runClient } from './server-bench.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const clients = new URL('./tests-clients.mjs', import.meta.url).href;
const { tests, testQuestions } = await import('../apps/server/src/modules/tests/tests.tables.ts');
const { eq } = await import('drizzle-orm');

const loadAverageAtStart = Number(loadavg()[0].toFixed(2));
const durationSeconds = Number(process.env.BENCH_DURATION ?? 10);
const rate = 200;
const catSessions = Number(process.env.BENCH_CAT_SESSIONS ?? 40);
const mdcat = 1001;
const quiz = 1112;
const cat = 30018;

async function measure(label, database, dataDir) {
  const app = await buildBenchApp(database, dataDir);
  try {
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const api = `${base}/api/v6/`;
    const headers = { ...(await loginDemoCandidate(base)), 'content-type': 'application/json' };

    // 1. Answer save at a fixed rate.
    const started = await (
      await fetch(
        `${api}CandidateTestService/GetTestQuestions?candidateSOSId=${mdcat}&testId=${quiz}`,
        { headers },
      )
    ).json();
    const attemptId = started.Data.Attempt.TestAttemptId;
    const questions = started.Data.TestQuestions.map((question) => ({
      questionId: question.QuestionId,
      optionIds: question.Options.map((option) => option.OptionId),
    }));
    const save = await loadFor(`${api}CandidateTestService/SaveTestAnswer`, headers, {
      durationSeconds,
      connections: 20,
      rate,
      method: 'POST',
      requestsFrom: {
        module: clients,
        name: 'saveAnswerRequests',
        data: { attemptId, questions, deviceId: 'bench-page-00000001' },
      },
    });

    // 2. CAT sessions: copies of the whole-bank CAT, answered concurrently at ~200 requests/s in total.
    const db = app.platform.db;
    const [source] = await db.select().from(tests).where(eq(tests.testId, cat));
    const pool = await db.select().from(testQuestions).where(eq(testQuestions.testId, cat));
    const copies = Array.from({ length: catSessions }, (_, index) => 900_000 + index);
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
    const next = await runClient(clients, 'catSessions', {
      api,
      headers,
      candidateSosId: mdcat,
      firstQuestions,
      rate,
    });
    return [
      {
        database: label,
        route: 'POST SaveTestAnswer',
        targetRate: rate,
        requestsPerSecond: Math.round(save.requests.average),
        p50Ms: save.latency.p50,
        p99Ms: save.latency.p99,
        maxMs: save.latency.max,
        requests: save.requests.total,
        non2xx: save.non2xx,
        errors: save.errors,
      },
      {
        database: label,
        route: 'GET GetNextQuestion (CAT)',
        targetRate: rate,
        requestsPerSecond: next.requestsPerSecond,
        p50Ms: next.p50Ms,
        p99Ms: next.p99Ms,
        maxMs: next.maxMs,
        requests: next.requests,
        non2xx: next.failures,
        errors: 0,
        sessions: catSessions,
      },
    ];
  } finally {
    await app.close();
  }
}

const rows = [];
const pgliteDir = mkdtempSync(join(tmpdir(), 'portal-bench-tests-'));
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
if (process.env.BENCH_POSTGRES_URL)
  rows.push(
    ...(await measure(
      'PostgreSQL',
      { kind: 'postgres', url: process.env.BENCH_POSTGRES_URL },
      undefined,
    )),
  );

console.log(
  `\n${cpus().length} CPU cores (the load generators run in processes of their own), load average ${loadAverageAtStart} at start\n`,
);
console.log(
  '| database | route | target req/s | req/s | p50 (ms) | p99 (ms) | max (ms) | requests | non-2xx | errors |',
);
console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|---:|');
for (const row of rows)
  console.log(
    `| ${row.database} | ${row.route} | ${row.targetRate} | ${row.requestsPerSecond} | ${row.p50Ms} | ${row.p99Ms} | ${row.maxMs} | ${row.requests} | ${row.non2xx} | ${row.errors} |`,
  );
mkdirSync(join(here, 'results'), { recursive: true });
writeFileSync(
  join(here, 'results', 'tests-load.json'),
  `${JSON.stringify({ measuredAt: new Date().toISOString(), durationSeconds, cores: cpus().length, loadAverageAtStart, loadAverageAtEnd: Number(loadavg()[0].toFixed(2)), node: process.version, results: rows }, null, 2)}\n`,
);
