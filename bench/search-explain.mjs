#!/usr/bin/env node
// Where a search spends its time (issue 14), with load-robust measures for a shared machine: the
// 10,000-item corpus of search-seed.mjs on PGlite and (DATABASE_URL) PostgreSQL, then per database
//   1. EXPLAIN (ANALYZE, BUFFERS) of the search statement (search.queries.ts) for each search text;
//   2. the statement alone, BENCH_ITERATIONS times per text: median and p95 wall ms, and its CPU
//      ms (PGlite: this process, where its engine runs; PostgreSQL: the database's backends);
//   3. the whole HTTP call (app.inject, one at a time) BENCH_REQUESTS times per text: CPU ms per
//      request of this process (process.cpuUsage: Fastify + drizzle, and PGlite's engine when
//      embedded) and, on PostgreSQL, of the database's backends (/proc/<pid>/stat of this
//      database's connections, same machine).
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/search-explain.mjs
//   (BENCH_DATABASES=pglite|postgres, BENCH_PLANS=0 to skip the plans, BENCH_OUTPUT=file.json)
import { readFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { dirname } from 'node:path';
import { buildBenchApp, loginDemoCandidate, onEachDatabase } from './server-bench.mjs';

const { sql } = await import('drizzle-orm');
const { searchStatement } = await import('../apps/server/src/modules/search/search.queries.ts');
const { toPrefixQuery } = await import('../apps/server/src/modules/search/search.service.ts');
const { seedSearchCorpus } = await import('./search-seed.mjs');

const mdcat = 1001;
const sosId = 11;
const iterations = Number(process.env.BENCH_ITERATIONS ?? 30);
const requests = Number(process.env.BENCH_REQUESTS ?? 100);
const plans = process.env.BENCH_PLANS !== '0';
const searches = ['mitochondria', 'chemical equilibrium', 'photosyn', 'gerund'];
const uptime = () => execSync('uptime').toString().trim();
const quantile = (values, q) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))];
const round = (value) => Number(value.toFixed(2));
const ticksPerMs = Number(execSync('getconf CLK_TCK').toString().trim()) / 1000;

/** CPU ticks (user + system) of each PostgreSQL backend serving `database` now, by pid. */
async function backendTicks(db, database) {
  const ticks = new Map();
  if (database.kind !== 'postgres') return ticks;
  const result = await db.execute(
    sql`select pid from pg_stat_activity where datname = current_database()`,
  );
  for (const { pid } of result.rows) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      ticks.set(pid, Number(fields[11]) + Number(fields[12]));
    } catch {
      // a backend that ended meanwhile
    }
  }
  return ticks;
}

/** CPU ms the backends spent since `before` (backendTicks); one that ended since is not counted. */
async function backendCpuMsSince(db, database, before) {
  let ticks = 0;
  for (const [pid, now] of await backendTicks(db, database)) ticks += now - (before.get(pid) ?? 0);
  return ticks / ticksPerMs;
}

async function measure(label, database, dataDir) {
  const app = await buildBenchApp(database, dataDir);
  try {
    await seedSearchCorpus(app.platform.db, { sosId, candidateSosId: mdcat });
    const db = app.platform.db;
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const headers = await loginDemoCandidate(base);
    const subjectIds = (
      await db.execute(
        sql`select distinct subject_id from course_days where sos_id = ${sosId} order by 1`,
      )
    ).rows.map((row) => Number(row.subject_id));
    const scope = { sosId, candidateSosId: mdcat, subjectIds, activityTypes: [1, 2, 3, 4, 5] };
    const rows = [];
    for (const searchText of searches) {
      const statement = searchStatement(scope, toPrefixQuery(searchText), { limit: 10, offset: 0 });
      const first = (await db.execute(statement)).rows[0];
      if (plans) {
        const plan = await db.execute(sql`explain (analyze, buffers) ${statement}`);
        console.log(`\n=== ${label}: ${searchText} (${first?.total} matches) ===`);
        for (const row of plan.rows) console.log(Object.values(row)[0]);
      }
      const times = [];
      const statementBackendBefore = await backendTicks(db, database);
      const statementCpuBefore = process.cpuUsage();
      for (let i = 0; i < iterations; i += 1) {
        const started = performance.now();
        await db.execute(statement);
        times.push(performance.now() - started);
      }
      const statementCpu = process.cpuUsage(statementCpuBefore);
      const statementBackendMs = await backendCpuMsSince(db, database, statementBackendBefore);
      const url = `/api/v6/CandidateKoogleService/Koogle?${new URLSearchParams({ candidateSOSId: String(mdcat), searchText, pageNumber: '1', pageSize: '10' })}`;
      const call = () => app.inject({ method: 'GET', url, headers });
      for (let i = 0; i < 5; i += 1) await call();
      const backendBefore = await backendTicks(db, database);
      const cpuBefore = process.cpuUsage();
      const wallStart = performance.now();
      for (let i = 0; i < requests; i += 1) {
        const response = await call();
        if (response.statusCode !== 200) throw new Error(`${searchText}: ${response.statusCode}`);
      }
      const wallMs = performance.now() - wallStart;
      const cpu = process.cpuUsage(cpuBefore);
      const backendMs = await backendCpuMsSince(db, database, backendBefore);
      rows.push({
        database: label,
        searchText,
        matches: Number(first?.total ?? 0),
        statementMedianMs: round(quantile(times, 0.5)),
        statementP95Ms: round(quantile(times, 0.95)),
        // The statement's CPU: PGlite's engine runs in this process; PostgreSQL's in its backends.
        statementCpuMs: round(
          (database.kind === 'postgres'
            ? statementBackendMs
            : (statementCpu.user + statementCpu.system) / 1000) / iterations,
        ),
        processCpuMsPerRequest: round((cpu.user + cpu.system) / 1000 / requests),
        databaseCpuMsPerRequest: round(backendMs / requests),
        wallMsPerRequest: round(wallMs / requests),
      });
    }
    return rows;
  } finally {
    await app.close();
  }
}

const uptimeAtStart = uptime();
const results = (await onEachDatabase(measure)).flat();
const uptimeAtEnd = uptime();
console.log(
  `\n${uptimeAtStart}\nstatement: ${iterations} runs; HTTP: ${requests} requests one at a time (app.inject), page 1 of 10\n`,
);
console.log(
  '| database | search text | matches | statement median (ms) | statement p95 (ms) | statement CPU (ms) | HTTP: process CPU ms/request | HTTP: PostgreSQL backend CPU ms/request | HTTP: wall ms/request |',
);
console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|');
for (const row of results)
  console.log(
    `| ${row.database} | ${row.searchText} | ${row.matches} | ${row.statementMedianMs} | ${row.statementP95Ms} | ${row.statementCpuMs} | ${row.processCpuMsPerRequest} | ${row.databaseCpuMsPerRequest} | ${row.wallMsPerRequest} |`,
  );
console.log(uptimeAtEnd);
const output = process.env.BENCH_OUTPUT;
if (output) {
  mkdirSync(dirname(output), { recursive: true });
  writeFileSync(
    output,
    `${JSON.stringify({ measuredAt: new Date().toISOString(), iterations, requests, uptimeAtStart, uptimeAtEnd, results }, null, 2)}\n`,
  );
}
