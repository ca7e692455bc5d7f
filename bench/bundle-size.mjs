#!/usr/bin/env node
// The login route's initial JavaScript, gzipped, against the 150 KB budget. Reads Vite's manifest
// (apps/web/dist/.vite/manifest.json, `build.manifest: true`) and follows the entry chunk's static
// imports; dynamic imports (lazy pages, crypto, Firebase) are not part of the initial load. Builds
// the portal first when dist is missing or with --build. Prints a markdown table and writes
// bench/results/bundle-size.json. Asserts nothing: the figure is for people and CI logs.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, '..');
const dist = join(repoRoot, 'apps/web/dist');
const manifestPath = join(dist, '.vite/manifest.json');
const BUDGET_KB = 150;
const LOGIN_PAGE = 'src/features/account/pages/login-page.tsx';
// The dashboard route's lazy parts: the signed-in shell and the page (spec 2: the landing after login).
const DASHBOARD_ROUTE = [
  'src/app/candidate-layout.tsx',
  'src/features/dashboard/pages/dashboard-page.tsx',
];
const DASHBOARD_BUDGET_KB = 200;

if (process.argv.includes('--build') || !existsSync(manifestPath)) {
  console.log('Building @portal/web …');
  const build = spawnSync('npm', ['run', 'build', '-w', '@portal/web'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
if (!existsSync(manifestPath)) {
  console.error(`${manifestPath} is missing: enable build.manifest in apps/web/vite.config.ts.`);
  process.exit(1);
}

const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

/** A chunk key plus every chunk it statically imports, transitively. */
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

function measure(keys) {
  const chunks = [...keys].map((key) => {
    const file = manifest[key].file;
    const source = readFileSync(join(dist, file));
    return {
      key,
      file,
      bytes: source.length,
      gzipBytes: gzipSync(source, { level: 9 }).length,
      source: source.toString('utf8'),
    };
  });
  const total = (field) => chunks.reduce((sum, chunk) => sum + chunk[field], 0);
  return { chunks, bytes: total('bytes'), gzipBytes: total('gzipBytes') };
}

// Library fingerprints: chunk names and strings only these libraries ship.
const heavy = {
  firebase: (chunk) =>
    /firebase/i.test(chunk.key + chunk.file) || chunk.source.includes('@firebase/'),
  recharts: (chunk) =>
    /recharts/i.test(chunk.key + chunk.file) || chunk.source.includes('recharts-wrapper'),
  zoom: (chunk) =>
    /zoom/i.test(chunk.key + chunk.file) ||
    chunk.source.includes('@zoom/meetingsdk') ||
    chunk.source.includes('ZoomMtg'),
  cornerstone: (chunk) =>
    /cornerstone/i.test(chunk.key + chunk.file) || /cornerstone/i.test(chunk.source),
};

const entryKeys = Object.keys(manifest).filter((key) => manifest[key].isEntry);
if (entryKeys.length === 0) {
  console.error('The manifest has no entry chunk.');
  process.exit(1);
}
const initialKeys = staticClosure(entryKeys);
const initial = measure(initialKeys);
const loginKeys = manifest[LOGIN_PAGE]
  ? [...staticClosure([LOGIN_PAGE])].filter((key) => !initialKeys.has(key))
  : [];
const loginPage = measure(loginKeys);

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

// A first visit to /dashboard: the entry, then the shell and the dashboard page with their static imports.
const missingDashboardKeys = DASHBOARD_ROUTE.filter((key) => !manifest[key]);
const dashboardKeys = [...staticClosure(DASHBOARD_ROUTE.filter((key) => manifest[key]))].filter(
  (key) => !initialKeys.has(key),
);
const dashboardPage = measure(dashboardKeys);
const dashboardAbsent = Object.fromEntries(
  Object.entries(heavy).map(([name, found]) => [
    name,
    ![...initial.chunks, ...dashboardPage.chunks].some(found),
  ]),
);
const absent = Object.fromEntries(
  Object.entries(heavy).map(([name, found]) => [
    name,
    ![...initial.chunks, ...loginPage.chunks].some(found),
  ]),
);

const result = {
  measuredAt: new Date().toISOString(),
  budgetKb: BUDGET_KB,
  initialJsGzipKb: kb(initial.gzipBytes),
  initialJsRawKb: kb(initial.bytes),
  withinBudget: initial.gzipBytes <= BUDGET_KB * 1024,
  loginPageChunkGzipKb: kb(loginPage.gzipBytes),
  loginRouteTotalGzipKb: kb(initial.gzipBytes + loginPage.gzipBytes),
  absentFromLoginRoute: absent,
  dashboardRoute: {
    budgetKb: DASHBOARD_BUDGET_KB,
    firstLoadJsGzipKb: kb(initial.gzipBytes + dashboardPage.gzipBytes),
    firstLoadJsRawKb: kb(initial.bytes + dashboardPage.bytes),
    routeChunksGzipKb: kb(dashboardPage.gzipBytes),
    withinBudget:
      missingDashboardKeys.length === 0 &&
      initial.gzipBytes + dashboardPage.gzipBytes <= DASHBOARD_BUDGET_KB * 1024,
    missingFromManifest: missingDashboardKeys,
    absent: dashboardAbsent,
    chunks: dashboardPage.chunks.map(({ file, bytes, gzipBytes }) => ({
      file,
      rawKb: kb(bytes),
      gzipKb: kb(gzipBytes),
    })),
  },
  initialChunks: initial.chunks.map(({ file, bytes, gzipBytes }) => ({
    file,
    rawKb: kb(bytes),
    gzipKb: kb(gzipBytes),
  })),
  loginPageChunks: loginPage.chunks.map(({ file, bytes, gzipBytes }) => ({
    file,
    rawKb: kb(bytes),
    gzipKb: kb(gzipBytes),
  })),
};

console.log('| measure | gzip KB | raw KB |');
console.log('|---|---:|---:|');
console.log(
  `| login route initial JS (entry + static imports) | ${result.initialJsGzipKb} | ${result.initialJsRawKb} |`,
);
console.log(
  `| + lazy login page chunk(s) | ${result.loginPageChunkGzipKb} | ${kb(loginPage.bytes)} |`,
);
console.log(
  `| login route total | ${result.loginRouteTotalGzipKb} | ${kb(initial.bytes + loginPage.bytes)} |`,
);
console.log(
  `\nBudget ${BUDGET_KB} KB gzip for the initial JS: ${result.withinBudget ? 'within' : 'OVER'} budget.`,
);
for (const [name, isAbsent] of Object.entries(absent)) {
  console.log(`${name}: ${isAbsent ? 'absent from' : 'PRESENT in'} the login route`);
}

console.log(
  `\n| dashboard route first-load JS (entry + shell + dashboard page) | ${result.dashboardRoute.firstLoadJsGzipKb} | ${result.dashboardRoute.firstLoadJsRawKb} |`,
);
if (missingDashboardKeys.length > 0)
  console.log(`Not in the manifest (renamed?): ${missingDashboardKeys.join(', ')}`);
console.log(
  `Budget ${DASHBOARD_BUDGET_KB} KB gzip for the dashboard route: ${result.dashboardRoute.withinBudget ? 'within' : 'OVER'} budget.`,
);
for (const [name, isAbsent] of Object.entries(dashboardAbsent)) {
  console.log(`${name}: ${isAbsent ? 'absent from' : 'PRESENT in'} the dashboard route`);
}

mkdirSync(join(here, 'results'), { recursive: true });
writeFileSync(join(here, 'results/bundle-size.json'), `${JSON.stringify(result, null, 2)}\n`);
