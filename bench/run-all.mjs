#!/usr/bin/env node
// `npm run bench`: runs every benchmark in this folder one after the other (never in parallel, so
// they do not disturb each other's figures on a 2-core machine). Each script prints a markdown
// table and writes its figures to bench/results/<name>.json.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const only = process.argv.slice(2);
const scripts = readdirSync(here)
  .filter((file) => file.endsWith('.mjs') && file !== 'run-all.mjs' && file !== 'before-after.mjs')
  .filter((file) => only.length === 0 || only.some((name) => file.includes(name)))
  .sort();

let failed = 0;
for (const script of scripts) {
  console.log(`\n## ${script}\n`);
  const result = spawnSync(process.execPath, [script], { cwd: here, stdio: 'inherit' });
  if (result.status !== 0) failed += 1;
}
process.exit(failed > 0 ? 1 : 0);
