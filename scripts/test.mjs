#!/usr/bin/env node
// `npm test`: installs what is missing (dependencies, Debian's Chromium), then runs every check and
// test the repo has — lint, typecheck, each workspace's tests, the browser journeys, the tooling
// tests — and ends with one summary line summed over every vitest run: "Tests: N passed, N failed".
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium, ensureInstalled, root, run, step } from './lib.mjs';

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

await phase('Lint and typecheck', 'npx', ['turbo', 'run', 'lint', 'typecheck', '--output-logs=errors-only']);
await phase('Workspace tests (domain, api, ui, server, web)', 'npx', [
  'turbo', 'run', 'test', '--concurrency=1', '--output-logs=full',
]);
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
