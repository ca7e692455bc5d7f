#!/usr/bin/env node
// Where the leaderboard read spends its time (issue 17): seeds the large history of stats-seed.mjs
// (5,000 classmates on the MDCAT board) into a scratch PostgreSQL database (DATABASE_URL) or PGlite
// (BENCH_DATABASES=pglite) and prints EXPLAIN (ANALYZE, BUFFERS) of the leaderboard statement
// (before: leaderboardStatementWhole; after: leaderboardStatement) for both views, for the demo candidate and for a mid-table classmate.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { register } from 'tsx/esm/api';

register();
const { sql } = await import('drizzle-orm');
const { buildApp } = await import('../apps/server/src/app.ts');
const { defaultSecurityHeaderValue } = await import('../apps/server/src/config/index.ts');
const { leaderboardStatement, leaderboardStatementWhole } = await import('../apps/server/src/modules/stats/stats.queries.ts');
const { weekStart } = await import('../apps/server/src/modules/stats/stats.service.ts');
const { seedLarge } = await import('./stats-seed.mjs');

const mdcat = 1001;
const sosId = 11;
const config = (database, dataDir) => ({
  database, port: 0, host: '127.0.0.1', dataDir, webDistDir: undefined, securityHeaderValue: defaultSecurityHeaderValue,
  tokenSigningKey: randomBytes(32).toString('base64url'), passwordHashing: { memoryKiB: 1024, iterations: 1 },
  publicWebUrl: 'http://127.0.0.1', exposeOutbox: false, logLevel: 'warn', trustProxy: false, smtpUrl: undefined,
  mailFrom: 'bench@portal.local', recaptchaSecret: undefined, seedDemoData: true,
});

async function explain(database, dataDir) {
  const app = await buildApp(config(database, dataDir));
  try {
    await seedLarge(app.platform.db, { sosId, mdcat, candidates: 5000 });
    await app.platform.db.execute(sql`analyze`);
    for (const since of [null, weekStart(new Date())]) {
      for (const candidate of [mdcat, 102500]) {
        for (const [shape, statement] of [['before: whole course ranked', leaderboardStatementWhole], ['after: score groups', leaderboardStatement]]) {
          const plan = await app.platform.db.execute(sql`explain (analyze, buffers) ${statement(sosId, candidate, since)}`);
          console.log(`\n=== ${shape}, ${since ? 'thisWeek' : 'allTime'} for ${candidate} ===`);
          for (const row of plan.rows) console.log(Object.values(row)[0]);
        }
      }
    }
  } finally {
    await app.close();
  }
}

if ((process.env.BENCH_DATABASES ?? 'postgres') === 'pglite') {
  const dir = mkdtempSync(join(tmpdir(), 'portal-explain-'));
  try {
    await explain({ kind: 'pglite', dataDir: join(dir, 'pglite') }, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
} else {
  const name = `portal_explain_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  try {
    await explain({ kind: 'postgres', url: url.toString() }, undefined);
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
