#!/usr/bin/env node
// First-load JavaScript of every student route (bench/routes.mjs), gzipped, against its budget
// (login 105 KB, the others 150 KB): the entry chunk, the chunks every route preloads, and the
// route's own lazy modules, each with its static imports (Vite's manifest, `build.manifest`).
// Heavy libraries are found by module name (.vite/chunk-modules.json, written by
// apps/web/vite-precompress.ts) and must stay out of the routes that do not use them.
//
// Prints a table per route and, chunk by chunk, what grew or shrank since the last recorded run
// (bench/results/bundle-size.json). Exits 1 when a budget is exceeded or a heavy library leaks, so
// `npm run bench` fails (never `npm test`: sizes are figures, not unit tests). Builds the portal
// first when dist is missing or with --build.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { everyRouteModules, heavyLibraries, routes } from './routes.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, '..');
const dist = join(repoRoot, 'apps/web/dist');
const manifestPath = join(dist, '.vite/manifest.json');
const chunkModulesPath = join(dist, '.vite/chunk-modules.json');
const resultsPath = join(here, 'results/bundle-size.json');

if (process.argv.includes('--build') || !existsSync(manifestPath) || !existsSync(chunkModulesPath)) {
  console.log('Building @portal/web …');
  const build = spawnSync('npm', ['run', 'build', '-w', '@portal/web'], { cwd: repoRoot, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const chunkModules = JSON.parse(readFileSync(chunkModulesPath, 'utf8'));
const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;
/** A chunk's name without its content hash, to compare runs. */
const stableName = (file) => file.replace(/^assets\//, '').replace(/-[\w-]{8}\.js$/, '.js');

/** Manifest keys plus every chunk they statically import, transitively. */
function staticClosure(keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return seen;
}

const sizes = new Map();
function chunkSize(file) {
  if (!sizes.has(file)) {
    const source = readFileSync(join(dist, file));
    sizes.set(file, { file, rawBytes: source.length, gzipBytes: gzipSync(source, { level: 9 }).length });
  }
  return sizes.get(file);
}

const entryKeys = Object.keys(manifest).filter((key) => manifest[key].isEntry && key === 'index.html');

/**
 * A route module is a manifest key (`src/...`), or a module inside a shared chunk that has no key
 * of its own (`node_modules/axios/index.js`, a module path from the repo root): the manifest key of
 * the chunk that holds it.
 */
const keyByFile = new Map(Object.entries(manifest).map(([key, value]) => [value.file, key]));
function manifestKey(module) {
  if (manifest[module]) return module;
  const file = Object.keys(chunkModules).find((chunk) => chunkModules[chunk].includes(module));
  return file ? keyByFile.get(file) : undefined;
}
const previous = existsSync(resultsPath) ? JSON.parse(readFileSync(resultsPath, 'utf8')) : undefined;
const problems = [];
const results = [];

for (const route of routes) {
  const missing = route.modules.filter((module) => !manifestKey(module));
  if (missing.length > 0) problems.push(`${route.name}: not in the manifest (renamed?): ${missing.join(', ')}`);
  const keys = staticClosure([...entryKeys, ...everyRouteModules, ...route.modules.map(manifestKey).filter(Boolean)]);
  const chunks = [...new Set([...keys].map((key) => manifest[key].file))].filter((file) => file.endsWith('.js')).map(chunkSize);
  chunks.sort((a, b) => b.gzipBytes - a.gzipBytes);
  const gzipBytes = chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0);
  const rawBytes = chunks.reduce((sum, chunk) => sum + chunk.rawBytes, 0);
  const modules = chunks.flatMap((chunk) => chunkModules[chunk.file] ?? []);
  const heavy = Object.fromEntries(
    Object.entries(heavyLibraries).map(([name, pattern]) => [name, modules.filter((id) => pattern.test(id)).length]),
  );
  const leaks = Object.entries(heavy).filter(([name, count]) => count > 0 && !route.uses.includes(name)).map(([name]) => name);
  const withinBudget = gzipBytes <= route.budgetKb * 1024;
  if (!withinBudget) problems.push(`${route.name}: ${kb(gzipBytes)} KB gzip of first-load JavaScript, budget ${route.budgetKb} KB`);
  for (const name of leaks) problems.push(`${route.name}: ${name} is loaded but the route does not use it`);
  results.push({
    name: route.name,
    path: route.path,
    budgetKb: route.budgetKb,
    firstLoadGzipKb: kb(gzipBytes),
    firstLoadRawKb: kb(rawBytes),
    withinBudget,
    heavyModules: heavy,
    chunks: chunks.map((chunk) => ({ file: chunk.file, name: stableName(chunk.file), gzipKb: kb(chunk.gzipBytes), rawKb: kb(chunk.rawBytes) })),
  });
}

console.log('| route | first-load JS gzip KB | raw KB | budget KB | |');
console.log('|---|---:|---:|---:|---|');
for (const result of results) {
  console.log(`| ${result.path} | ${result.firstLoadGzipKb} | ${result.firstLoadRawKb} | ${result.budgetKb} | ${result.withinBudget ? 'within' : 'OVER'} |`);
}

// What grew, chunk by chunk, against the last recorded run of the same route.
for (const result of results) {
  const before = previous?.routes?.find((route) => route.name === result.name);
  if (!before) continue;
  const beforeByName = new Map(before.chunks.map((chunk) => [chunk.name, chunk]));
  const nowByName = new Map(result.chunks.map((chunk) => [chunk.name, chunk]));
  const changes = [];
  for (const [name, chunk] of nowByName) {
    const old = beforeByName.get(name);
    const delta = chunk.gzipKb - (old?.gzipKb ?? 0);
    if (Math.abs(delta) >= 0.1) changes.push({ name, before: old?.gzipKb ?? 0, now: chunk.gzipKb, delta });
  }
  for (const [name, chunk] of beforeByName) if (!nowByName.has(name)) changes.push({ name, before: chunk.gzipKb, now: 0, delta: -chunk.gzipKb });
  if (changes.length === 0) continue;
  changes.sort((a, b) => b.delta - a.delta);
  console.log(`\n${result.path}: ${before.firstLoadGzipKb} -> ${result.firstLoadGzipKb} KB gzip since ${previous.measuredAt}`);
  console.log('| chunk | before KB | now KB | change |');
  console.log('|---|---:|---:|---:|');
  for (const change of changes) console.log(`| ${change.name} | ${change.before} | ${change.now} | ${change.delta > 0 ? '+' : ''}${change.delta.toFixed(1)} |`);
}

for (const result of results) {
  const present = Object.entries(result.heavyModules).filter(([, count]) => count > 0).map(([name]) => name);
  console.log(`${result.path}: heavy libraries ${present.length > 0 ? `loaded: ${present.join(', ')}` : 'none'} (checked: ${Object.keys(heavyLibraries).join(', ')})`);
}

mkdirSync(dirname(resultsPath), { recursive: true });
writeFileSync(resultsPath, `${JSON.stringify({ measuredAt: new Date().toISOString(), compression: 'gzip -9 per chunk', routes: results, problems }, null, 2)}\n`);

if (problems.length > 0) {
  console.error(`\nBundle budgets exceeded:\n${problems.map((problem) => `- ${problem}`).join('\n')}`);
  process.exit(1);
}
console.log('\nEvery route is within its budget.');
