import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, signIn } from '../support/browser';
import { allViolations } from '../support/axe';
import { classConflicts } from '../support/class-conflicts';
import { watchNetwork, type NetworkWatch } from '../support/network';

/*
 * Issue 11: axe on every page, light and dark, desktop (1366x768) and phone (390x844): no
 * violation of any impact, and no page wider than the window. One browser; one context per variant, signed in once through the form
 * and reused by every variant (its storage state); anonymous pages in a context without it.
 * Each page also keeps one class per Tailwind utility group on every element (support/class-conflicts.ts).
 */

const baseURL = inject('baseURL');

const variants = [
  { name: 'light desktop', colorScheme: 'light', viewport: { width: 1366, height: 768 } },
  { name: 'dark desktop', colorScheme: 'dark', viewport: { width: 1366, height: 768 } },
  { name: 'light phone', colorScheme: 'light', viewport: { width: 390, height: 844 } },
  { name: 'dark phone', colorScheme: 'dark', viewport: { width: 390, height: 844 } },
] as const;

/** Anonymous pages: path and the heading that says the page has rendered. */
const accountPages: [string, string | RegExp][] = [
  ['/account/login', 'Sign in'],
  ['/account/SignUp', 'Create your account'],
  ['/account/resetPassword', 'Reset your password'],
  ['/account/verifyPhoneNumber?userName=demo.candidate', 'Verify your phone number'],
  ['/account/resendConfirmationEmail', 'Resend confirmation email'],
  ['/account/confirmEmail?UserId=x', 'Confirm your email'],
  ['/account/no-such-page', 'Page not found'],
];

/** Signed-in pages. */
const candidatePages: [string, string | RegExp][] = [
  ['/dashboard', /^Welcome, /],
  ['/dashboard/ebooks', /^Welcome, /],
  ['/dashboard/notifications', 'Notifications'],
  ['/dashboard/notifications?filter=unread', 'Notifications'],
  ['/dashboard/profile', 'Profile'],
  ['/dashboard/myInvoices', 'My Invoices'],
  ['/dashboard/mySubscriptions', 'My Subscriptions'],
  ['/setting', 'Settings'],
  ['/notebook', 'Notebook'],
  ['/dashboard/no-such-page', 'Page not found'],
  ['/no-such-page', 'Page not found'],
];

/** Course pages (issue 12), under the demo course's own (encrypted) address, found in beforeAll. */
const coursePages: [string, string | RegExp][] = [
  ['subjects', 'Subjects'],
  // The subject activity page (tree, trail) and day 1's video and reading, open from the start.
  ['Biology/1/groups', 'Biology'],
  ['Biology/1/group/Cell%20Biology/111/video/1110/1110', 'Cell theory and the microscope'],
  ['Biology/1/group/Cell%20Biology/111/reading/1111/1111', 'Cell theory, magnification and resolution'],
  ['notes', 'Notes'],
  ['bookmarks', 'Bookmarks'],
];

let browser: Browser;
let coursePath: string;
let storageState: Awaited<ReturnType<BrowserContext['storageState']>>;

beforeAll(async () => {
  browser = await launchBrowser();
  const signingIn = await browser.newContext({ baseURL });
  try {
    const page = await signingIn.newPage();
    await signIn(page);
    await page.getByRole('button', { name: /^Open course: MDCAT/ }).click();
    await page.waitForURL(/\/course\/[^/]+\/[^/]+\/subjects/);
    coursePath = new URL(page.url()).pathname.replace(/\/subjects$/, '');
    storageState = await signingIn.storageState();
  } finally {
    await signingIn.close();
  }
});
afterAll(async () => {
  await browser?.close();
});

async function check(
  page: Page,
  network: NetworkWatch,
  path: string,
  heading: string | RegExp,
): Promise<string[]> {
  await page.goto(path);
  await page.getByRole('heading', { level: 1, name: heading }).first().waitFor();
  // Lists and cards load after the heading: wait until no request is in flight and the page has
  // rendered the last answers ('networkidle' without its fixed 500 ms: 80 pages here).
  await network.quiet();
  const width = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    window: document.documentElement.clientWidth,
  }));
  const tooWide =
    width.page > width.window
      ? [`${path}: the page is ${width.page} px wide in a ${width.window} px window`]
      : [];
  return [
    ...tooWide,
    ...(await allViolations(page)).map((line) => `${path}: ${line}`),
    ...(await classConflicts(page)).map((line) => `${path}: ${line}`),
  ];
}

for (const variant of variants) {
  describe(`axe, ${variant.name}`, () => {
    it('account pages: no violation of any impact', async () => {
      const context = await browser.newContext({
        baseURL,
        colorScheme: variant.colorScheme,
        viewport: variant.viewport,
      });
      try {
        const page = await context.newPage();
        const network = watchNetwork(page);
        const found: string[] = [];
        for (const [path, heading] of accountPages)
          found.push(...(await check(page, network, path, heading)));
        expect(found).toEqual([]);
      } finally {
        await context.close();
      }
    });

    it('signed-in pages: no violation of any impact', async () => {
      const context = await browser.newContext({
        baseURL,
        colorScheme: variant.colorScheme,
        viewport: variant.viewport,
        storageState,
      });
      try {
        const page = await context.newPage();
        const network = watchNetwork(page);
        const found: string[] = [];
        for (const [path, heading] of candidatePages)
          found.push(...(await check(page, network, path, heading)));
        for (const [child, heading] of coursePages) {
          found.push(...(await check(page, network, `${coursePath}/${child}`, heading)));
        }
        expect(found).toEqual([]);
      } finally {
        await context.close();
      }
    });
  });
}
