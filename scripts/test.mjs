#!/usr/bin/env node
// `npm test`: installs what is missing (dependencies, Debian's Chromium), then runs every check and
// test the repo has — lint, typecheck, each workspace's tests, the browser journeys, the tooling
// tests — and ends with one summary line summed over every vitest run: "Tests: N passed, N failed".
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { baseEnv, ensureChromium, ensureInstalled, root, run, step } from './lib.mjs';

const resultsDir = join(root, '.test-results');
const failures = [];

async function phase(name, command, args, env, cwd = root) {
  step(name);
  const started = Date.now();
  const code = await run(command, args, { env, cwd });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`${code === 0 ? '✔' : '✘'} ${name} (${seconds} s)`);
  if (code !== 0) failures.push(name);
}

/**
 * Runs one command with its output kept (printed by `report`), so it does not interleave with the
 * phase whose output streams live; one line says when it ends. Resolves to its exit code and time.
 */
function quiet(name, command, args, cwd = root) {
  const started = Date.now();
  return new Promise((resolve) => {
    let output = '';
    const child = spawn(command, args, {
      cwd,
      env: baseEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const done = (code) => {
      const seconds = (Date.now() - started) / 1000;
      console.log(`\n${code === 0 ? '✔' : '✘'} ${name} ended (${seconds.toFixed(1)} s); its output follows the workspace tests`);
      resolve({ code, output, seconds });
    };
    child.on('close', (code, signal) => done(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      output += `Could not run ${command}: ${error.message}\n`;
      done(1);
    });
  });
}

/** Prints a kept phase's output and records it like `phase` does. */
function report(name, { code, output, seconds }) {
  step(`${name} (its output, kept while the workspace tests ran)`);
  process.stdout.write(output);
  console.log(`${code === 0 ? '✔' : '✘'} ${name} (${seconds.toFixed(1)} s)`);
  if (code !== 0) failures.push(name);
}

function summarise() {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  const rows = [];
  for (const file of existsSync(resultsDir) ? readdirSync(resultsDir) : []) {
    if (!file.endsWith('.json')) continue;
    try {
      const report = JSON.parse(readFileSync(join(resultsDir, file), 'utf8'));
      const p = report.numPassedTests ?? 0;
      // Failed tests; a failed suite counts only when no test of it failed (a file that did not
      // load), or one failing test would be counted again for its file and its describe block.
      const f = (report.numFailedTests ?? 0) || (report.numFailedTestSuites ?? 0);
      const s = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
      passed += p;
      failed += f;
      skipped += s;
      rows.push(`  ${file.replace(/\.json$/, '').padEnd(10)} ${p} passed, ${f} failed, ${s} skipped`);
    } catch (error) {
      failed += 1;
      rows.push(`  ${file}: unreadable results (${error.message})`);
    }
  }
  return { passed, failed, skipped, rows };
}

await ensureInstalled();
const browserReady = ensureChromium();
if (!browserReady) failures.push('chromium');

rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

// Two lanes, one per core of the 2-core CI machine. The workspace tests run one package at a time,
// mostly in one test process, their output streamed. Beside them, from the start: the portal build
// and the browser journeys against it, which used to wait for the workspace tests and took a third
// of the run on their own. Whichever lane is free first
// takes the next of the short checks (typecheck, lint, tooling tests). Kept output is printed once
// the workspace tests are done, each phase in one piece.
//
// Journeys that compare the order of a page's own requests on an emulated slow network (which
// request started before which chunk had arrived) depend on how fast the page's script runs: a
// busy CPU moves them by tens of milliseconds. They run last, on their own, once both lanes are done.
const timedJourneys = ['test/route-prefetch.test.ts'];
const kept = new Map();
const e2eVitest = (files, resultFile) => [
  'vitest', 'run', ...files,
  '--reporter=default', '--reporter=json', `--outputFile.json=${join(resultsDir, resultFile)}`,
];
const journeys = (async () => {
  // The portal the journeys load (what test:e2e dependsOn in turbo.json).
  kept.set('Portal build', quiet('Portal build', 'npx', [
    'turbo', 'run', 'build', '--filter=@portal/web', '--output-logs=errors-only',
  ]));
  if ((await kept.get('Portal build')).code !== 0) return;
  const name = 'Browser journeys and contract (e2e)';
  kept.set(name, quiet(name, 'npx', [
    ...e2eVitest([], 'e2e.json'), ...timedJourneys.flatMap((file) => ['--exclude', file]),
  ], join(root, 'e2e')));
  await kept.get(name);
})();
const checks = [
  ['Typecheck', 'npx', ['turbo', 'run', 'typecheck', '--concurrency=1', '--output-logs=errors-only']],
  ['Lint', 'npx', ['turbo', 'run', 'lint', '--concurrency=1', '--output-logs=errors-only']],
  [
    'Tooling tests (lint arrows, scripts)',
    'npx',
    [
      'vitest', 'run', '--config', 'scripts/vitest.config.ts',
      '--reporter=default', '--reporter=json', `--outputFile.json=${join(resultsDir, 'tooling.json')}`,
    ],
  ],
];
async function takeChecks() {
  for (let next = checks.shift(); next; next = checks.shift()) {
    const [name, command, args] = next;
    kept.set(name, quiet(name, command, args));
    await kept.get(name);
  }
}
const journeyLane = journeys.then(takeChecks);
await phase('Workspace tests (domain, api, ui, server, web)', 'npx', [
  'turbo', 'run', 'test', '--concurrency=1', '--output-logs=full',
]);
await takeChecks();
await journeyLane;
for (const [name, result] of kept) report(name, await result);
if ((await kept.get('Portal build')).code === 0) {
  // The portal is built; the journeys' global setup starts a server of their own.
  await phase('Request-order journeys (e2e, alone)', 'npx', e2eVitest(timedJourneys, 'e2e-timed.json'), undefined, join(root, 'e2e'));
}

const { passed, failed, skipped, rows } = summarise();
console.log('\nPer suite:');
console.log(rows.join('\n'));
if (failures.length > 0) console.log(`\nFailed phases: ${failures.join(', ')}`);
const failedTotal = failed + (failures.length > 0 && failed === 0 ? failures.length : 0);
console.log(`\nTests: ${passed} passed, ${failedTotal} failed, ${skipped} skipped`);
process.exit(failures.length > 0 || failed > 0 ? 1 : 0);
