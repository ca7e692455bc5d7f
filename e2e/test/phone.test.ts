import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, waitForPath, waitForTitle, type PortalPage } from '../support/browser';
import { seriousViolations } from '../support/axe';

/*
 * Issue 11, items 2 and 6: a phone user (iPhone and Android user agents, 390x844) on a deployment
 * that links no app store (this build) uses the responsive portal: signs in, and reaches
 * notifications through the header's navigation drawer; the download-app page, opened directly,
 * offers a way forward. (With store links configured the guard sends phones to that page: a unit
 * test of the decision, apps/web/src/platform/platform-detection.test.ts, since a second build
 * of the portal only for that would double the e2e build time.)
 */

const baseURL = inject('baseURL');
const iPhone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const android =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function openPhone(userAgent: string): Promise<PortalPage> {
  const context: BrowserContext = await browser.newContext({
    baseURL,
    userAgent,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
  });
  context.setDefaultTimeout(20_000);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

/** Elements other than the page that scroll their own overflowing content (issue 11: none). */
function innerScrollContainers(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.body.querySelectorAll<HTMLElement>('*')]
      .filter((element) => {
        const { overflowY } = getComputedStyle(element);
        return (
          (overflowY === 'auto' || overflowY === 'scroll') &&
          element.scrollHeight > element.clientHeight
        );
      })
      .map((element) => element.getAttribute('data-slot') ?? element.tagName),
  );
}

describe('a phone user on a deployment without apps', () => {
  it('signs in on an iPhone and reaches notifications through the navigation drawer', async () => {
    const portal = await openPhone(iPhone);
    try {
      const { page } = portal;
      await page.goto('/');
      await waitForPath(page, '/account/login');
      await page.getByLabel('Username or email').fill('demo.candidate');
      await page.getByLabel('Password', { exact: true }).fill('Demo@12345');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await waitForPath(page, '/dashboard');
      await page.getByRole('heading', { name: /^Welcome, / }).waitFor();

      // The header fits one row at 390 px: the product name is one line, nothing overflows.
      const header = page.getByRole('banner');
      const name = header.getByText('Candidate Portal', { exact: true });
      const nameBox = await name.evaluate((element) => ({
        height: element.getBoundingClientRect().height,
        lineHeight: Number.parseFloat(getComputedStyle(element).lineHeight),
      }));
      expect(nameBox.height).toBeLessThanOrEqual(nameBox.lineHeight + 1);
      expect(await header.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(
        true,
      );
      // The wide navigation strip is hidden; the menu button opens the drawer.
      expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
      const menuButton = page.getByRole('button', { name: 'Open navigation' });
      await menuButton.click();
      const drawer = page.getByRole('dialog', { name: 'Candidate Portal' });
      await drawer.waitFor();
      expect(await seriousViolations(page)).toEqual([]);

      // Escape closes it and focus returns to the menu button.
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'detached' });
      expect(await menuButton.evaluate((element) => element === document.activeElement)).toBe(true);

      // Focus stays inside while it is open (Tab wraps within the drawer).
      await page.keyboard.press('Enter');
      await drawer.waitFor();
      for (let step = 0; step < 10; step += 1) {
        await page.keyboard.press('Tab');
        expect(
          await drawer.evaluate((element) => element.contains(document.activeElement)),
        ).toBe(true);
      }

      await drawer.getByRole('link', { name: 'Notifications' }).click();
      await waitForPath(page, '/dashboard/notifications');
      await drawer.waitFor({ state: 'detached' });
      await page.getByText(/^Showing \d+ of \d+$/).waitFor();
      // One scroll container: the page, not a box inside it.
      expect(await innerScrollContainers(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollHeight > innerHeight)).toBe(
        true,
      );
      expect(portal.errors).toEqual([]);
    } finally {
      await portal.context.close();
    }
  });

  it('opens sign-up on an Android phone instead of a download page', async () => {
    const portal = await openPhone(android);
    try {
      await portal.page.goto('/account/SignUp');
      await waitForTitle(portal.page, 'Sign Up | Candidate Portal');
      expect(new URL(portal.page.url()).pathname).toBe('/account/SignUp');
    } finally {
      await portal.context.close();
    }
  });

  it('offers a way forward on the download-app page: continue in the browser', async () => {
    const portal = await openPhone(iPhone);
    try {
      const { page } = portal;
      await page.goto('/downloadApp');
      await waitForTitle(page, 'Download App | Candidate Portal');
      // No store is linked in this build: no store buttons, and one clear way on.
      expect(await page.getByRole('link', { name: /App Store|Google Play/ }).count()).toBe(0);
      await page.getByRole('button', { name: 'Continue in the browser' }).click();
      await waitForPath(page, '/account/login');
      await page.getByRole('button', { name: 'Sign in' }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      expect(portal.errors).toEqual([]);
    } finally {
      await portal.context.close();
    }
  });
});
