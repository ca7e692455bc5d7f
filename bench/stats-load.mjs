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
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildBenchApp, latencyFigures, loadFor, loginDemoCandidate, onEachDatabase } from './server-bench.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const { seedLarge } = await import('./stats-seed.mjs');

const loadAverageAtStart = Number(loadavg()[0].toFixed(2));
const durationSeconds = Number(process.env.BENCH_DURATION ?? 10);
const rate = 50;
const mdcat = 1001;
const sosId = 11;
const candidates = 5000;

async function measure(label, database, dataDir) {
  const app = await buildBenchApp(database, dataDir);
  try {
    const seedStart = performance.now();
    await seedLarge(app.platform.db, { sosId, mdcat, candidates });
    const seedSeconds = Number(((performance.now() - seedStart) / 1000).toFixed(1));
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const authorised = await loginDemoCandidate(base);
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
      const result = await loadFor(url, authorised, { durationSeconds, rate });
      rows.push({
        database: label,
        call: `${operation}${query.includes('period') ? ` (${query.split('period=')[1]})` : ''}`,
        ...latencyFigures(result),
        sample: operation === 'GetCourseCompletion' ? body.Data : operation === 'GetLeaderBoard' ? { TotalCandidates: body.Data.TotalCandidates } : undefined,
      });
    }
    return { seedSeconds, rows };
  } finally {
    await app.close();
  }
}

const results = await onEachDatabase(async (label, database, dataDir) => ({ database: label, ...(await measure(label, database, dataDir)) }));

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
