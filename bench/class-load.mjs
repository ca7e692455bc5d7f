#!/usr/bin/env node
// A class taking a test at once (issue #13 budget: "a class of 300 candidates starting the same
// test within 10 s completes with 0 errors"). The real server in-process, demo.candidate logged in.
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
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

register();
const here = dirname(fileURLToPath(import.meta.url));
const { buildApp } = await import('../apps/server/src/app.ts');
const { defaultSecurityHeaderValue } = await import('../apps/server/src/config/index.ts');
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
const securityHeaders = { 'x-application-security': defaultSecurityHeaderValue, 'content-type': 'application/json' };
const mdcat = 1001;
const practiceQuiz = 30012;
const cat = 30018;

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

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const sleep = (milliseconds) => new Promise((resolve) => setTimeout(resolve, milliseconds));
const think = () => sleep(thinkMs * (0.5 + Math.random()));

/** Copies of a demo test added to the enrolment (ids from `firstId`), with its questions. */
async function copyTest(db, sourceId, firstId, count) {
  const [source] = await db.select().from(tests).where(eq(tests.testId, sourceId));
  const pool = await db.select().from(testQuestions).where(eq(testQuestions.testId, sourceId));
  const ids = Array.from({ length: count }, (_, index) => firstId + index);
  // Few enough rows a statement to stay under the protocol's 65,535 parameters.
  const perStatement = Math.max(1, Math.floor(10_000 / Math.max(1, pool.length)));
  for (let start = 0; start < ids.length; start += perStatement) {
    const chunk = ids.slice(start, start + perStatement);
    await db.insert(tests).values(chunk.map((testId) => ({ ...source, testId, name: `${source.name} (class ${testId})` })));
    await db.insert(testQuestions).values(chunk.flatMap((testId) => pool.map((row) => ({ ...row, testId }))));
  }
  return ids;
}

async function measure(label, database, dataDir) {
  const app = await buildApp(configFor(database, dataDir));
  try {
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const api = `${base}/api/v6/`;
    const login = await fetch(`${api}oauthService/token`, {
      method: 'POST',
      headers: { ...securityHeaders, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: 'demo.candidate', password: 'Demo@12345', grant_type: 'password' }),
    });
    const token = (await login.json()).Data?.access_token;
    if (!token) throw new Error(`demo login failed (${login.status})`);
    const headers = { ...securityHeaders, authorization: `Bearer ${token}` };

    const db = app.platform.db;
    const quizIds = await copyTest(db, practiceQuiz, 910_000, classSize - catCandidates);
    const catIds = await copyTest(db, cat, 920_000, catCandidates);

    const byRoute = new Map();
    const record = (route, milliseconds, ok, networkError) => {
      const entry = byRoute.get(route) ?? { latencies: [], non2xx: 0, errors: 0 };
      entry.latencies.push(milliseconds);
      if (networkError) entry.errors += 1;
      else if (!ok) entry.non2xx += 1;
      byRoute.set(route, entry);
    };
    const call = async (route, path, init = {}) => {
      const before = performance.now();
      try {
        const response = await fetch(`${api}${path}`, { headers, ...init });
        const body = await response.json();
        record(route, performance.now() - before, response.status === 200, false);
        return response.status === 200 ? body.Data : null;
      } catch {
        record(route, performance.now() - before, false, true);
        return null;
      }
    };

    let completed = 0;
    let deadline = Number.POSITIVE_INFINITY;
    const overtime = () => performance.now() > deadline;
    const takeQuiz = async (testId) => {
      const started = await call('GET GetTestQuestions', `CandidateTestService/GetTestQuestions?candidateSOSId=${mdcat}&testId=${testId}`);
      if (!started) return;
      let sequence = 0;
      for (const question of started.TestQuestions) {
        await think();
        if (overtime()) return;
        sequence += 1;
        const option = question.Options[Math.floor(Math.random() * question.Options.length)];
        const body = { TestAttemptId: started.Attempt.TestAttemptId, QuestionId: question.QuestionId, CandidateAnswer: String(option.OptionId), Sequence: sequence, StartTime: null, EndTime: null };
        await call('POST SaveTestAnswer', 'CandidateTestService/SaveTestAnswer', { method: 'POST', body: JSON.stringify(body) });
      }
      if (overtime()) return;
      const now = new Date().toISOString();
      const submitted = await call('POST SubmitTest', 'CandidateTestService/SubmitTest', {
        method: 'POST',
        body: JSON.stringify({ TestId: testId, CandidateSOSId: mdcat, SOSDetailTestId: null, StartTime: started.Attempt.StartTime, EndTime: now, Answers: [] }),
      });
      if (submitted) completed += 1;
    };
    const takeCat = async (testId) => {
      const started = await call('GET GetTestQuestions', `CandidateTestService/GetTestQuestions?candidateSOSId=${mdcat}&testId=${testId}`);
      let question = started?.TestQuestions[0];
      while (question) {
        await think();
        if (overtime()) return;
        const query = new URLSearchParams({
          TestId: String(testId),
          CandidateSOSId: String(mdcat),
          QuestionId: String(question.QuestionId),
          TopicId: String(question.TopicId),
          CandidateAnswer: String(question.Options[Math.floor(Math.random() * question.Options.length)].OptionId),
          StartTime: new Date().toISOString(),
          EndTime: new Date().toISOString(),
        });
        const next = await call('GET GetNextQuestion (CAT)', `CandidateTestService/GetNextQuestion?${query}`);
        if (!next) return;
        if (next.IsCompleted) {
          completed += 1;
          return;
        }
        question = next.Question;
      }
    };

    // The class: quiz and CAT candidates interleaved, every start inside the window.
    const quizQueue = quizIds.map((testId) => () => takeQuiz(testId));
    const catQueue = catIds.map((testId) => () => takeCat(testId));
    const catPositions = new Set(catIds.map((_, index) => Math.floor((index * classSize) / catCandidates)));
    const candidates = Array.from({ length: classSize }, (_, index) =>
      (catPositions.has(index) ? catQueue.shift() : quizQueue.shift()) ?? catQueue.shift() ?? quizQueue.shift(),
    );
    const began = performance.now();
    deadline = began + maxSeconds * 1000;
    await Promise.all(candidates.map((take, index) => sleep((index * startWindowSeconds * 1000) / candidates.length).then(take)));
    const seconds = (performance.now() - began) / 1000;
    return [...byRoute].map(([route, entry]) => {
      const sorted = entry.latencies.sort((left, right) => left - right);
      return {
        database: label,
        route,
        requests: sorted.length,
        requestsPerSecond: Number((sorted.length / seconds).toFixed(1)),
        p50Ms: Number(percentile(sorted, 50).toFixed(2)),
        p99Ms: Number(percentile(sorted, 99).toFixed(2)),
        maxMs: Number(sorted.at(-1).toFixed(2)),
        non2xx: entry.non2xx,
        errors: entry.errors,
        candidates: candidates.length,
        completed,
        runSeconds: Number(seconds.toFixed(1)),
      };
    });
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
  rows.push(...(await measure('PGlite (embedded)', { kind: 'pglite', dataDir: join(pgliteDir, 'pglite') }, pgliteDir)));
  write();
} finally {
  rmSync(pgliteDir, { recursive: true, force: true });
}
if (process.env.BENCH_POSTGRES_URL) {
  rows.push(...(await measure('PostgreSQL', { kind: 'postgres', url: process.env.BENCH_POSTGRES_URL }, undefined)));
  write();
}

console.log(`\n${classSize} candidates (${catCandidates} on the CAT) starting within ${startWindowSeconds} s, think time ${thinkMs} ms ± 50 %; ${cpus().length} CPU cores (shared with the load generator), load average ${loadAverageAtStart} at start\n`);
console.log('| database | route | requests | req/s | p50 (ms) | p99 (ms) | max (ms) | non-2xx | errors | completed / candidates | run (s) |');
console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
for (const row of rows) console.log(`| ${row.database} | ${row.route} | ${row.requests} | ${row.requestsPerSecond} | ${row.p50Ms} | ${row.p99Ms} | ${row.maxMs} | ${row.non2xx} | ${row.errors} | ${row.completed} / ${row.candidates} | ${row.runSeconds} |`);
