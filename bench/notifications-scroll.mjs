#!/usr/bin/env node
// Notification list smoothness with 1,000 loaded notifications. The real server runs in-process
// (fresh embedded PGlite with the demo data, serving the built portal from apps/web/dist); the demo
// candidate's notifications are replaced by 1,000 rows in the database. Debian's Chromium signs in,
// opens /dashboard/notifications, presses 'Load more' until all 1,000 are loaded (pages of 20, by
// cursor), then scrolls the list from top to bottom, one step per animation frame, while a
// PerformanceObserver records long tasks (> 50 ms main-thread work). Reports the longest task, how
// many exceeded 50 ms, frame gaps and how many rows were in the DOM. Writes
// bench/results/notifications-scroll.json. Asserts nothing. Build the portal first
// (npm run build -w @portal/web), or pass --build.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

register();
const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, '..');
const webDist = join(repoRoot, 'apps/web/dist');
const NOTIFICATIONS = 1000;
const SCROLL_STEP_PX = Number(process.env.BENCH_SCROLL_STEP ?? 240);

if (process.argv.includes('--build') || !existsSync(join(webDist, 'index.html'))) {
  console.log('Building @portal/web …');
  const build = spawnSync('npm', ['run', 'build', '-w', '@portal/web'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const { buildApp } = await import('../apps/server/src/app.ts');
const { loadConfig } = await import('../apps/server/src/config/index.ts');
const { candidateNotifications } = await import('../apps/server/src/modules/notifications/notifications.tables.ts');
const { users } = await import('../apps/server/src/modules/account/account.tables.ts');
const { eq } = await import('drizzle-orm');
const { launchBrowser } = await import('../e2e/support/browser.ts');

const loadAverageAtStart = Number(loadavg()[0].toFixed(2));
const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-scroll-'));
const app = await buildApp(
  loadConfig({
    NODE_ENV: 'production',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: webDist,
    PASSWORD_HASH_MEMORY_KIB: '1024',
    PASSWORD_HASH_ITERATIONS: '1',
    LOG_LEVEL: 'warn',
    PATH: process.env.PATH,
  }),
);

const topics = [
  ['New video uploaded', 'A new lecture video "Cell Division" is now available in Biology.'],
  ['Quiz reminder', 'Your weekly Chemistry quiz closes tomorrow at 11:59 PM.'],
  ['Live class scheduled', 'Physics live lecture "Projectile Motion" starts on Monday at 5:00 PM.'],
  [
    'Assignment reviewed',
    'Your English essay has been reviewed. Open Assignments to see your score.',
  ],
  ['Invoice generated', 'Your renewal invoice is ready. Pay before the due date to keep access.'],
  ['Result published', 'Your full-length practice test result is now available.'],
];

let browser;
try {
  // 1,000 notifications for the demo candidate, in place of the seeded ones.
  const { db } = app.context;
  const [demo] = await db.select().from(users).where(eq(users.userName, 'demo.candidate'));
  if (!demo) throw new Error('the demo candidate is not seeded');
  await db.delete(candidateNotifications).where(eq(candidateNotifications.userId, demo.id));
  const now = Date.now();
  const rows = Array.from({ length: NOTIFICATIONS }, (_, index) => {
    const [title, message] = topics[index % topics.length];
    return {
      id: 500_000 + index,
      userId: demo.id,
      title,
      // Varying lengths: rows wrap to one or two lines, so item heights differ (measured rows).
      message: index % 4 === 0 ? `${message} ${message}` : message,
      isRead: index % 3 === 0,
      candidateSosId: null,
      createdAt: new Date(now - (NOTIFICATIONS - index) * 3_600_000),
    };
  });
  for (let start = 0; start < rows.length; start += 250) {
    await db.insert(candidateNotifications).values(rows.slice(start, start + 250));
  }

  const baseURL = await app.listen({ port: 0, host: '127.0.0.1' });
  // The same Debian Chromium, with the same flags, as the e2e journeys.
  browser = await launchBrowser();
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  context.setDefaultTimeout(30_000);
  const page = await context.newPage();
  const pageErrors = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));

  await page.goto('/account/login');
  await page.getByLabel('Username or email').fill('demo.candidate');
  await page.getByLabel('Password', { exact: true }).fill('Demo@12345');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard');
  await page.goto('/dashboard/notifications');

  const shown = async () => {
    const text = await page.getByText(/^Showing \d+ of \d+$/).innerText();
    return Number(/^Showing (\d+) of/.exec(text)?.[1] ?? 0);
  };
  await page.getByText(/^Showing \d+ of \d+$/).waitFor();

  // Load more until everything is loaded; time each click to the rendered count.
  const loadMoreMs = [];
  for (let loaded = await shown(); loaded < NOTIFICATIONS;) {
    const started = Date.now();
    await page.getByRole('button', { name: 'Load more' }).click();
    await page.waitForFunction((previous) => {
      const text = [...document.querySelectorAll('p')].find((p) =>
        /^Showing \d+ of \d+$/.test(p.textContent ?? ''),
      )?.textContent;
      return Number(/^Showing (\d+)/.exec(text ?? '')?.[1] ?? 0) > previous;
    }, loaded);
    loadMoreMs.push(Date.now() - started);
    loaded = await shown();
  }
  const loadedCount = await shown();

  // Scroll the list top to bottom, one step per frame, recording long tasks and frame gaps.
  const scroll = await page.evaluate(async (step) => {
    const region = document.querySelector('[role="region"][aria-label="Notification list"]');
    if (!region) throw new Error('no notification list region');
    const supported = PerformanceObserver.supportedEntryTypes.includes('longtask');
    let longTasks = [];
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) longTasks.push(entry.duration);
    });
    observer.observe({ type: 'longtask' });
    // Calibration: a deliberate 80 ms task must be seen, or the figures below would mean nothing.
    await new Promise((done) => setTimeout(done, 50));
    const busyUntil = performance.now() + 80;
    while (performance.now() < busyUntil) {
      // busy on purpose
    }
    await new Promise((done) => setTimeout(done, 200));
    const calibrationSeen = longTasks.some((duration) => duration >= 80);
    longTasks = [];
    const frameGaps = [];
    let maxRows = 0;
    let last = performance.now();
    const started = last;
    await new Promise((done) => {
      const tick = (now) => {
        frameGaps.push(now - last);
        last = now;
        maxRows = Math.max(maxRows, region.querySelectorAll('li').length);
        if (region.scrollTop + region.clientHeight >= region.scrollHeight - 1) return done();
        region.scrollTop += step;
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    // Let the last measurements and any trailing long task land.
    await new Promise((done) => setTimeout(done, 300));
    observer.disconnect();
    const lastRow = region.querySelector(
      `li[aria-posinset="${region.querySelector('li')?.getAttribute('aria-setsize')}"]`,
    );
    return {
      durationMs: performance.now() - started,
      scrollHeightPx: region.scrollHeight,
      frames: frameGaps.length,
      frameGaps,
      longTasks,
      maxRowsInDom: maxRows,
      lastRowRendered: Boolean(lastRow),
      longTaskObserver: { supported, calibrationSeen },
    };
  }, SCROLL_STEP_PX);

  const sortedGaps = [...scroll.frameGaps.slice(1)].sort((a, b) => a - b);
  const percentile = (values, p) =>
    values.length === 0 ? 0 : values[Math.min(values.length - 1, Math.floor(values.length * p))];
  const round = (value) => Math.round(value * 10) / 10;
  const result = {
    measuredAt: new Date().toISOString(),
    machine: { cpus: cpus().length, loadAverageAtStart },
    notificationsLoaded: loadedCount,
    loadMoreClicks: loadMoreMs.length,
    loadMoreMedianMs: percentile(
      [...loadMoreMs].sort((a, b) => a - b),
      0.5,
    ),
    loadMoreMaxMs: Math.max(0, ...loadMoreMs),
    scroll: {
      stepPxPerFrame: SCROLL_STEP_PX,
      scrollHeightPx: scroll.scrollHeightPx,
      durationMs: Math.round(scroll.durationMs),
      frames: scroll.frames,
      frameGapMedianMs: round(percentile(sortedGaps, 0.5)),
      frameGapP95Ms: round(percentile(sortedGaps, 0.95)),
      frameGapMaxMs: round(sortedGaps.at(-1) ?? 0),
      framesOver50Ms: sortedGaps.filter((gap) => gap > 50).length,
      maxRowsInDom: scroll.maxRowsInDom,
      lastRowRendered: scroll.lastRowRendered,
    },
    longTasks: {
      observer: scroll.longTaskObserver,
      count: scroll.longTasks.length,
      over50MsCount: scroll.longTasks.filter((duration) => duration > 50).length,
      longestMs: round(Math.max(0, ...scroll.longTasks)),
    },
    pageErrors,
  };

  console.log('| measure | value |');
  console.log('|---|---:|');
  console.log(`| notifications loaded (pages of 20, Load more) | ${result.notificationsLoaded} |`);
  console.log(
    `| Load more click -> rendered, median / max | ${result.loadMoreMedianMs} / ${result.loadMoreMaxMs} ms |`,
  );
  console.log(
    `| scroll: ${result.scroll.scrollHeightPx} px at ${SCROLL_STEP_PX} px/frame | ${result.scroll.durationMs} ms, ${result.scroll.frames} frames |`,
  );
  console.log(
    `| frame gap median / p95 / max | ${result.scroll.frameGapMedianMs} / ${result.scroll.frameGapP95Ms} / ${result.scroll.frameGapMaxMs} ms |`,
  );
  console.log(`| long tasks during scroll (count > 50 ms) | ${result.longTasks.over50MsCount} |`);
  // The Long Tasks API only reports tasks over 50 ms: none at all reads as "none over 50 ms".
  console.log(
    `| longest task during scroll | ${result.longTasks.count === 0 ? 'none over 50 ms' : `${result.longTasks.longestMs} ms`} |`,
  );
  console.log(`| most list rows in the DOM at once | ${result.scroll.maxRowsInDom} |`);
  console.log(
    `| long-task observer saw an 80 ms calibration task | ${scroll.longTaskObserver.calibrationSeen ? 'yes' : 'NO'} |`,
  );
  console.log(
    `\nMachine: ${result.machine.cpus} CPUs, load average ${loadAverageAtStart} at start.`,
  );
  if (pageErrors.length > 0) console.log(`Page errors: ${pageErrors.join('; ')}`);

  mkdirSync(join(here, 'results'), { recursive: true });
  writeFileSync(
    join(here, 'results/notifications-scroll.json'),
    `${JSON.stringify(result, null, 2)}\n`,
  );
} finally {
  await browser?.close();
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}
