#!/usr/bin/env node
// The DICOM viewer's budgets (issue 19) on the demo CT phantom (40 slices 512x512). The real server
// runs in-process (fresh embedded PGlite with the demo data and the generated demo studies, serving
// the built portal from apps/web/dist). Debian's Chromium signs in, then:
//   first slice: opens the viewer route 5 times (a fresh page each time, HTTP cache kept) and times
//     page.goto -> the first slice painted on the canvas (overlay "Im 1/40" and > 20 grey levels);
//   scrolling: once every slice is cached, presses ArrowDown once per animation frame through the
//     stack and records the time between cornerstone renders (frames per second), and the frames
//     the compositor drew meanwhile in a Chromium trace (DrawFrame events).
// Writes bench/results/imaging-viewer.json. Asserts nothing. Build the portal first
// (npm run build -w @portal/web).
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

register();
const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, '..');
const webDist = join(repoRoot, 'apps/web/dist');
if (!existsSync(join(webDist, 'index.html'))) throw new Error('build the portal first: npm run build -w @portal/web');

const { buildApp } = await import('../apps/server/src/app.ts');
const { loadConfig } = await import('../apps/server/src/config/index.ts');
const { launchBrowser } = await import('../e2e/support/browser.ts');
const { encryptValue } = await import('../apps/web/src/platform/crypto.ts');

const loadAverageAtStart = Number(loadavg()[0].toFixed(2));
const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-imaging-'));
const app = await buildApp(
  loadConfig({ NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, WEB_DIST_DIR: webDist, PASSWORD_HASH_MEMORY_KIB: '1024', PASSWORD_HASH_ITERATIONS: '1', LOG_LEVEL: 'warn', PATH: process.env.PATH }),
);
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

let browser;
try {
  const baseURL = await app.listen({ port: 0, host: '127.0.0.1' });
  browser = await launchBrowser();
  const context = await browser.newContext({ baseURL, viewport: { width: 1366, height: 900 } });
  context.setDefaultTimeout(60_000);
  const page = await context.newPage();
  await page.goto('/account/login');
  await page.getByLabel('Username or email').fill('demo.candidate');
  await page.getByLabel('Password', { exact: true }).fill('Demo@12345');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard');

  const key = 'candidate-portal-local-route-key';
  const course = `/course/${encodeURIComponent('MDCAT Complete Preparation 2027')}/${encodeURIComponent(encryptValue('1001', key))}`;
  await page.goto(`${course}/imaging`);
  await page.getByRole('link', { name: 'CT chest: lungs, mediastinum and spine' }).click();
  await page.waitForFunction(() => document.querySelector('[data-testid="overlay-slice"]')?.textContent === 'Im 1/40');
  const viewerPath = new URL(page.url()).pathname;

  const firstSliceMs = [];
  for (let run = 0; run < 5; run++) {
    const fresh = await context.newPage();
    const started = Date.now();
    await fresh.goto(viewerPath);
    await fresh.waitForFunction(() => {
      const canvas = document.querySelector('[data-testid="dicom-viewport"] canvas');
      if (!canvas || canvas.width === 0) return false;
      const { data } = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
      const levels = new Set();
      for (let index = 0; index < data.length; index += 400) levels.add(data[index]);
      return levels.size > 20;
    }, undefined, { polling: 'raf' });
    firstSliceMs.push(Date.now() - started);
    await fresh.close();
  }

  // Scrolling through the cached stack: every slice loaded first (Home, End, and back).
  await page.getByTestId('dicom-viewport').focus();
  for (let step = 0; step < 39; step++) await page.keyboard.press('ArrowDown');
  await page.waitForFunction(() => document.querySelector('[data-testid="overlay-slice"]')?.textContent === 'Im 40/40');
  await page.keyboard.press('Home');
  await page.waitForFunction(() => document.querySelector('[data-testid="overlay-slice"]')?.textContent === 'Im 1/40');
  // A Chromium trace of the scroll: the frames the compositor drew (DrawFrame), between two marks.
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline.frame'] });
  const scroll = await page.evaluate(
    () =>
      new Promise((done) => {
        console.timeStamp('imaging-scroll-start');
        const element = document.querySelector('[data-testid="dicom-viewport"]');
        const renders = [];
        element.addEventListener('cornerstoneimagerendered', () => renders.push(performance.now()));
        let pressed = 0;
        const step = () => {
          if (pressed < 39) {
            element.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
            pressed += 1;
            requestAnimationFrame(step);
          } else {
            setTimeout(() => {
              console.timeStamp('imaging-scroll-end');
              done(renders);
            }, 300);
          }
        };
        requestAnimationFrame(step);
      }),
  );
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
  const events = Array.isArray(trace) ? trace : trace.traceEvents;
  const mark = (message) => events.find((event) => event.name === 'TimeStamp' && event.args?.data?.message === message)?.ts;
  const [traceStart, traceEnd] = [mark('imaging-scroll-start'), mark('imaging-scroll-end')];
  // Frames drawn while the slices changed: from the first to the last frame before the end mark's
  // 300 ms of quiet (a frame that follows the last slice by more than 100 ms is not a scroll frame).
  const drawn = [...new Set(events.filter((event) => event.name === 'DrawFrame' && event.ts >= traceStart && event.ts <= traceEnd).map((event) => event.ts))].sort((a, b) => a - b);
  const scrollFrames = drawn.filter((ts, index) => index === 0 || ts - drawn[index - 1] < 100_000);
  const traceGaps = scrollFrames.slice(1).map((ts, index) => (ts - scrollFrames[index]) / 1000);
  const traced =
    scrollFrames.length > 1
      ? {
          frames: scrollFrames.length,
          durationMs: Math.round((scrollFrames.at(-1) - scrollFrames[0]) / 1000),
          framesPerSecond: Number(((scrollFrames.length - 1) / ((scrollFrames.at(-1) - scrollFrames[0]) / 1e6)).toFixed(1)),
          medianFrameMs: Number(median(traceGaps).toFixed(1)),
          worstFrameMs: Number(Math.max(...traceGaps).toFixed(1)),
        }
      : { frames: scrollFrames.length, note: 'no DrawFrame events between the marks' };
  const gaps = scroll.slice(1).map((time, index) => time - scroll[index]);
  const result = {
    date: new Date().toISOString(),
    machine: { cpus: cpus().length, loadAverageAtStart, loadAverageAtEnd: Number(loadavg()[0].toFixed(2)) },
    firstSliceMs,
    firstSliceMedianMs: median(firstSliceMs),
    scroll: {
      renders: scroll.length,
      durationMs: Math.round(scroll.at(-1) - scroll[0]),
      framesPerSecond: Number(((scroll.length - 1) / ((scroll.at(-1) - scroll[0]) / 1000)).toFixed(1)),
      medianFrameMs: Number(median(gaps).toFixed(1)),
      worstFrameMs: Number(Math.max(...gaps).toFixed(1)),
      /** The same scroll as the Chromium trace saw it: frames the compositor drew. */
      trace: traced,
    },
  };
  mkdirSync(join(here, 'results'), { recursive: true });
  writeFileSync(join(here, 'results/imaging-viewer.json'), `${JSON.stringify(result, null, 2)}\n`);
  console.log('| figure | value |\n|---|---|');
  console.log(`| first slice, median of 5 (ms) | ${result.firstSliceMedianMs} (${firstSliceMs.join(', ')}) |`);
  console.log(`| cached scroll (frames/s) | ${result.scroll.framesPerSecond} (${result.scroll.renders} renders, median frame ${result.scroll.medianFrameMs} ms, worst ${result.scroll.worstFrameMs} ms) |`);
  console.log(`| cached scroll, Chromium trace (frames/s) | ${traced.framesPerSecond ?? traced.note} (${traced.frames} frames drawn${traced.medianFrameMs === undefined ? '' : `, median ${traced.medianFrameMs} ms, worst ${traced.worstFrameMs} ms`}) |`);
  console.log(`| load average at start / end | ${loadAverageAtStart} / ${result.machine.loadAverageAtEnd} |`);
} finally {
  await browser?.close();
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}
