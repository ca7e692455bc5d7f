import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page, Request } from 'playwright-core';
import { launchBrowser, openPortal, openSignedInPortal, waitForPath } from '../support/browser';
import { emulateSlowNetwork, resourceTimings } from '../support/network';

/*
 * Issue #10: a signed-in page's document sends the route's first reads itself, before the app's
 * JavaScript has arrived (apps/web/vite-early-reads.ts), and the transport takes each response once
 * for its exact URL and access token (apps/web/src/platform/early-reads.ts, @portal/api's
 * earlyReads). Nothing is sent for a signed-out visitor, and nothing sent for one session ever
 * answers another.
 */

const baseURL = inject('baseURL');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** The reads the document sends for /dashboard (the shell's two, the dashboard's four). */
const dashboardReads = [
  /\/api\/v6\/AccountService\/GetLoggedInUserInfo\?/,
  /\/api\/v6\/CandidateNotificationService\/GetUnreadNotificationCount$/,
  /\/api\/v6\/CandidateCourseService\/GetMyCourses\?CourseType=1$/,
  /\/api\/v6\/CandidateEBookService\/GetMyEBooks\?CourseType=1$/,
  /\/api\/v6\/CandidateCourseService\/GetResumePoints$/,
  /\/api\/v6\/AgendaService\/GetAgenda\?days=7$/,
];

function recordApiRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) requests.push(request);
  });
  return requests;
}

async function logOutThroughMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Account menu for / }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await waitForPath(page, '/account/login');
}

describe('early reads', () => {
  it('a cold signed-in /dashboard sends its reads before the entry chunk has arrived, each once, and the page shows them', async () => {
    const portal = await openSignedInPortal(browser, baseURL);
    try {
      const { page } = portal;
      const requests = recordApiRequests(page);
      await emulateSlowNetwork(page);
      await page.goto('/dashboard');
      await page
        .getByRole('list', { name: 'My courses' })
        .getByText('MDCAT Complete Preparation 2027')
        .waitFor({ timeout: 60_000 });

      const token = await page.evaluate(
        () =>
          (JSON.parse(localStorage.getItem('portal.authToken') ?? '{}') as { token?: string })
            .token,
      );
      for (const pattern of dashboardReads) {
        const sent = requests.filter((request) => pattern.test(request.url()));
        // Once: the app took the document's response instead of asking again.
        expect(
          sent.map((request) => request.url()),
          `${pattern}`,
        ).toHaveLength(1);
        // Sent as the transport sends it: the application header and the bearer of this session.
        const headers = await sent[0]!.allHeaders();
        expect(headers['x-application-security']).toBe('candidate-portal-web');
        expect(headers['authorization']).toBe(`Bearer ${token}`);
        // By the document (fetch), not by the app's transport (axios: XMLHttpRequest).
        expect(sent[0]!.resourceType()).toBe('fetch');
      }

      // Before the app's JavaScript: the courses read starts before the entry's main code has arrived.
      const timings = await resourceTimings(page);
      const html = await page.evaluate(async () =>
        (await fetch('/', { cache: 'no-store' })).text(),
      );
      const referenced = new Set(
        [...html.matchAll(/(?:src|href)="([^"]+\.js)"/g)].map((match) => match[1]),
      );
      const main = timings
        .filter((timing) => referenced.has(timing.path))
        .reduce((largest, timing) =>
          timing.decodedBodySize > largest.decodedBodySize ? timing : largest,
        );
      const courses = timings.find((timing) => /GetMyCourses\?CourseType=1$/.test(timing.path));
      console.info(
        `[early reads] courses read ${Math.round(courses?.startTime ?? -1)} ms, entry main code ${main.path} ${Math.round(main.startTime)} -> ${Math.round(main.responseEnd)} ms`,
      );
      expect(courses).toBeDefined();
      expect(courses!.startTime).toBeLessThan(main.responseEnd);
      expect(portal.errors).toEqual([]);
    } finally {
      await portal.context.close();
    }
  });

  it('a signed-out visitor sends none: /dashboard goes to the login form without an authenticated read', async () => {
    const portal = await openPortal(browser, baseURL);
    try {
      const { page } = portal;
      const requests = recordApiRequests(page);
      await page.goto('/dashboard');
      await waitForPath(page, '/account/login');
      await page.getByLabel('Username or email').waitFor();
      expect(
        requests
          .filter((request) => dashboardReads.some((pattern) => pattern.test(request.url())))
          .map((request) => request.url()),
      ).toEqual([]);
      const bearers = await Promise.all(
        requests.map(async (request) => (await request.allHeaders())['authorization']),
      );
      expect(bearers.filter(Boolean)).toEqual([]);
      expect(await page.evaluate(() => '__portalEarlyReads' in window)).toBe(false);
      expect(portal.errors).toEqual([]);
    } finally {
      await portal.context.close();
    }
  });

  it('nothing sent for one session answers another: reads left untaken, logout, another student signs in', async () => {
    const portal = await openSignedInPortal(browser, baseURL);
    try {
      const { page } = portal;
      const requests = recordApiRequests(page);
      // No page the document sends reads for leaves one of demo.candidate's untaken for long (each
      // is taken by its page, or read to its end and dropped after 10 s), so the test leaves one:
      // the dashboard's courses read, sent again exactly as the document sent it (its URL and
      // headers, this session's bearer), put where the document leaves its reads, as a page that
      // had not asked for it yet would have it.
      await page.goto('/dashboard');
      await page.getByRole('button', { name: /^Account menu for / }).waitFor();
      const firstToken = await page.evaluate(
        () =>
          (JSON.parse(localStorage.getItem('portal.authToken') ?? '{}') as { token?: string })
            .token,
      );
      const sent = requests.find((request) => /GetMyCourses\?CourseType=1$/.test(request.url()));
      expect(sent).toBeDefined();
      const sentHeaders = await sent!.allHeaders();
      expect(sentHeaders['authorization']).toBe(`Bearer ${firstToken}`);
      const leftUrl = new URL(sent!.url()).pathname + new URL(sent!.url()).search;
      await page.evaluate(
        ({ url, headers }) => {
          const left = (
            window as unknown as {
              __portalEarlyReads?: { responses: Record<string, Promise<Response>> };
            }
          ).__portalEarlyReads;
          if (!left) throw new Error('the document left no early reads');
          left.responses[url] = fetch(url, { headers });
        },
        {
          url: leftUrl,
          headers: Object.fromEntries(
            Object.entries(sentHeaders).filter(
              ([name]) => !name.startsWith(':') && !/^(sec-|user-agent|referer)/.test(name),
            ),
          ),
        },
      );
      expect(
        await page.evaluate(() =>
          Object.keys(
            (window as unknown as { __portalEarlyReads?: { responses: object } }).__portalEarlyReads
              ?.responses ?? {},
          ),
        ),
      ).toEqual(expect.arrayContaining([expect.stringMatching(/GetMyCourses\?CourseType=1$/)]));

      await logOutThroughMenu(page);
      expect(await page.evaluate(() => '__portalEarlyReads' in window)).toBe(false);
      // The second student signs in through the portal's own login route (same page, no reload).
      await page.getByLabel('Username or email').fill('demo.candidate2');
      await page.getByLabel('Password', { exact: true }).fill('Demo@12345');
      const coursesAsked = requests.length;
      await page.getByRole('button', { name: 'Sign in' }).click();
      await waitForPath(page, '/dashboard');
      await page
        .getByRole('list', { name: 'My courses' })
        .getByText('NUMS Entry Test Preparation 2027')
        .waitFor({ timeout: 60_000 });
      expect(await page.getByText('MDCAT Complete Preparation 2027').count()).toBe(0);

      const secondToken = await page.evaluate(
        () =>
          (JSON.parse(localStorage.getItem('portal.authToken') ?? '{}') as { token?: string })
            .token,
      );
      expect(secondToken).not.toBe(firstToken);
      // The second student's courses were asked for with the second student's token.
      const courses = requests
        .slice(coursesAsked)
        .filter((request) => /GetMyCourses\?CourseType=1$/.test(request.url()));
      expect(courses.length).toBeGreaterThan(0);
      for (const request of courses)
        expect((await request.allHeaders())['authorization']).toBe(`Bearer ${secondToken}`);
      expect(portal.errors).toEqual([]);
    } finally {
      await portal.context.close();
    }
  });
});
