#!/usr/bin/env node
// The leaderboard's read path before and after the tallies (issue 17, migration 0025), side by
// side on the same database: the large stats history of stats-seed.mjs (5,044 candidates on the
// MDCAT board, demo.candidate with 1,000 attempts and 5,000 completions; the triggers keep the
// tallies while it is seeded). For each view (all time, this week) the query the read used before
// (leaderboardRowsComputed: aggregates the course's whole history) and the one it uses now
// (leaderboardRows: reads leaderboard_standings / leaderboard_tallies, relative view over score groups)
// and the tallies' read before the relative view (leaderboardStatementWhole: ranks the whole course) run alternately,
// BENCH_ITERATIONS times each, in process (statement time, no HTTP). Then the real server answers
// GetLeaderBoard (both views) under autocannon at a fixed 50 requests/s for BENCH_DURATION s.
// PGlite always; PostgreSQL when DATABASE_URL names a server (a database is created and dropped).
// The load average (`uptime`) is recorded with the figures: the machine is shared.
import { execSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildBenchApp, latencyFigures, loadFor, loginDemoCandidate, onEachDatabase } from './server-bench.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const { leaderboardRows, leaderboardRowsComputed, leaderboardStatementWhole } = await import('../apps/server/src/modules/stats/stats.queries.ts');
const { weekStart } = await import('../apps/server/src/modules/stats/stats.service.ts');
const { seedLarge } = await import('./stats-seed.mjs');

const uptime = () => execSync('uptime').toString().trim();
const uptimeAtStart = uptime();
const iterations = Number(process.env.BENCH_ITERATIONS ?? 30);
const durationSeconds = Number(process.env.BENCH_DURATION ?? 10);
const rate = 50;
const mdcat = 1001;
const sosId = 11;
const candidates = 5000;

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const summary = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  const round = (value) => Number(value.toFixed(1));
  return { medianMs: round(quantile(sorted, 0.5)), p95Ms: round(quantile(sorted, 0.95)), maxMs: round(sorted.at(-1)) };
};

async function measure(label, database, dataDir) {
  const app = await buildBenchApp(database, dataDir);
  try {
    const seedStart = performance.now();
    await seedLarge(app.platform.db, { sosId, mdcat, candidates });
    const seedSeconds = Number(((performance.now() - seedStart) / 1000).toFixed(1));
    const db = app.platform.db;
    const queries = [];
    for (const [view, since] of [['allTime', null], ['thisWeek', weekStart(new Date())]]) {
      // Same answer first (the comparison is only fair if both return the same board).
      const before = await leaderboardRowsComputed(db, sosId, mdcat, since);
      const after = await leaderboardRows(db, sosId, mdcat, since);
      if (JSON.stringify(before) !== JSON.stringify(after)) throw new Error(`${label} ${view}: the tallies' board differs from the computed one`);
      const whole = (await db.execute(leaderboardStatementWhole(sosId, mdcat, since))).rows;
      if (JSON.stringify(whole) !== JSON.stringify(after)) throw new Error(`${label} ${view}: the relative read differs from the whole-course ranking`);
      // computed: aggregates the history; whole: the tallies ranked over the whole course (the read
      // before the relative view, "before"); tallies: the relative view over score groups ("after").
      const times = { computed: [], whole: [], tallies: [] };
      for (let i = 0; i < iterations; i += 1) {
        let start = performance.now();
        await leaderboardRowsComputed(db, sosId, mdcat, since);
        times.computed.push(performance.now() - start);
        start = performance.now();
        await db.execute(leaderboardStatementWhole(sosId, mdcat, since));
        times.whole.push(performance.now() - start);
        start = performance.now();
        await leaderboardRows(db, sosId, mdcat, since);
        times.tallies.push(performance.now() - start);
      }
      const computed = summary(times.computed);
      const wholeTimes = summary(times.whole);
      const tallies = summary(times.tallies);
      queries.push({
        view, rows: after.length, totalCandidates: after[0]?.total_candidates, computed, whole: wholeTimes, tallies,
        speedupMedian: Number((computed.medianMs / tallies.medianMs).toFixed(1)), relativeOverWholeMedian: Number((wholeTimes.medianMs / tallies.medianMs).toFixed(1)),
      });
    }
    const uptimeBeforeHttp = uptime();
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const authorised = await loginDemoCandidate(base);
    const http = [];
    for (const period of ['allTime', 'thisWeek']) {
      const url = `${base}/api/v6/CandidateStatsService/GetLeaderBoard?candidateSOSId=${mdcat}&period=${period}`;
      const check = await fetch(url, { headers: authorised });
      if (check.status !== 200) throw new Error(`GetLeaderBoard ${period} answered ${check.status}`);
      const result = await loadFor(url, authorised, { durationSeconds, rate });
      http.push({ call: `GetLeaderBoard (${period})`, rate, ...latencyFigures(result) });
    }
    return { database: label, seedSeconds, queries, uptimeBeforeHttp, http, uptimeAfter: uptime() };
  } finally {
    await app.close();
  }
}

const results = await onEachDatabase(measure);

const lines = [
  `# Leaderboard read: history aggregated on every read vs trigger-kept tallies`,
  '',
  `Measured ${new Date().toISOString()} with \`node bench/leaderboard-read.mjs\` (${iterations} alternating runs per query, then ${durationSeconds} s of HTTP at a fixed ${rate} requests/s, 10 connections); ${cpus().length} shared cores, Node ${process.version}.`,
  `Load at start: \`${uptimeAtStart}\``,
  '',
  '| database | view | computed from history, median / p95 (ms) | before: tallies, whole course ranked | after: tallies, relative view | after vs before (median) |',
  '|---|---|---:|---:|---:|---:|',
  ...results.flatMap((result) => result.queries.map((q) => `| ${result.database} | ${q.view} | ${q.computed.medianMs} / ${q.computed.p95Ms} | ${q.whole.medianMs} / ${q.whole.p95Ms} | ${q.tallies.medianMs} / ${q.tallies.p95Ms} | ${q.relativeOverWholeMedian}x |`)),
  '',
  '| database | call | req/s | p50 (ms) | p99 (ms) | max (ms) | non-2xx + errors | load (`uptime`) |',
  '|---|---|---:|---:|---:|---:|---:|---|',
  ...results.flatMap((result) => result.http.map((h) => `| ${result.database} | ${h.call} | ${h.requestsPerSecond} | ${h.p50Ms} | ${h.p99Ms} | ${h.maxMs} | ${h.non2xx + h.errors} | ${result.uptimeBeforeHttp} |`)),
  '',
];
console.log(lines.join('\n'));
mkdirSync(join(here, 'results'), { recursive: true });
writeFileSync(join(here, 'results', process.env.BENCH_MD ?? 'leaderboard-read.md'), lines.join('\n'));
writeFileSync(
  join(here, 'results', 'leaderboard-read.json'),
  `${JSON.stringify({ measuredAt: new Date().toISOString(), iterations, durationSeconds, rate, candidates, cores: cpus().length, uptimeAtStart, uptimeAtEnd: uptime(), loadAverageAtEnd: Number(loadavg()[0].toFixed(2)), node: process.version, results }, null, 2)}\n`,
);
