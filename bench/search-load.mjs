#!/usr/bin/env node
// Search under load (issue 14 budget: "Search p99 <= 30 ms at 100 requests/s over a demo corpus
// grown to 10,000 content items (a bench seeding option), on PostgreSQL and PGlite"). The real
// server in-process, demo.candidate logged in.
//
// Seeding (bench/search-seed.mjs, in a fresh bench database after the demo seed): the main course
// (MDCAT, SOSId 11) gets 2,000 more open days of three readings and two videos each: 10,000
// searchable content items, their text built from MDCAT study sentences, and demo.candidate has
// completed every video and reading of the course (so every day is open and searched).
// BENCH_SEARCH_SEED=0 skips it (the demo corpus alone).
// Then autocannon at a fixed 100 requests/s (overallRate, 10 connections) for BENCH_DURATION
// seconds per search text: a common word, a two-word phrase, a prefix, and a rare word.
// PGlite (embedded) always; PostgreSQL when DATABASE_URL names a server (a database is created
// and dropped here). Figures are recorded, not asserted (shared machine: the load average is
// written with them). Writes bench/results/search-load.json (or BENCH_OUTPUT).
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildBenchApp, latencyFigures, loadFor, loginDemoCandidate, onEachDatabase } from './server-bench.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const { seedSearchCorpus } = await import('./search-seed.mjs');

const loadAverageAtStart = Number(loadavg()[0].toFixed(2));
const durationSeconds = Number(process.env.BENCH_DURATION ?? 10);
const rate = 100;
const budgetP99Ms = 30;
const seed = process.env.BENCH_SEARCH_SEED !== '0';
const output = process.env.BENCH_OUTPUT ?? join(here, 'results', 'search-load.json');
const mdcat = 1001;
const sosId = 11;
const searches = ['mitochondria', 'chemical equilibrium', 'photosyn', 'gerund'];

async function measure(label, database, dataDir) {
  const app = await buildBenchApp(database, dataDir);
  try {
    const seedStart = performance.now();
    if (seed) await seedSearchCorpus(app.platform.db, { sosId, candidateSosId: mdcat });
    const seedSeconds = Number(((performance.now() - seedStart) / 1000).toFixed(1));
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const authorised = await loginDemoCandidate(base);
    const rows = [];
    for (const searchText of searches) {
      const url = `${base}/api/v6/CandidateKoogleService/Koogle?${new URLSearchParams({ candidateSOSId: String(mdcat), searchText, pageNumber: '1', pageSize: '10' })}`;
      const check = await fetch(url, { headers: authorised });
      const body = await check.json();
      if (check.status !== 200) throw new Error(`search "${searchText}" answered ${check.status}: ${body.Message}`);
      const result = await loadFor(url, authorised, { durationSeconds, rate });
      rows.push({
        database: label,
        searchText,
        totalRecords: body.Data.TotalRecords,
        ...latencyFigures(result),
      });
    }
    return { seedSeconds, rows };
  } finally {
    await app.close();
  }
}

const results = await onEachDatabase(async (label, database, dataDir) => ({ database: label, ...(await measure(label, database, dataDir)) }));

console.log(`\n${durationSeconds} s per search at ${rate} requests/s, ${seed ? '10,000 seeded items' : 'demo corpus only'}, ${cpus().length} CPU cores (shared with the load generator), load average ${loadAverageAtStart} at start\n`);
console.log('| database | search text | matches | req/s | p50 (ms) | p99 (ms) | max (ms) | non-2xx | budget p99 |');
console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|');
for (const { rows } of results)
  for (const row of rows)
    console.log(`| ${row.database} | ${row.searchText} | ${row.totalRecords} | ${row.requestsPerSecond} | ${row.p50Ms} | ${row.p99Ms} | ${row.maxMs} | ${row.non2xx + row.errors} | ${budgetP99Ms} |`);
mkdirSync(dirname(output), { recursive: true });
writeFileSync(
  output,
  `${JSON.stringify({ measuredAt: new Date().toISOString(), durationSeconds, rate, budgetP99Ms, seededItems: seed ? 10000 : 0, cores: cpus().length, loadAverageAtStart, loadAverageAtEnd: Number(loadavg()[0].toFixed(2)), node: process.version, results }, null, 2)}\n`,
);
