#!/usr/bin/env node
// Tests area under load (issue #13 budgets): the real server in-process, demo.candidate logged in.
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
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { register } from 'tsx/esm/api';

register();
const here = dirname(fileURLToPath(import.meta.url));
const { buildApp } = await import('../apps/server/src/app.ts');
const { defaultSecurityHeaderValue } = await import('../apps/server/src/config/index.ts');
const { tests, testQuestions } = await import('../apps/server/src/modules/tests/tests.tables.ts');
const { eq } = await import('drizzle-orm');

const loadAverageAtStart = Number(loadavg()[0].toFixed(2));
const durationSeconds = Number(process.env.BENCH_DURATION ?? 10);
const rate = 200;
const catSessions = Number(process.env.BENCH_CAT_SESSIONS ?? 40);
const securityHeaders = { 'x-application-security': defaultSecurityHeaderValue, 'content-type': 'application/json' };
const mdcat = 1001;
const quiz = 1112;
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

    // 1. Answer save at a fixed rate.
    const started = await (await fetch(`${api}CandidateTestService/GetTestQuestions?candidateSOSId=${mdcat}&testId=${quiz}`, { headers })).json();
    const attemptId = started.Data.Attempt.TestAttemptId;
    const questions = started.Data.TestQuestions;
    let sequence = 0;
    const save = await new Promise((resolve, reject) => {
      autocannon(
        {
          url: `${api}CandidateTestService/SaveTestAnswer`,
          method: 'POST',
          headers,
          connections: 20,
          overallRate: rate,
          duration: durationSeconds,
          requests: [
            {
              setupRequest: (request) => {
                sequence += 1;
                const question = questions[sequence % questions.length];
                const option = question.Options[sequence % question.Options.length];
                return {
                  ...request,
                  body: JSON.stringify({ TestAttemptId: attemptId, QuestionId: question.QuestionId, CandidateAnswer: String(option.OptionId), Sequence: sequence, StartTime: null, EndTime: null, AnsweredAt: new Date().toISOString(), DeviceId: 'bench-page-00000001' }),
                };
              },
            },
          ],
        },
        (error, result) => (error ? reject(error) : resolve(result)),
      );
    });

    // 2. CAT sessions: copies of the whole-bank CAT, answered concurrently at ~200 requests/s in total.
    const db = app.platform.db;
    const [source] = await db.select().from(tests).where(eq(tests.testId, cat));
    const pool = await db.select().from(testQuestions).where(eq(testQuestions.testId, cat));
    const copies = Array.from({ length: catSessions }, (_, index) => 900_000 + index);
    for (const testId of copies) {
      await db.insert(tests).values({ ...source, testId, name: `${source.name} (bench ${testId})` });
      await db.insert(testQuestions).values(pool.map((row) => ({ ...row, testId })));
    }
    const latencies = [];
    let failures = 0;
    const interval = (1000 * catSessions) / rate;
    const runSession = async (testId) => {
      const first = await (await fetch(`${api}CandidateTestService/GetTestQuestions?candidateSOSId=${mdcat}&testId=${testId}`, { headers })).json();
      let question = first.Data.TestQuestions[0];
      while (question) {
        const next = Date.now() + interval;
        const query = new URLSearchParams({
          TestId: String(testId),
          CandidateSOSId: String(mdcat),
          QuestionId: String(question.QuestionId),
          TopicId: String(question.TopicId),
          CandidateAnswer: String(question.Options[Math.floor(Math.random() * question.Options.length)].OptionId),
          StartTime: new Date().toISOString(),
          EndTime: new Date().toISOString(),
        });
        const before = performance.now();
        const response = await fetch(`${api}CandidateTestService/GetNextQuestion?${query}`, { headers });
        const body = await response.json();
        latencies.push(performance.now() - before);
        if (response.status !== 200) {
          failures += 1;
          break;
        }
        question = body.Data.Question;
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - Date.now())));
      }
    };
    const catStarted = performance.now();
    await Promise.all(copies.map((testId, index) => new Promise((resolve) => setTimeout(resolve, (index * 1000) / rate)).then(() => runSession(testId))));
    const catSeconds = (performance.now() - catStarted) / 1000;
    latencies.sort((left, right) => left - right);
    return [
      { database: label, route: 'POST SaveTestAnswer', targetRate: rate, requestsPerSecond: Math.round(save.requests.average), p50Ms: save.latency.p50, p99Ms: save.latency.p99, maxMs: save.latency.max, requests: save.requests.total, non2xx: save.non2xx, errors: save.errors },
      {
        database: label,
        route: 'GET GetNextQuestion (CAT)',
        targetRate: rate,
        requestsPerSecond: Math.round(latencies.length / catSeconds),
        p50Ms: Number(percentile(latencies, 50).toFixed(2)),
        p99Ms: Number(percentile(latencies, 99).toFixed(2)),
        maxMs: Number(latencies.at(-1).toFixed(2)),
        requests: latencies.length,
        non2xx: failures,
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
  rows.push(...(await measure('PGlite (embedded)', { kind: 'pglite', dataDir: join(pgliteDir, 'pglite') }, pgliteDir)));
} finally {
  rmSync(pgliteDir, { recursive: true, force: true });
}
if (process.env.BENCH_POSTGRES_URL) rows.push(...(await measure('PostgreSQL', { kind: 'postgres', url: process.env.BENCH_POSTGRES_URL }, undefined)));

console.log(`\n${cpus().length} CPU cores (shared with the load generator), load average ${loadAverageAtStart} at start\n`);
console.log('| database | route | target req/s | req/s | p50 (ms) | p99 (ms) | max (ms) | requests | non-2xx | errors |');
console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|---:|');
for (const row of rows) console.log(`| ${row.database} | ${row.route} | ${row.targetRate} | ${row.requestsPerSecond} | ${row.p50Ms} | ${row.p99Ms} | ${row.maxMs} | ${row.requests} | ${row.non2xx} | ${row.errors} |`);
mkdirSync(join(here, 'results'), { recursive: true });
writeFileSync(
  join(here, 'results', 'tests-load.json'),
  `${JSON.stringify({ measuredAt: new Date().toISOString(), durationSeconds, cores: cpus().length, loadAverageAtStart, loadAverageAtEnd: Number(loadavg()[0].toFixed(2)), node: process.version, results: rows }, null, 2)}\n`,
);
