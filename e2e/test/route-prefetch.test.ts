import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { encryptValue } from '../../apps/web/src/platform/crypto';
import { launchBrowser, openPortal, openSignedInPortal } from '../support/browser';
import { emulateSlowNetwork, resourceTimings, type ResourceTiming } from '../support/network';

/*
 * No request waterfall: a route's loader runs the guards and starts the page's queries while the
 * page chunk still downloads (features/<area>/routes.tsx, shared/routing/page-route.ts). Before,
 * the page asked for its data only once its chunk had loaded and rendered. Measured on a cold,
 * signed-in load over a slow mobile network, with the page's own Resource Timing clock.
 *
 * The route preload (vite.config.ts, preloadRouteChunks) asks for a first page's chunks beside the
 * entry, so they usually arrive before the loader could start anything: the loader tests turn it off
 * to see the loader alone, and the last tests check the preload itself. A first visit to
 * /account/login gets a document of its own instead (apps/web/login.html): the last test checks
 * that it loads only that document's scripts.
 */

/**
 * Loads pages without the route preload script (inline in the page's head, marked
 * data-route-preload): the page chunk then waits for the router. Only page loads are rewritten.
 * The early-read script (data-early-reads, e2e/test/early-reads.test.ts) goes too: the data must
 * then come from the loaders alone.
 */
async function withoutRoutePreload(page: Page): Promise<void> {
  await page.route(
    (url) => !url.pathname.startsWith('/assets/') && !url.pathname.startsWith('/api/'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      const response = await route.fetch();
      const html = await response.text();
      const withoutPreload = html.replace(/<script data-route-preload>[\s\S]*?<\/script>/, '');
      if (withoutPreload === html) throw new Error('the page has no route preload script to remove');
      const stripped = withoutPreload.replace(/<script data-early-reads>[\s\S]*?<\/script>/, '');
      if (stripped === withoutPreload) throw new Error('the page has no early-read script to remove');
      return route.fulfill({ response, body: stripped });
    },
  );
}

const baseURL = inject('baseURL');
const routeKey = process.env.VITE_ROUTE_ENCRYPTION_KEY || 'candidate-portal-local-route-key';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

function find(timings: ResourceTiming[], pattern: RegExp, what: string): ResourceTiming {
  const found = timings.find((timing) => pattern.test(timing.path));
  if (!found) throw new Error(`no ${what} (${pattern}) among ${timings.map((t) => t.path).join(', ')}`);
  return found;
}

const ms = (value: number) => `${Math.round(value)} ms`;

/**
 * The entry's main code: the largest script the HTML itself references (its module script and
 * modulepreload links, not those the route preload script adds). The build copies small common
 * chunks into their users (vite.config.ts, experimentalInlineCommonChunks), so the entry file
 * (the HTML's module script, main-*.js) is a facade of a few bytes over the chunk that holds the app, React and the router:
 * that chunk is what a page's own chunks must not wait for.
 */
async function entryMainCode(page: Page, timings: ResourceTiming[]): Promise<ResourceTiming> {
  const html = await page.evaluate(async () => (await fetch('/', { cache: 'no-store' })).text());
  const referenced = new Set([...html.matchAll(/(?:src|href)="([^"]+\.js)"/g)].map((match) => match[1]));
  const scripts = timings.filter((timing) => referenced.has(timing.path));
  const entry = /<script type="module"[^>]*\ssrc="([^"]+\.js)"/.exec(html)?.[1];
  if (!entry || !scripts.some((timing) => timing.path === entry)) {
    throw new Error(`the entry script was not loaded: ${scripts.map((t) => t.path).join(', ')}`);
  }
  const main = scripts.reduce((largest, timing) => (timing.decodedBodySize > largest.decodedBodySize ? timing : largest));
  if (main.decodedBodySize < 50_000) throw new Error(`no script of the HTML holds the app (largest: ${main.path}, ${main.decodedBodySize} bytes)`);
  return main;
}

describe('route loaders prefetch while the page chunk downloads', () => {
  it('a cold load of /dashboard/notifications asks for the list before the page chunk has loaded, once', async () => {
    const portal = await openSignedInPortal(browser, baseURL);
    try {
      const { page } = portal;
      const listRequests: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('CandidateNotificationService/GetNotifications')) listRequests.push(request.url());
      });
      await withoutRoutePreload(page);
      await emulateSlowNetwork(page);
      await page.goto('/dashboard/notifications');
      await page.getByText(/^Showing \d+ of \d+$/).waitFor({ timeout: 60_000 });

      const timings = await resourceTimings(page);
      const chunk = find(timings, /^\/assets\/notifications-page-[\w-]+\.js$/, 'notifications page chunk');
      const list = find(timings, /CandidateNotificationService\/GetNotifications\?/, 'notification list request');
      console.info(
        `[prefetch] notifications: page chunk ${ms(chunk.startTime)} -> ${ms(chunk.responseEnd)}; ` +
          `list request starts ${ms(list.startTime)} (${ms(chunk.responseEnd - list.startTime)} before the chunk ended)`,
      );
      expect(list.startTime).toBeLessThan(chunk.responseEnd);
      // The page read the loader's query: the first page was asked for once, from cursor 0.
      expect(listRequests).toHaveLength(1);
      expect(new URL(listRequests[0] ?? '').searchParams.get('lessThanCandidateNotificationId')).toBe('0');
      expect(portal.errors).toEqual([]);
    } finally {
      await portal.context.close();
    }
  });

  it('a cold load of /dashboard asks for the courses, e-books and resume points before the dashboard chunk has loaded', async () => {
    const portal = await openSignedInPortal(browser, baseURL);
    try {
      const { page } = portal;
      await withoutRoutePreload(page);
      await emulateSlowNetwork(page);
      await page.goto('/dashboard');
      await page.getByRole('list', { name: 'My courses' }).waitFor({ timeout: 60_000 });
      // A request enters the resource timings when its response has ended: on the slow network the
      // resume points may still be arriving when the course list shows (it renders without them).
      await expect
        .poll(async () => (await resourceTimings(page)).some((timing) => /CandidateCourseService\/GetResumePoints/.test(timing.path)), { timeout: 60_000 })
        .toBe(true);

      const timings = await resourceTimings(page);
      const chunk = find(timings, /^\/assets\/dashboard-page-[\w-]+\.js$/, 'dashboard page chunk');
      const courses = find(timings, /CandidateCourseService\/GetMyCourses\?/, 'courses request');
      const eBooks = find(timings, /CandidateEBookService\/GetMyEBooks\?/, 'e-books request');
      // The course cards' "Continue" links: asked beside the courses, not after them.
      const resume = find(timings, /CandidateCourseService\/GetResumePoints/, 'resume points request');
      console.info(
        `[prefetch] dashboard: page chunk ${ms(chunk.startTime)} -> ${ms(chunk.responseEnd)}; ` +
          `courses start ${ms(courses.startTime)} -> ${ms(courses.responseEnd)}, e-books start ${ms(eBooks.startTime)}, ` +
          `resume points start ${ms(resume.startTime)}`,
      );
      expect(courses.startTime).toBeLessThan(chunk.responseEnd);
      expect(eBooks.startTime).toBeLessThan(chunk.responseEnd);
      expect(resume.startTime).toBeLessThan(chunk.responseEnd);
      expect(resume.startTime).toBeLessThan(courses.responseEnd);
      expect(portal.errors).toEqual([]);
    } finally {
      await portal.context.close();
    }
  });

  it('a cold signed-in load of /dashboard asks for the page chunk before the entry has arrived', async () => {
    const portal = await openSignedInPortal(browser, baseURL);
    try {
      const { page } = portal;
      await emulateSlowNetwork(page);
      await page.goto('/dashboard');
      await page.getByRole('list', { name: 'My courses' }).waitFor({ timeout: 60_000 });

      const timings = await resourceTimings(page);
      const entry = await entryMainCode(page, timings);
      const chunk = find(timings, /^\/assets\/dashboard-page-[\w-]+\.js$/, 'dashboard page chunk');
      const transport = find(timings, /^\/assets\/axios-[\w-]+\.js$/, 'axios chunk');
      console.info(`[preload] dashboard: entry ${entry.path} ${ms(entry.startTime)} -> ${ms(entry.responseEnd)}; page chunk starts ${ms(chunk.startTime)}, axios ${ms(transport.startTime)}`);
      expect(chunk.startTime).toBeLessThan(entry.responseEnd);
      expect(transport.startTime).toBeLessThan(entry.responseEnd);
      expect(portal.errors).toEqual([]);
    } finally {
      await portal.context.close();
    }
  });

  it('a cold signed-in load of a course\'s subjects (a path with parameters) asks for its chunks before the entry has arrived', async () => {
    const portal = await openSignedInPortal(browser, baseURL);
    try {
      const { page } = portal;
      await emulateSlowNetwork(page);
      // The demo candidate's MDCAT course (CandidateSOSId 1001), its id encrypted as the portal does.
      await page.goto(`/course/${encodeURIComponent('MDCAT Complete Preparation 2027')}/${encryptValue('1001', routeKey)}/subjects`);
      await page.getByRole('list', { name: 'Subjects' }).getByText('Biology').waitFor({ timeout: 60_000 });

      const timings = await resourceTimings(page);
      const entry = await entryMainCode(page, timings);
      const chunk = find(timings, /^\/assets\/subjects-page-[\w-]+\.js$/, 'subjects page chunk');
      const layout = find(timings, /^\/assets\/course-layout-[\w-]+\.js$/, 'course layout chunk');
      console.info(`[preload] course subjects: entry ${entry.path} ${ms(entry.startTime)} -> ${ms(entry.responseEnd)}; page chunk starts ${ms(chunk.startTime)}, layout ${ms(layout.startTime)}`);
      expect(chunk.startTime).toBeLessThan(entry.responseEnd);
      expect(layout.startTime).toBeLessThan(entry.responseEnd);
      // Only that route's chunks: nothing of the dashboard's.
      expect(timings.filter((timing) => /dashboard-page/.test(timing.path))).toEqual([]);
      expect(portal.errors).toEqual([]);
    } finally {
      await portal.context.close();
    }
  });

  it('a cold signed-out load of /account/login gets the login document: its own few scripts, small, none of the SPA', async () => {
    const portal = await openPortal(browser, baseURL);
    try {
      const { page } = portal;
      await emulateSlowNetwork(page);
      await page.goto('/account/login');
      await page.getByLabel('Username or email').waitFor({ timeout: 60_000 });
      const timings = await resourceTimings(page);

      // The server sends the login document (apps/web/login.html), not the SPA's index.html.
      const [loginHtml = '', spaHtml = ''] = await page.evaluate(async () =>
        Promise.all(['/account/login', '/'].map(async (path) => (await fetch(path, { cache: 'no-store' })).text())),
      );
      const moduleScript = (html: string) => /<script type="module"[^>]*\ssrc="([^"]+\.js)"/.exec(html)?.[1];
      const referenced = (html: string) => new Set([...html.matchAll(/(?:src|href)="([^"]+\.js)"/g)].map((match) => match[1]));
      const loginEntry = moduleScript(loginHtml);
      const spaEntry = moduleScript(spaHtml);
      expect(loginEntry).toBeDefined();
      expect(loginEntry).not.toBe(spaEntry);

      const scripts = timings.filter((timing) => timing.path.endsWith('.js'));
      expect(scripts.map((timing) => timing.path)).toContain(loginEntry);
      // Nothing that only the SPA's document loads (its entry, the router and route tables in its
      // main code), nor the SPA's login route or a signed-in page.
      const loginFiles = referenced(loginHtml);
      const spaOnly = [...referenced(spaHtml)].filter((file) => !loginFiles.has(file));
      expect(spaOnly.length).toBeGreaterThan(0);
      expect(scripts.filter((timing) => spaOnly.includes(timing.path))).toEqual([]);
      expect(scripts.filter((timing) => /login-page|candidate-layout|dashboard-page|route-preload/.test(timing.path))).toEqual([]);
      // Small: what it ran before the form showed, uncompressed (the bundle budget counts 105 KB
      // gzip of JavaScript, about 300 KB as sent here, bench/bundle-size.mjs).
      const bytes = scripts.filter((timing) => timing.responseEnd > 0).reduce((sum, timing) => sum + timing.decodedBodySize, 0);
      console.info(`[login document] ${scripts.length} scripts, ${Math.round(bytes / 1024)} KB decoded: ${scripts.map((timing) => timing.path).join(', ')}`);
      expect(bytes).toBeGreaterThan(0);
      expect(bytes).toBeLessThan(330 * 1024);
      // No second wave: every script it ran was asked by the document's own tags (its entry and the
      // modulepreload links for the entry's static imports), none by code once it ran.
      expect(loginFiles.size).toBeGreaterThan(2);
      expect(scripts.filter((timing) => !loginFiles.has(timing.path)).map((timing) => timing.path)).toEqual([]);
      expect(portal.errors).toEqual([]);
    } finally {
      await portal.context.close();
    }
  });
});
