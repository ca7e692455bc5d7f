#!/usr/bin/env node
// The EPUB reader's chapter change (issue 16, budget <= 200 ms) on the demo EPUB, Chemistry: Atoms
// and Bonds (e-book 503, foliate-js; apps/server/demo-media/generate-epub.ts). The real server runs
// in-process (fresh embedded PGlite with the demo data, serving the built portal from
// apps/web/dist). Debian's Chromium signs in, opens the book, opens the table of contents, then
// jumps to chapters 1-4 in turn, three rounds (12 jumps): each timed inside the page from the
// click on the contents entry to the reader's location showing that chapter (the chapter laid out
// and shown: foliate's relocate). Writes bench/results/epub-chapter.json. Asserts nothing. Build
// the portal first (npm run build -w @portal/web).
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

const title = 'Chemistry: Atoms and Bonds';
const loadAverageAtStart = Number(loadavg()[0].toFixed(2));
const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-epub-'));
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
  await page.goto('/dashboard/ebooks');
  await page.getByRole('button', { name: `Read ${title}` }).click();
  await page.waitForFunction(() => /\d+%$/.test(document.querySelector('[data-slot="reader-location"]')?.textContent ?? ''));
  await page.getByRole('button', { name: 'Contents' }).click();
  await page.getByRole('navigation', { name: 'Table of contents' }).waitFor();

  const chapterMs = [];
  for (let round = 0; round < 3; round++)
    for (let chapter = 1; chapter <= 4; chapter++) {
      const ms = await page.evaluate(
        (number) =>
          new Promise((done, fail) => {
            const nav = document.querySelector('nav[aria-label="Table of contents"]');
            const entry = [...(nav?.querySelectorAll('button') ?? [])].find((button) => (button.textContent ?? '').trim().startsWith(`${number}.`));
            if (!entry) return fail(new Error(`no contents entry ${number}`));
            const label = () => document.querySelector('[data-slot="reader-location"]')?.textContent ?? '';
            const started = performance.now();
            entry.click();
            const check = () => {
              if (label().startsWith(`${number}.`)) done(performance.now() - started);
              else if (performance.now() - started > 20_000) fail(new Error(`chapter ${number} not shown`));
              else requestAnimationFrame(check);
            };
            requestAnimationFrame(check);
          }),
        chapter,
      );
      chapterMs.push(Math.round(ms));
    }
  const result = {
    date: new Date().toISOString(),
    book: { title, chapters: 4 },
    machine: { cpus: cpus().length, loadAverageAtStart, loadAverageAtEnd: Number(loadavg()[0].toFixed(2)) },
    budgets: { chapterChangeMs: 200 },
    chapterChangeMs: chapterMs,
    chapterChangeMedianMs: median(chapterMs),
  };
  mkdirSync(join(here, 'results'), { recursive: true });
  writeFileSync(join(here, 'results/epub-chapter.json'), `${JSON.stringify(result, null, 2)}\n`);
  console.log('| figure | value |\n|---|---|');
  console.log(`| EPUB chapter change, median of 12 (ms) | ${result.chapterChangeMedianMs} (${chapterMs.join(', ')}) |`);
  console.log(`| load average at start / end | ${loadAverageAtStart} / ${result.machine.loadAverageAtEnd} |`);
} finally {
  await browser?.close();
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}
