#!/usr/bin/env node
// Side by side: the portal built from a base commit and from the current tree, on the routes a first
// visit opens (login signed out, dashboard signed in). For each build and route, in Debian's
// Chromium against the real server (in-process, embedded PGlite with the demo data, the build's
// precompressed assets; no throttling, so the times are loopback times): the JavaScript files the
// page requested before its first contentful paint, and by the time its content shows (the login
// form; the dashboard's course list), their count and their size gzip -9 (as bench/bundle-size.mjs
// counts), and the first load by the build's own account (its manifest, as bundle-size.mjs counts it,
// which does not move with the machine's load: under load more of what loads after the form, e.g.
// the message initialiser and axios, is requested before the late first paint). With --lighthouse also Lighthouse
// 12.8 (mobile preset, performance only, median of LIGHTHOUSE_RUNS = 3), as bench/lighthouse.mjs runs it.
//
//   node bench/before-after.mjs <base-commit> [--lighthouse] [--no-build]
//
// The base is built in a detached git worktree in /tmp that borrows this checkout's node_modules (its
// own workspace packages), its dist kept in /tmp/portal-base-dist-<commit>; the current tree is rebuilt
// unless --no-build. Both builds are served by the current tree's server. Writes
// bench/results/before-after.json and prints a table. Not part of `npm run bench` (it needs a base).
import { randomBytes } from 'node:crypto';
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import puppeteer from 'puppeteer-core';
import { register } from 'tsx/esm/api';
import { firstLoadFiles, readBuild } from './first-load.mjs';
import { everyRouteModules, routes as benchRoutes } from './routes.mjs';

register();
const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, '..');
const args = process.argv.slice(2);
const baseRef = args.find((arg) => !arg.startsWith('--'));
if (!baseRef) {
  console.error('usage: node bench/before-after.mjs <base-commit> [--lighthouse] [--no-build]');
  process.exit(2);
}
const withLighthouse = args.includes('--lighthouse');
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const port = Number(process.env.BENCH_PORT ?? 4320);
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const git = (...gitArgs) => execFileSync('git', gitArgs, { cwd: repoRoot, encoding: 'utf8' }).trim();
const baseCommit = git('rev-parse', `${baseRef}^{commit}`);
const headCommit = git('rev-parse', 'HEAD');
const dirty = git('status', '--porcelain', '--untracked-files=no') !== '';
const loadAtStart = loadavg().map((value) => Number(value.toFixed(2)));

/** The routes compared, and what shows when the page has its content. */
const routes = [
  { name: 'login', path: '/account/login', signedIn: false, ready: '::-p-aria(Username or email)' },
  { name: 'dashboard', path: '/dashboard', signedIn: true, ready: '::-p-aria([name="My courses"][role="list"])' },
];

function build(folder) {
  const result = spawnSync('npm', ['run', 'build', '-w', '@portal/web'], { cwd: folder, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error(`the portal did not build in ${folder}`);
}

/**
 * The base's build: a detached worktree of the base commit with this checkout's dependencies, built,
 * its dist copied to /tmp/portal-base-dist-<commit> (reused by later runs) and the worktree removed
 * (the repository's worktree list stays as it was).
 */
function baseDist() {
  const cached = join(tmpdir(), `portal-base-dist-${baseCommit.slice(0, 12)}`);
  if (existsSync(join(cached, 'index.html'))) return cached;
  const folder = join(tmpdir(), `portal-base-${baseCommit.slice(0, 12)}`);
  const dist = join(folder, 'apps/web/dist');
  if (!existsSync(folder)) git('worktree', 'add', '--detach', folder, baseCommit);
  // node_modules: links to this checkout's packages, except the workspace's own (@portal/*), which
  // must be the base's (npm links them relatively, so a plain link would reach this checkout's).
  const modules = join(folder, 'node_modules');
  if (!existsSync(modules)) {
    mkdirSync(modules);
    for (const entry of readdirSync(join(repoRoot, 'node_modules'))) {
      if (entry === '@portal') continue;
      symlinkSync(join(repoRoot, 'node_modules', entry), join(modules, entry));
    }
    mkdirSync(join(modules, '@portal'));
    for (const entry of readdirSync(join(repoRoot, 'node_modules/@portal'))) {
      const target = execFileSync('readlink', [join(repoRoot, 'node_modules/@portal', entry)], { encoding: 'utf8' }).trim();
      symlinkSync(target, join(modules, '@portal', entry));
    }
    for (const workspace of ['apps/web', 'packages/ui']) {
      const own = join(repoRoot, workspace, 'node_modules');
      if (existsSync(own) && !existsSync(join(folder, workspace, 'node_modules'))) symlinkSync(own, join(folder, workspace, 'node_modules'));
    }
  }
  console.log(`Building the base (${baseCommit.slice(0, 12)}) in ${folder} …`);
  build(folder);
  cpSync(dist, cached, { recursive: true });
  // The links first (removing them never touches what they point to), then the worktree.
  for (const workspace of ['.', 'apps/web', 'packages/ui']) rmSync(join(folder, workspace, 'node_modules'), { recursive: true, force: true });
  git('worktree', 'remove', '--force', folder);
  return cached;
}

const gzipSizes = new Map();
function gzipBytes(dist, path) {
  const file = join(dist, path);
  if (!gzipSizes.has(file)) gzipSizes.set(file, existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0);
  return gzipSizes.get(file);
}

/**
 * What a route's first paint needs by the build's own account (as bench/bundle-size.mjs counts it):
 * the entry, the chunks every route preloads and the route's lazy modules (bench/routes.mjs), each
 * with its static imports. Unlike the browser's list this does not move with the machine's load.
 */
function staticFirstLoad(dist, name) {
  const route = benchRoutes.find((candidate) => candidate.name === name);
  const build = readBuild(dist);
  // A build from before the route had a document of its own served it from the SPA.
  const files = route.document && !build.manifest[route.document]
    ? firstLoadFiles(build, route.spaModules ?? route.modules, everyRouteModules)
    : firstLoadFiles(build, route.modules, everyRouteModules, route.document);
  return { files: files.length, gzipKb: kb(files.reduce((sum, file) => sum + gzipBytes(dist, `/${file}`), 0)) };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

async function measure(label, dist) {
  const { buildApp } = await import('../apps/server/src/app.ts');
  const { defaultSecurityHeaderValue, productionPasswordHashing } = await import('../apps/server/src/config/index.ts');
  const { demoWorld } = await import('../packages/domain/src/fixtures/index.ts');
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-before-after-'));
  const app = await buildApp({
    database: { kind: 'pglite', dataDir: join(dataDir, 'pglite') },
    port,
    host: '127.0.0.1',
    dataDir,
    webDistDir: dist,
    securityHeaderValue: defaultSecurityHeaderValue,
    tokenSigningKey: randomBytes(32).toString('base64url'),
    passwordHashing: productionPasswordHashing,
    publicWebUrl: `http://127.0.0.1:${port}`,
    exposeOutbox: false,
    logLevel: 'warn',
    trustProxy: false,
    smtpUrl: undefined,
    mailFrom: 'bench@portal.local',
    recaptchaSecret: undefined,
    seedDemoData: true,
  });
  const origin = await app.listen({ port, host: '127.0.0.1' });
  const browser = await puppeteer.launch({
    executablePath: chromiumPath,
    headless: true,
    args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });

  async function signIn(page) {
    page.setDefaultTimeout(90_000);
    await page.goto(`${origin}/account/login`, { waitUntil: 'networkidle0' });
    if (new URL(page.url()).pathname.startsWith('/dashboard')) return;
    await page.locator('::-p-aria(Username or email)').fill(demoWorld.candidate.user.userName);
    await page.locator('input[type="password"]').fill(demoWorld.password);
    await Promise.all([page.waitForFunction(() => location.pathname.startsWith('/dashboard'), { timeout: 90_000 }), page.keyboard.press('Enter')]);
  }

  const results = [];
  try {
    for (const route of routes) {
      // Files: a fresh browser context (nothing stored, nothing cached), signed in first when needed.
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      page.setDefaultTimeout(90_000);
      if (route.signedIn) await signIn(page);
      const client = await page.createCDPSession();
      await client.send('Network.clearBrowserCache');
      await page.goto('about:blank');
      await page.goto(`${origin}${route.path}`);
      await page.locator(route.ready).wait();
      const loaded = await page.evaluate(() => ({
        at: performance.now(),
        firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        scripts: performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).origin === location.origin && new URL(entry.name).pathname.endsWith('.js'))
          .map((entry) => ({ path: new URL(entry.name).pathname, startTime: entry.startTime, responseEnd: entry.responseEnd })),
      }));
      await context.close();
      const firstPaint = loaded.firstContentfulPaint ?? loaded.at;
      const total = (files) => kb(files.reduce((sum, file) => sum + gzipBytes(dist, file.path), 0));
      // Before the first paint: the files requested before it (what it could have waited for).
      const beforePaint = loaded.scripts.filter((file) => file.startTime <= firstPaint);
      const result = {
        name: route.name,
        path: route.path,
        jsFiles: beforePaint.length,
        jsGzipKb: total(beforePaint),
        jsFilesByContent: loaded.scripts.length,
        jsGzipKbByContent: total(loaded.scripts),
        firstContentfulPaintMs: Math.round(firstPaint),
        contentShownMs: Math.round(loaded.at),
        staticFirstLoad: staticFirstLoad(dist, route.name),
        files: loaded.scripts
          .map((file) => ({ file: file.path, gzipKb: kb(gzipBytes(dist, file.path)), startMs: Math.round(file.startTime), endMs: Math.round(file.responseEnd), beforeFirstPaint: file.startTime <= firstPaint }))
          .sort((a, b) => a.startMs - b.startMs),
      };
      if (withLighthouse) {
        const { default: lighthouse } = await import('lighthouse');
        const measured = [];
        for (let run = 0; run < runs; run += 1) {
          const auditPage = await browser.newPage();
          const cdp = await auditPage.createCDPSession();
          await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
          if (route.signedIn) {
            await signIn(auditPage);
            await cdp.send('Network.clearBrowserCache');
            await auditPage.goto('about:blank');
          } else {
            await cdp.send('Network.clearBrowserCache');
          }
          const { lhr } = await lighthouse(`${origin}${route.path}`, { logLevel: 'error', output: 'json', onlyCategories: ['performance'], disableStorageReset: route.signedIn }, undefined, auditPage);
          const audit = (id) => Math.round(lhr.audits[id]?.numericValue ?? Number.NaN);
          measured.push({
            score: Math.round((lhr.categories.performance.score ?? 0) * 100),
            firstContentfulPaintMs: audit('first-contentful-paint'),
            largestContentfulPaintMs: audit('largest-contentful-paint'),
            totalBlockingTimeMs: audit('total-blocking-time'),
            finalPath: new URL(lhr.finalDisplayedUrl).pathname,
            runtimeError: lhr.runtimeError?.message,
          });
          await auditPage.close();
        }
        const middle = (key) => median(measured.map((run) => (Number.isNaN(run[key]) ? Number.POSITIVE_INFINITY : run[key])));
        result.lighthouse = {
          score: middle('score'),
          largestContentfulPaintMs: middle('largestContentfulPaintMs'),
          totalBlockingTimeMs: middle('totalBlockingTimeMs'),
          runs: measured,
        };
      }
      console.log(`${label} ${route.path}: ${result.jsFiles} JS files, ${result.jsGzipKb} KB gzip before first paint (${result.jsFilesByContent}, ${result.jsGzipKbByContent} KB by content shown)${result.lighthouse ? `, Lighthouse ${result.lighthouse.score} (${result.lighthouse.runs.map((run) => run.score).join(', ')})` : ''}`);
      results.push(result);
    }
  } finally {
    await browser.close();
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return results;
}

const before = await measure('before', baseDist());
if (!args.includes('--no-build')) {
  console.log('Building the current tree …');
  build(repoRoot);
}
const after = await measure('after', join(repoRoot, 'apps/web/dist'));
const loadAtEnd = loadavg().map((value) => Number(value.toFixed(2)));

const rows = routes.map((route) => {
  const b = before.find((result) => result.name === route.name);
  const a = after.find((result) => result.name === route.name);
  const lighthouse = withLighthouse ? ` | ${b.lighthouse.score} -> ${a.lighthouse.score} | ${b.lighthouse.totalBlockingTimeMs} -> ${a.lighthouse.totalBlockingTimeMs} | ${b.lighthouse.largestContentfulPaintMs} -> ${a.lighthouse.largestContentfulPaintMs}` : '';
  return `| ${route.path} | ${b.staticFirstLoad.gzipKb} -> ${a.staticFirstLoad.gzipKb} | ${b.staticFirstLoad.files} -> ${a.staticFirstLoad.files} | ${b.jsGzipKb} -> ${a.jsGzipKb} | ${b.jsFiles} -> ${a.jsFiles} | ${b.jsGzipKbByContent} -> ${a.jsGzipKbByContent} | ${b.jsFilesByContent} -> ${a.jsFilesByContent} | ${b.firstContentfulPaintMs} -> ${a.firstContentfulPaintMs} | ${b.contentShownMs} -> ${a.contentShownMs}${lighthouse} |`;
});
const table = [
  `Base ${baseCommit.slice(0, 12)} vs ${headCommit.slice(0, 12)}${dirty ? ' + uncommitted changes' : ''}; load average ${loadAtStart.join(', ')} at start, ${loadAtEnd.join(', ')} at end (${cpus().length} cores).`,
  '',
  `| route | first-load JS gzip KB (build's account) | first-load files (build's account) | JS gzip KB before first paint | JS files before first paint | JS gzip KB by content shown | JS files by content shown | FCP ms | content shown ms${withLighthouse ? ` | Lighthouse mobile (median of ${runs}) | TBT ms | LCP ms` : ''} |`,
  `|---|---:|---:|---:|---:|---:|---:|---:|---:${withLighthouse ? '|---:|---:|---:' : ''}|`,
  ...rows,
];
console.log(`\n${table.join('\n')}`);

const resultsFolder = join(here, 'results');
mkdirSync(resultsFolder, { recursive: true });
writeFileSync(
  join(resultsFolder, 'before-after.json'),
  `${JSON.stringify({ measuredAt: new Date().toISOString(), command: `node bench/before-after.mjs ${args.join(' ')}`, base: baseCommit, head: headCommit, uncommittedChanges: dirty, loadAverageAtStart: loadAtStart, loadAverageAtEnd: loadAtEnd, cores: cpus().length, compression: 'gzip -9 per file', lighthouse: withLighthouse ? { version: '12.8.2', preset: 'mobile (simulated throttling)', runsPerRoute: runs } : null, before, after }, null, 2)}\n`,
);
console.log('\nWrote bench/results/before-after.json');
