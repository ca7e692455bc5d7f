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

async function phase(name, command, args, env) {
  step(name);
  const started = Date.now();
  const code = await run(command, args, { env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`${code === 0 ? '✔' : '✘'} ${name} (${seconds} s)`);
  if (code !== 0) failures.push(name);
}

/**
 * Runs the commands one after another in the background, their output kept (printed by `report`),
 * so it does not interleave with the phase in the foreground. Resolves to the time and exit code.
 */
function background(commands) {
  const started = Date.now();
  let output = '';
  const runOne = ([command, args]) =>
    new Promise((resolve) => {
      const child = spawn(command, args, {
        cwd: root,
        env: baseEnv,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
      child.on('error', (error) => {
        output += `Could not run ${command}: ${error.message}\n`;
        resolve(1);
      });
    });
  const done = (async () => {
    for (const command of commands) {
      const code = await runOne(command);
      if (code !== 0) return code;
    }
    return 0;
  })();
  return {
    /** Waits for the commands, prints their output and records the phase like `phase` does. */
    async report(name) {
      const code = await done;
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      step(`${name} (ran beside the workspace tests)`);
      process.stdout.write(output);
      console.log(`${code === 0 ? '✔' : '✘'} ${name} (${seconds} s)`);
      if (code !== 0) failures.push(name);
    },
  };
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
      const f = (report.numFailedTests ?? 0) + (report.numFailedTestSuites ?? 0);
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

// The workspace tests run one package at a time, mostly in one test process: the second core does
// the lint, the typecheck and the portal build the journeys need (turbo caches it for test:e2e), one
// task at a time, beside them. Their output is printed once the workspace tests are done.
const checks = background([
  ['npx', ['turbo', 'run', 'lint', 'typecheck', '--concurrency=1', '--output-logs=errors-only']],
  ['npx', ['turbo', 'run', 'build', '--filter=@portal/web', '--output-logs=errors-only']],
]);
await phase('Workspace tests (domain, api, ui, server, web)', 'npx', [
  'turbo', 'run', 'test', '--concurrency=1', '--output-logs=full',
]);
await checks.report('Lint, typecheck and the portal build');
await phase('Browser journeys and contract (e2e)', 'npx', [
  'turbo', 'run', 'test:e2e', '--output-logs=full',
]);
await phase('Tooling tests (lint arrows)', 'npx', [
  'vitest', 'run', '--config', 'scripts/vitest.config.ts',
  '--reporter=default', '--reporter=json', `--outputFile.json=${join(resultsDir, 'tooling.json')}`,
]);

const { passed, failed, skipped, rows } = summarise();
console.log('\nPer suite:');
console.log(rows.join('\n'));
if (failures.length > 0) console.log(`\nFailed phases: ${failures.join(', ')}`);
const failedTotal = failed + (failures.length > 0 && failed === 0 ? failures.length : 0);
console.log(`\nTests: ${passed} passed, ${failedTotal} failed, ${skipped} skipped`);
process.exit(failures.length > 0 || failed > 0 ? 1 : 0);
