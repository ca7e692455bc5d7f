#!/usr/bin/env node
// Lighthouse 12.8 (mobile preset, simulated throttling, performance only) on every student route of
// bench/routes.mjs, median of 3 runs each, against the built portal served by the real server
// (in-process, embedded PGlite with the demo data, precompressed assets) in Debian's Chromium,
// fully offline. Signed-in routes: the demo candidate signs in through the login form in the same
// tab first, the HTTP cache is emptied, and Lighthouse audits that tab without resetting its
// storage (signed in, nothing cached).
//
// Writes bench/results/lighthouse/<route>.json (the median run's key figures and every run's) and
// bench/results/lighthouse.md (a readable table). Exits 1 when a route misses its score, TBT or LCP
// limit. Options: LIGHTHOUSE_RUNS (3), LIGHTHOUSE_ROUTES=login,dashboard, CHROMIUM_PATH,
// BENCH_PORT (4310), LIGHTHOUSE_REPORTS=<folder> (also write each run's full Lighthouse report there,
// <route>-<run>.json, to see what blocks the main thread); --build rebuilds the portal first.
import { randomBytes } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { register } from 'tsx/esm/api';
import { lighthouseLimits, routes } from './routes.mjs';

register();
const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, '..');
// LIGHTHOUSE_WEB_DIST: another build of the portal (e.g. a copy of a base commit's apps/web/dist) served
// by this checkout's server, to compare two builds side by side.
const webDist = process.env.LIGHTHOUSE_WEB_DIST ? resolve(process.env.LIGHTHOUSE_WEB_DIST) : join(repoRoot, 'apps/web/dist');
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const only = process.env.LIGHTHOUSE_ROUTES?.split(',');
const port = Number(process.env.BENCH_PORT ?? 4310);
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const reportsFolder = process.env.LIGHTHOUSE_REPORTS;
const loadAverageAtStart = Number(loadavg()[0].toFixed(2));

if (process.argv.includes('--build') || !existsSync(join(webDist, 'index.html'))) {
  console.log('Building @portal/web …');
  const build = spawnSync('npm', ['run', 'build', '-w', '@portal/web'], { cwd: repoRoot, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
if (!existsSync(chromiumPath)) {
  console.error(`No Chromium at ${chromiumPath}: apt-get install -y chromium, or set CHROMIUM_PATH.`);
  process.exit(1);
}

const { buildApp } = await import('../apps/server/src/app.ts');
const { defaultSecurityHeaderValue, productionPasswordHashing } = await import('../apps/server/src/config/index.ts');
const { demoWorld } = await import('../packages/domain/src/fixtures/index.ts');

const dataDir = mkdtempSync(join(tmpdir(), 'portal-lighthouse-'));
const app = await buildApp({
  database: { kind: 'pglite', dataDir: join(dataDir, 'pglite') },
  port,
  host: '127.0.0.1',
  dataDir,
  webDistDir: webDist,
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
  args: [
    '--no-sandbox',
    '--disable-dev-shm-usage',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});

async function signIn(page) {
  // The machine may be shared and busy: generous waits, never a fixed sleep.
  page.setDefaultTimeout(90_000);
  await page.goto(`${origin}/account/login`, { waitUntil: 'networkidle0' });
  // Signed in by an earlier run (the session is kept in the browser's storage): the guard sent us on.
  if (new URL(page.url()).pathname.startsWith('/dashboard')) return;
  try {
    await page.locator('::-p-aria(Username or email)').fill(demoWorld.candidate.user.userName);
  } catch (error) {
    const screenshot = join(tmpdir(), 'portal-lighthouse-sign-in.png');
    await page.screenshot({ path: screenshot });
    throw new Error(`the login form did not show at ${page.url()} (screenshot: ${screenshot})`, { cause: error });
  }
  await page.locator('input[type="password"]').fill(demoWorld.password);
  await Promise.all([page.waitForFunction(() => location.pathname.startsWith('/dashboard'), { timeout: 90_000 }), page.keyboard.press('Enter')]);
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const results = [];
try {
  // Signed-in routes first: auditing a route as a new user clears the origin's storage.
  const selected = routes.filter((candidate) => !only || only.includes(candidate.name));
  for (const route of [...selected.filter((candidate) => candidate.signedIn), ...selected.filter((candidate) => !candidate.signedIn)]) {
    const measured = [];
    for (let run = 0; run < runs; run += 1) {
      const page = await browser.newPage();
      if (route.signedIn) {
        await signIn(page);
        // Signed in, but nothing cached: the route's chunks and data load as on a first visit.
        const client = await page.createCDPSession();
        await client.send('Network.clearBrowserCache');
        await page.goto('about:blank');
      } else {
        // As a new user: nothing stored, nothing cached.
        const client = await page.createCDPSession();
        await client.send('Network.clearBrowserCache');
        await client.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
      }
      const result = await lighthouse(
        `${origin}${route.path}`,
        { logLevel: 'error', output: 'json', onlyCategories: ['performance'], disableStorageReset: route.signedIn },
        undefined,
        page,
      );
      const { lhr } = result;
      if (reportsFolder) {
        mkdirSync(reportsFolder, { recursive: true });
        writeFileSync(join(reportsFolder, `${route.name}-${run + 1}.json`), JSON.stringify(lhr));
      }
      // A run Lighthouse could not finish (e.g. no paint within its limit on a busy machine) has no
      // metrics: it is recorded with its error and scores 0, never dropped.
      const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
      const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
      measured.push({
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        firstContentfulPaintMs: Math.round(audit('first-contentful-paint')),
        largestContentfulPaintMs: Math.round(audit('largest-contentful-paint')),
        totalBlockingTimeMs: Math.round(audit('total-blocking-time')),
        speedIndexMs: Math.round(audit('speed-index')),
        cumulativeLayoutShift: Number(audit('cumulative-layout-shift').toFixed(3)),
        transferredKb: Math.round(audit('total-byte-weight') / 102.4) / 10,
        finalPath,
        runtimeError: lhr.runtimeError?.message,
        // What to fix next: the opportunities Lighthouse estimates savings for, largest first, and
        // the element that made the largest paint.
        opportunities: Object.values(lhr.audits)
          .filter((item) => item.details?.type === 'opportunity' && (item.details.overallSavingsMs ?? 0) > 0)
          .sort((a, b) => b.details.overallSavingsMs - a.details.overallSavingsMs)
          .slice(0, 5)
          .map((item) => ({ id: item.id, savingsMs: Math.round(item.details.overallSavingsMs), savingsKb: Math.round((item.details.overallSavingsBytes ?? 0) / 1024) })),
        largestContentfulPaintElement: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet,
      });
      await page.close();
    }
    const middle = (key) => median(measured.map((run) => (Number.isNaN(run[key]) ? Number.POSITIVE_INFINITY : run[key])));
    const summary = {
      name: route.name,
      path: route.path,
      score: middle('score'),
      firstContentfulPaintMs: middle('firstContentfulPaintMs'),
      largestContentfulPaintMs: middle('largestContentfulPaintMs'),
      totalBlockingTimeMs: middle('totalBlockingTimeMs'),
      speedIndexMs: middle('speedIndexMs'),
      cumulativeLayoutShift: middle('cumulativeLayoutShift'),
      transferredKb: middle('transferredKb'),
      limits: { score: route.lighthouse, ...lighthouseLimits },
      runs: measured,
    };
    summary.pass =
      summary.score >= route.lighthouse &&
      summary.totalBlockingTimeMs <= lighthouseLimits.totalBlockingTimeMs &&
      summary.largestContentfulPaintMs <= lighthouseLimits.largestContentfulPaintMs &&
      measured.every((run) => run.finalPath === route.path && !run.runtimeError);
    results.push(summary);
    console.log(`${route.path}: score ${summary.score} (runs ${measured.map((run) => run.score).join(', ')}), LCP ${summary.largestContentfulPaintMs} ms, TBT ${summary.totalBlockingTimeMs} ms`);
  }
} finally {
  await browser.close();
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}

const meta = { measuredAt: new Date().toISOString(), lighthouse: '12.8.2', preset: 'mobile (simulated throttling)', runsPerRoute: runs, chromium: chromiumPath, cores: cpus().length, loadAverageAtStart, loadAverageAtEnd: Number(loadavg()[0].toFixed(2)), node: process.version };
const folder = join(here, 'results/lighthouse');
mkdirSync(folder, { recursive: true });
for (const result of results) writeFileSync(join(folder, `${result.name}.json`), `${JSON.stringify({ ...meta, ...result }, null, 2)}\n`);
const table = [
  `# Lighthouse ${meta.lighthouse}, ${meta.preset}, median of ${runs}`,
  '',
  `Measured ${meta.measuredAt}, load average ${loadAverageAtStart} at start, ${meta.loadAverageAtEnd} at end (${meta.cores} cores). Command: \`node bench/lighthouse.mjs\`.`,
  '',
  '| route | score (min) | FCP ms | LCP ms (≤ 2500) | TBT ms (≤ 200) | CLS | transferred KB | runs | |',
  '|---|---:|---:|---:|---:|---:|---:|---|---|',
  ...results.map(
    (result) =>
      `| ${result.path} | ${result.score} (${result.limits.score}) | ${result.firstContentfulPaintMs} | ${result.largestContentfulPaintMs} | ${result.totalBlockingTimeMs} | ${result.cumulativeLayoutShift} | ${result.transferredKb} | ${result.runs.map((run) => run.score).join(', ')} | ${result.pass ? 'pass' : 'MISS'} |`,
  ),
  '',
];
writeFileSync(join(here, 'results/lighthouse.md'), table.join('\n'));
console.log(`\n${table.join('\n')}`);
if (results.some((result) => !result.pass)) {
  console.error('Some routes miss their Lighthouse limits (see above).');
  process.exit(1);
}
