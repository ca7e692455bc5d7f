import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  launchBrowser,
  openPortal,
  openSignedInPortal,
  waitForPath,
  type PortalPage,
} from '../support/browser';

/*
 * Issue 11: the in-app page-not-found keeps the signed-in frame (item 11), and focus follows the
 * page: after a navigation it is on the new page's main heading (item 12).
 */

const baseURL = inject('baseURL');
const notFoundText = "The page you are looking for doesn't exist or an other error occured.";

let browser: Browser;
let portal: PortalPage;
beforeAll(async () => {
  browser = await launchBrowser();
  portal = await openSignedInPortal(browser, baseURL);
});
afterAll(async () => {
  await portal?.context.close();
  await browser?.close();
});

/** The focused element's role-ish description: tag and text. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return active ? `${active.tagName.toLowerCase()}:${(active.textContent ?? '').trim()}` : null;
  });

describe('the in-app page-not-found (item 11)', () => {
  for (const path of [
    '/no-such-page',
    '/course/unknown/thing',
    '/dashboard/no-such-tab',
    '/setting/nothing-here',
  ]) {
    it(`${path}: signed in, the 404 keeps the header and navigation, one main landmark, the spec's words`, async () => {
      const { page } = portal;
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
      expect(await page.getByText(notFoundText, { exact: true }).count()).toBe(1);
      await page.locator('[data-slot="app-header"]').waitFor();
      expect(await page.getByRole('link', { name: 'My Courses' }).count()).toBeGreaterThan(0);
      expect(await page.getByRole('main').count()).toBe(1);
      expect(await page.getByRole('button', { name: 'GO HOME!' }).count()).toBe(1);
      expect(portal.errors).toEqual([]);
    });
  }

  it('GO HOME! goes to the dashboard', async () => {
    const { page } = portal;
    await page.goto('/no-such-page');
    await page.getByRole('button', { name: 'GO HOME!' }).click();
    await waitForPath(page, '/dashboard');
    await page.getByRole('heading', { name: /^Welcome, / }).waitFor();
  });

  it('signed out, the same address shows the page-not-found on its own', async () => {
    const anonymous = await openPortal(browser, baseURL);
    try {
      const { page } = anonymous;
      await page.goto('/no-such-page');
      await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
      expect(await page.locator('[data-slot="app-header"]').count()).toBe(0);
      expect(await page.getByRole('main').count()).toBe(1);
      expect(anonymous.errors).toEqual([]);
    } finally {
      await anonymous.context.close();
    }
  });
});

describe('focus after navigation (item 12)', () => {
  it("a navigation link moves focus to the new page's main heading", async () => {
    const { page } = portal;
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: /^Welcome, / }).waitFor();
    const navigation = page.getByRole('navigation').getByRole('link', { name: 'Notifications' });
    await navigation.focus();
    await page.keyboard.press('Enter');
    await waitForPath(page, '/dashboard/notifications');
    await expect.poll(() => focused(page)).toBe('h1:Notifications');

    await page.getByRole('navigation').getByRole('link', { name: 'Profile' }).focus();
    await page.keyboard.press('Enter');
    await waitForPath(page, '/dashboard/profile');
    await expect.poll(() => focused(page)).toBe('h1:Profile');
    // The heading is focusable by script only, not a tab stop.
    expect(
      await page.getByRole('heading', { level: 1, name: 'Profile' }).getAttribute('tabindex'),
    ).toBe('-1');
  });

  it("a link inside the page that goes away (GO HOME!) leaves focus on the next page's heading", async () => {
    const { page } = portal;
    await page.goto('/no-such-page');
    await page.getByRole('button', { name: 'GO HOME!' }).focus();
    await page.keyboard.press('Enter');
    await waitForPath(page, '/dashboard');
    await expect.poll(() => focused(page)).toMatch(/^h1:Welcome, /);
  });

  it('a dashboard tab keeps focus on the tab (the page put it there), and a filter change moves nothing', async () => {
    const { page } = portal;
    await page.goto('/dashboard');
    const ebooks = page.getByRole('tab', { name: 'My Ebooks' });
    await ebooks.click();
    await waitForPath(page, '/dashboard/ebooks');
    await page.getByRole('list', { name: 'My e-books' }).waitFor();
    expect(await focused(page)).toBe('button:My Ebooks');

    await page.goto('/dashboard/notifications');
    await page.getByText(/^Showing \d+ of \d+$/).waitFor();
    const group = page.getByRole('radiogroup', { name: 'Filter notifications' });
    await group.getByText('Unread', { exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('filter') === 'unread');
    expect(await focused(page)).not.toBe('h1:Notifications');
  });
});
