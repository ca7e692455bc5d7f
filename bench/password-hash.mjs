#!/usr/bin/env node
// Median time of one password hash at the server's production parameters (scrypt N=2^17, r=8,
// p=1). The target is 50-250 ms: slow for an attacker, fast enough for a login. Writes
// bench/results/password-hash.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

register();
const here = dirname(fileURLToPath(import.meta.url));
const { createPasswordHasher } = await import('../apps/server/src/services/password-hasher.ts');
const { productionPasswordHashCost } = await import('../apps/server/src/config.ts');

// The machine may be shared: the 1-minute load average at start is recorded with the figures.
const loadAverageAtStart = Number(loadavg()[0].toFixed(2));
const runs = Number(process.env.BENCH_RUNS ?? 15);
const hasher = createPasswordHasher(productionPasswordHashCost);
await hasher.hash('warm-up');
const times = [];
for (let index = 0; index < runs; index += 1) {
  const started = process.hrtime.bigint();
  await hasher.hash(`Demo@${index}2345`);
  times.push(Number(process.hrtime.bigint() - started) / 1e6);
}
times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)];
const verdict = median >= 50 && median <= 250 ? 'within' : 'outside';
console.log('| parameters | runs | median (ms) | min (ms) | max (ms) |');
console.log('|---|---:|---:|---:|---:|');
console.log(`| scrypt N=2^${productionPasswordHashCost}, r=8, p=1 | ${runs} | ${median.toFixed(1)} | ${times[0].toFixed(1)} | ${times.at(-1).toFixed(1)} |`);
console.log(`\nMedian ${verdict} the 50-250 ms target (load average ${loadAverageAtStart} at start on ${cpus().length} cores).`);
mkdirSync(join(here, 'results'), { recursive: true });
writeFileSync(
  join(here, 'results', 'password-hash.json'),
  `${JSON.stringify({ measuredAt: new Date().toISOString(), parameters: { N: 2 ** productionPasswordHashCost, r: 8, p: 1 }, runs, medianMs: Number(median.toFixed(2)), minMs: Number(times[0].toFixed(2)), maxMs: Number(times.at(-1).toFixed(2)), cores: cpus().length, loadAverageAtStart, node: process.version }, null, 2)}\n`,
);
