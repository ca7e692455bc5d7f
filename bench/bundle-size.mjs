#!/usr/bin/env node
// First-load JavaScript of every student route (bench/routes.mjs), gzipped, against its budget
// (login 105 KB, the others 150 KB): the entry chunk, the chunks every route preloads, and the
// route's own lazy modules, each with its static imports (Vite's manifest, `build.manifest`).
// Heavy libraries are found by module name (.vite/chunk-modules.json, written by
// apps/web/vite-precompress.ts) and must stay out of the routes that do not use them.
//
// Prints a table per route and, chunk by chunk, what grew or shrank since the last recorded run
// (bench/results/bundle-size.json). Exits 1 when a budget is exceeded or a heavy library leaks, so
// `npm run bench` fails (never `npm test`: sizes are figures, not unit tests), and exits 2 when a
// route names a module that no chunk of the build holds (renamed or moved: the route's count would
// be short). Builds the portal first when dist is missing or with --build.
//
//   node bench/bundle-size.mjs [--build] [--before <dist folder>]
//
// --before measures a second build (e.g. a copy of apps/web/dist made before a change, or the
// /tmp/portal-base-dist-<commit> that bench/before-after.mjs builds) in the same run and writes the
// two side by side: bench/results/bundle-size.json gains `before` per route, and
// bench/results/bundle-size.md holds the table.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { firstLoadFiles, readBuild } from './first-load.mjs';
import { everyRouteModules, heavyLibraries, routes } from './routes.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, '..');
const dist = join(repoRoot, 'apps/web/dist');
const manifestPath = join(dist, '.vite/manifest.json');
const chunkModulesPath = join(dist, '.vite/chunk-modules.json');
const resultsPath = join(here, 'results/bundle-size.json');
const tablePath = join(here, 'results/bundle-size.md');
const beforeArg = process.argv.indexOf('--before');
const beforeDist = beforeArg > 0 ? resolve(process.argv[beforeArg + 1] ?? '') : undefined;
if (beforeDist && !existsSync(join(beforeDist, '.vite/manifest.json'))) {
  console.error(`bundle-size: --before ${beforeDist} holds no .vite/manifest.json`);
  process.exit(2);
}

if (process.argv.includes('--build') || !existsSync(manifestPath) || !existsSync(chunkModulesPath)) {
  console.log('Building @portal/web …');
  const build = spawnSync('npm', ['run', 'build', '-w', '@portal/web'], { cwd: repoRoot, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;
/** A chunk's name without its content hash, to compare runs. */
const stableName = (file) => file.replace(/^assets\//, '').replace(/-[\w-]{8}\.js$/, '.js');

/** Every route's first load in one build (the current one, or the --before one). */
function measureBuild(folder) {
  const build = readBuild(folder);
  const sizes = new Map();
  const chunkSize = (file) => {
    if (!sizes.has(file)) {
      const source = readFileSync(join(folder, file));
      sizes.set(file, { file, rawBytes: source.length, gzipBytes: gzipSync(source, { level: 9 }).length });
    }
    return sizes.get(file);
  };
  return routes.map((route) => {
    let files;
    try {
      files = firstLoadFiles(build, route.modules, everyRouteModules, route.document);
    } catch (error) {
      // Loudly: a module that no chunk holds would leave the route's count short.
      console.error(`bundle-size: route ${route.name}: ${error.message}`);
      process.exit(2);
    }
    const chunks = files.map(chunkSize).sort((a, b) => b.gzipBytes - a.gzipBytes);
    const gzipBytes = chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0);
    const rawBytes = chunks.reduce((sum, chunk) => sum + chunk.rawBytes, 0);
    const modules = chunks.flatMap((chunk) => build.chunkModules[chunk.file] ?? []);
    const heavy = Object.fromEntries(
      Object.entries(heavyLibraries).map(([name, pattern]) => [name, modules.filter((id) => pattern.test(id)).length]),
    );
    return {
      name: route.name,
      path: route.path,
      budgetKb: route.budgetKb,
      firstLoadGzipKb: kb(gzipBytes),
      firstLoadRawKb: kb(rawBytes),
      withinBudget: gzipBytes <= route.budgetKb * 1024,
      heavyModules: heavy,
      leaks: Object.entries(heavy).filter(([name, count]) => count > 0 && !route.uses.includes(name)).map(([name]) => name),
      chunks: chunks.map((chunk) => ({ file: chunk.file, name: stableName(chunk.file), gzipKb: kb(chunk.gzipBytes), rawKb: kb(chunk.rawBytes) })),
    };
  });
}

const previous = existsSync(resultsPath) ? JSON.parse(readFileSync(resultsPath, 'utf8')) : undefined;
const problems = [];
const results = measureBuild(dist).map(({ leaks, ...result }) => {
  if (!result.withinBudget) problems.push(`${result.name}: ${result.firstLoadGzipKb} KB gzip of first-load JavaScript, budget ${result.budgetKb} KB`);
  for (const name of leaks) problems.push(`${result.name}: ${name} is loaded but the route does not use it`);
  return result;
});
const before = beforeDist ? measureBuild(beforeDist) : undefined;

console.log('| route | first-load JS gzip KB | raw KB | budget KB | |');
console.log('|---|---:|---:|---:|---|');
for (const result of results) {
  console.log(`| ${result.path} | ${result.firstLoadGzipKb} | ${result.firstLoadRawKb} | ${result.budgetKb} | ${result.withinBudget ? 'within' : 'OVER'} |`);
}

// What grew, chunk by chunk, against the --before build or else the last recorded run of the route.
const baseline = before ? { routes: before, measuredAt: `the build in ${beforeDist}` } : previous;
for (const result of results) {
  const old = baseline?.routes?.find((route) => route.name === result.name);
  if (!old) continue;
  const beforeByName = new Map(old.chunks.map((chunk) => [chunk.name, chunk]));
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
  console.log(`\n${result.path}: ${old.firstLoadGzipKb} -> ${result.firstLoadGzipKb} KB gzip since ${baseline.measuredAt}`);
  console.log('| chunk | before KB | now KB | change |');
  console.log('|---|---:|---:|---:|');
  for (const change of changes) console.log(`| ${change.name} | ${change.before} | ${change.now} | ${change.delta > 0 ? '+' : ''}${change.delta.toFixed(1)} |`);
}

for (const result of results) {
  const present = Object.entries(result.heavyModules).filter(([, count]) => count > 0).map(([name]) => name);
  console.log(`${result.path}: heavy libraries ${present.length > 0 ? `loaded: ${present.join(', ')}` : 'none'} (checked: ${Object.keys(heavyLibraries).join(', ')})`);
}

mkdirSync(dirname(resultsPath), { recursive: true });
const measuredAt = new Date().toISOString();
const beforeByName = new Map((before ?? []).map((result) => [result.name, result]));
const recorded = results.map((result) => {
  const old = beforeByName.get(result.name);
  if (!old) return result;
  return { ...result, before: { firstLoadGzipKb: old.firstLoadGzipKb, firstLoadRawKb: old.firstLoadRawKb, withinBudget: old.withinBudget, heavyModules: old.heavyModules, chunks: old.chunks } };
});
writeFileSync(
  resultsPath,
  `${JSON.stringify({ measuredAt, compression: 'gzip -9 per chunk', ...(beforeDist ? { before: beforeDist } : {}), routes: recorded, problems }, null, 2)}\n`,
);
if (before) {
  const heavyNames = (result) => Object.entries(result.heavyModules).filter(([, count]) => count > 0).map(([name]) => name).join(', ') || 'none';
  const lines = [
    `# First-load JavaScript per route, before and after (${measuredAt})`,
    '',
    `\`node bench/bundle-size.mjs --before ${beforeDist}\`: both builds measured in one run, gzip -9 per chunk, entry included`,
    '(bench/first-load.mjs). Sizes are a property of the build, not of the machine (which was loaded).',
    '',
    '| route | before KB | after KB | change KB | budget KB | before | after | heavy before | heavy after |',
    '|---|---:|---:|---:|---:|---|---|---|---|',
  ];
  for (const result of results) {
    const old = beforeByName.get(result.name);
    if (!old) continue;
    const delta = result.firstLoadGzipKb - old.firstLoadGzipKb;
    lines.push(
      `| ${result.name} | ${old.firstLoadGzipKb} | ${result.firstLoadGzipKb} | ${delta > 0 ? '+' : ''}${delta.toFixed(1)} | ${result.budgetKb} | ${old.withinBudget ? 'within' : 'OVER'} | ${result.withinBudget ? 'within' : 'OVER'} | ${heavyNames(old)} | ${heavyNames(result)} |`,
    );
  }
  writeFileSync(tablePath, `${lines.join('\n')}\n`);
  console.log(`\n${lines.slice(5).join('\n')}`);
}

if (problems.length > 0) {
  console.error(`\nBundle budgets exceeded:\n${problems.map((problem) => `- ${problem}`).join('\n')}`);
  process.exit(1);
}
console.log('\nEvery route is within its budget.');
