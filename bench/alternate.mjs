#!/usr/bin/env node
// Before and after in one run on a shared machine: runs a bench script from a base checkout and
// from this one alternately, ROUNDS times each, and keeps each run's results file. The base is a
// checkout of the commit to compare against (e.g. `git worktree add --detach /tmp/base <commit>`
// with this checkout's node_modules linked in); both runs get the same environment.
//
//   node bench/alternate.mjs <base-dir> <rounds> <bench-script> <results-file> [bench args...]
//   e.g. node bench/alternate.mjs /tmp/base 2 server-load.mjs server-load.json
//
// Writes bench/results/alternate-<results-file> ({ runs: [{ tree, round, loadAverage, result }] })
// and prints each run's load average. The bench's own results file in this checkout is restored
// afterwards.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const [baseDir, roundsText, script, resultsFile, ...benchArgs] = process.argv.slice(2);
if (!baseDir || !roundsText || !script || !resultsFile) {
  console.error('usage: node bench/alternate.mjs <base-dir> <rounds> <bench-script> <results-file> [bench args...]');
  process.exit(2);
}
const trees = [
  { name: 'before', benchDir: join(resolve(baseDir), 'bench') },
  { name: 'after', benchDir: here },
];
const ownResults = join(here, 'results', resultsFile);
let kept;
try {
  kept = readFileSync(ownResults, 'utf8');
} catch {
  kept = undefined;
}
const runs = [];
for (let round = 1; round <= Number(roundsText); round += 1) {
  for (const tree of trees) {
    const loadAverage = Number(loadavg()[0].toFixed(2));
    console.log(`\n== ${tree.name}, round ${round}, load average ${loadAverage}`);
    const run = spawnSync(process.execPath, [join(tree.benchDir, script), ...benchArgs], { stdio: 'inherit', env: process.env });
    if (run.status !== 0) throw new Error(`${tree.name} round ${round} failed (${run.status})`);
    const result = JSON.parse(readFileSync(join(tree.benchDir, 'results', resultsFile), 'utf8'));
    runs.push({ tree: tree.name, round, loadAverage, result });
  }
}
if (kept !== undefined) writeFileSync(ownResults, kept);
writeFileSync(join(here, 'results', `alternate-${resultsFile}`), `${JSON.stringify({ measuredAt: new Date().toISOString(), baseDir, script, benchArgs, runs }, null, 2)}\n`);
