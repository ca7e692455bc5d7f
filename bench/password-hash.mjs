#!/usr/bin/env node
// Median time of one password hash at the server's production parameters (Argon2id, m=64 MiB,
// t=4, p=1), side by side in one run with the first release's scrypt (N=2^17, r=8, p=1), whose
// hashes still verify. The target is 50-250 ms: slow for an attacker, fast enough for a login.
// Writes bench/results/password-hash.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

register();
const here = dirname(fileURLToPath(import.meta.url));
const { createPasswordHasher } = await import('../apps/server/src/modules/account/password-hasher.ts');
const { productionPasswordHashing } = await import('../apps/server/src/config/index.ts');
const { scrypt } = await import('node:crypto');

// The machine may be shared: the 1-minute load average at start is recorded with the figures.
const loadAverageAtStart = Number(loadavg()[0].toFixed(2));
const runs = Number(process.env.BENCH_RUNS ?? 15);
const hasher = createPasswordHasher(productionPasswordHashing);
const legacyScrypt = (password) =>
  new Promise((resolve, reject) =>
    scrypt(password, 'a-fixed-salt-123', 32, { N: 2 ** 17, r: 8, p: 1, maxmem: 256 * 2 ** 17 * 8 }, (error, key) => (error ? reject(error) : resolve(key))),
  );
const candidates = [
  { name: `argon2id m=${productionPasswordHashing.memoryKiB / 1024} MiB, t=${productionPasswordHashing.iterations}, p=1 (production)`, run: (password) => hasher.hash(password), times: [] },
  { name: 'scrypt N=2^17, r=8, p=1 (first release, verify only)', run: legacyScrypt, times: [] },
];
for (const candidate of candidates) await candidate.run('warm-up');
// Interleaved, so both see the same machine conditions.
for (let index = 0; index < runs; index += 1) {
  for (const candidate of candidates) {
    const started = process.hrtime.bigint();
    await candidate.run(`Demo@${index}2345`);
    candidate.times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
}
const rows = candidates.map(({ name, times }) => {
  times.sort((a, b) => a - b);
  return { name, runs, medianMs: Number(times[Math.floor(times.length / 2)].toFixed(2)), minMs: Number(times[0].toFixed(2)), maxMs: Number(times.at(-1).toFixed(2)) };
});
console.log('| parameters | runs | median (ms) | min (ms) | max (ms) |');
console.log('|---|---:|---:|---:|---:|');
for (const row of rows) console.log(`| ${row.name} | ${row.runs} | ${row.medianMs} | ${row.minMs} | ${row.maxMs} |`);
const production = rows[0];
const verdict = production.medianMs >= 50 && production.medianMs <= 250 ? 'within' : 'outside';
console.log(`\nProduction median ${verdict} the 50-250 ms target; argon2id/scrypt median ratio ${(production.medianMs / rows[1].medianMs).toFixed(2)} (load average ${loadAverageAtStart} at start on ${cpus().length} cores).`);
mkdirSync(join(here, 'results'), { recursive: true });
writeFileSync(
  join(here, 'results', 'password-hash.json'),
  `${JSON.stringify({ measuredAt: new Date().toISOString(), production: { algorithm: 'argon2id', ...productionPasswordHashing, parallelism: 1 }, results: rows, cores: cpus().length, loadAverageAtStart, node: process.version }, null, 2)}\n`,
);
