#!/usr/bin/env node
// The search statement of a base checkout and of this one, alternately on the same seeded
// database (for a machine too loaded for bench/search-load.mjs's HTTP figures): the 10,000-item
// corpus of search-seed.mjs in a PostgreSQL database made once (BENCH_SEARCH_DB, default
// portal_search_ab; `--seed` drops and seeds it again), each search text BENCH_ITERATIONS times
// per checkout, first page of 10. Both statements must return the same total. Prints medians and
// p95 and writes bench/results/search-statement-ab.json.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/search-statement-ab.mjs <base-dir> [--seed]
import { execSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';
import { buildBenchApp } from './server-bench.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const baseDir = process.argv[2];
if (!baseDir || !process.env.DATABASE_URL) {
  console.error('usage: DATABASE_URL=... node bench/search-statement-ab.mjs <base-dir> [--seed]');
  process.exit(2);
}
const iterations = Number(process.env.BENCH_ITERATIONS ?? 30);
const name = process.env.BENCH_SEARCH_DB ?? 'portal_search_ab';
const url = new URL(process.env.DATABASE_URL);
url.pathname = `/${name}`;
const uptime = () => execSync('uptime').toString().trim();
const { seedSearchCorpus } = await import('./search-seed.mjs');
const { PgDialect } = await import('drizzle-orm/pg-core');
const statementOf = async (tree) => (await import(pathToFileURL(join(tree, 'apps/server/src/modules/search/search.queries.ts')).href)).searchStatement;
const trees = { before: await statementOf(resolve(baseDir)), after: await statementOf(resolve(here, '..')) };

if (process.argv.includes('--seed')) {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const app = await buildBenchApp({ kind: 'postgres', url: url.toString() }, undefined);
  await seedSearchCorpus(app.platform.db, { sosId: 11, candidateSosId: 1001 });
  await app.close();
}
const client = new pg.Client({ connectionString: url.toString() });
await client.connect();
const subjectIds = (await client.query('select distinct subject_id from course_days where sos_id = 11 order by 1')).rows.map((row) => row.subject_id);
const scope = { sosId: 11, candidateSosId: 1001, subjectIds, activityTypes: [1, 2, 3, 4, 5] };
const dialect = new PgDialect();
const uptimeAtStart = uptime();
const quantile = (values, q) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))];
const results = [];
for (const tsquery of ['mitochondria:*', 'chemical:* & equilibrium:*', 'photosyn:*', 'gerund:*']) {
  const queries = Object.fromEntries(Object.entries(trees).map(([tree, statement]) => [tree, dialect.sqlToQuery(statement(scope, tsquery, { limit: 10, offset: 0 }))]));
  const totals = {};
  for (const [tree, query] of Object.entries(queries)) totals[tree] = (await client.query(query.sql, query.params)).rows[0]?.total;
  if (totals.before !== totals.after) throw new Error(`${tsquery}: totals differ (${totals.before} vs ${totals.after})`);
  const times = { before: [], after: [] };
  for (let i = 0; i < iterations; i += 1) {
    for (const tree of i % 2 ? ['after', 'before'] : ['before', 'after']) {
      const started = performance.now();
      await client.query(queries[tree].sql, queries[tree].params);
      times[tree].push(performance.now() - started);
    }
  }
  const figures = (values) => ({ medianMs: Number(quantile(values, 0.5).toFixed(1)), p95Ms: Number(quantile(values, 0.95).toFixed(1)) });
  results.push({ tsquery, matches: Number(totals.after), before: figures(times.before), after: figures(times.after) });
}
await client.end();
const uptimeAtEnd = uptime();
console.log(`\n${uptimeAtStart}\nPostgreSQL, ${iterations} runs each, alternating\n`);
console.log('| tsquery | matches | before median (ms) | after median (ms) | before p95 | after p95 |');
console.log('|---|---:|---:|---:|---:|---:|');
for (const row of results) console.log(`| ${row.tsquery} | ${row.matches} | ${row.before.medianMs} | ${row.after.medianMs} | ${row.before.p95Ms} | ${row.after.p95Ms} |`);
console.log(uptimeAtEnd);
mkdirSync(join(here, 'results'), { recursive: true });
writeFileSync(join(here, 'results', 'search-statement-ab.json'), `${JSON.stringify({ measuredAt: new Date().toISOString(), baseDir, iterations, uptimeAtStart, uptimeAtEnd, results }, null, 2)}\n`);
