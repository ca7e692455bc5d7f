import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  launchBrowser,
  openPortal,
  signIn,
  waitForPath,
  type PortalPage,
} from '../support/browser';
import { seriousViolations } from '../support/axe';
import { seededDate } from '../support/seed-day';
import { demoWorld } from '@portal/domain/fixtures';

/*
 * The dashboard (My Courses, My Ebooks) and the notifications page against the real server and its
 * demo data: demo.candidate has two active courses (MDCAT on Premium, ECAT on Basic), two e-books
 * and 64 notifications, about a third of them read, plus the payment-due reminder of MDCAT (issue
 * 18: its course ends 10 days after the day the demo world is seeded for, today, and its plan
 * notifies 15 days ahead, so the server's start-up housekeeping adds it, unread and newest): 65 in all.
 */

const baseURL = inject('baseURL');
/** Every notification of demo.candidate (see above). */
const TOTAL = 65;
const mdcat = 'MDCAT Complete Preparation 2027';
const ecat = 'ECAT Engineering Entry Test Prep';

/** A course's end date as seeded (moved to the seed day), as the card writes it: 01-Dec-2026. */
function seededEnd(candidateSosId: number): string {
  const authored = demoWorld.candidate.courses.find(({ course }) => course.CandidateSOSId === candidateSosId)!.course.CourseEndDate.Value!;
  const [year, month, day] = seededDate(authored.slice(0, 10)).split('-');
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  return `${day}-${months[Number(month) - 1]}-${year}`;
}

/** The unread count the header's bell announces (its accessible name). */
async function headerUnreadCount(page: Page): Promise<number> {
  // By CSS: while the detail dialog is open the rest of the page is hidden from the accessibility tree.
  const label = await page
    .locator('[data-slot="app-header"] button[aria-label^="Notifications"]')
    .getAttribute('aria-label');
  const match = /, (\d+) unread$/.exec(label ?? '');
  return match ? Number(match[1]) : 0;
}

async function waitForHeaderCount(page: Page, expected: number): Promise<void> {
  await expect.poll(() => headerUnreadCount(page), { timeout: 10_000 }).toBe(expected);
}

/** The "Showing N of M" line above the list. */
async function shownCounts(page: Page): Promise<{ loaded: number; total: number }> {
  const text = await page.getByText(/^Showing \d+ of \d+$/).innerText();
  const [, loaded, total] = /^Showing (\d+) of (\d+)$/.exec(text) ?? [];
  return { loaded: Number(loaded), total: Number(total) };
}

/** Picks a filter the way a user does: by clicking its label (the radio itself is visually hidden). */
async function chooseFilter(page: Page, name: 'All' | 'Read' | 'Unread'): Promise<void> {
  const group = page.getByRole('radiogroup', { name: 'Filter notifications' });
  await group.getByText(name, { exact: true }).click();
  // A filter change is a navigation (the filter lives in the address): the radio follows the URL.
  await expect.poll(() => group.getByRole('radio', { name, exact: true }).isChecked()).toBe(true);
}

let browser: Browser;
let portal: PortalPage;
/** Cursor (lessThanCandidateNotificationId) and filter of every notification list request. */
const listRequests: { filter: number; cursor: number; ids: number[] }[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  portal = await openPortal(browser, baseURL);
  portal.page.on('response', async (response) => {
    const url = new URL(response.url());
    if (!url.pathname.endsWith('CandidateNotificationService/GetNotifications')) return;
    const entry = {
      filter: Number(url.searchParams.get('filter')),
      cursor: Number(url.searchParams.get('lessThanCandidateNotificationId')),
      ids: [] as number[],
    };
    listRequests.push(entry);
    const body = (await response.json().catch(() => null)) as {
      Data?: { Notifications?: { CandidateNotificationId: number }[] };
    } | null;
    entry.ids = (body?.Data?.Notifications ?? []).map((item) => item.CandidateNotificationId);
  });
  const { page } = portal;
  await signIn(page);
});

afterAll(async () => {
  await portal?.context.close();
  await browser?.close();
});

describe('dashboard', () => {
  it('shows My Courses with the active courses: name, end date, rating, subscription status', async () => {
    const { page } = portal;
    await page.getByRole('heading', { name: /^Welcome, / }).waitFor();
    expect(await page.getByRole('tab', { name: 'My Courses' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await page.getByRole('tab', { name: 'My Ebooks' }).waitFor();

    const courses = page.getByRole('list', { name: 'My courses' }).getByRole('listitem');
    await courses.first().waitFor();
    expect(await courses.count()).toBe(2);
    const mdcatCard = courses.filter({ hasText: mdcat });
    const ecatCard = courses.filter({ hasText: ecat });
    // The world is current: the end dates are the fixtures' moved to the seed day (today).
    expect(await mdcatCard.innerText()).toContain(`Ends on ${seededEnd(1001)}`);
    expect(await ecatCard.innerText()).toContain(`Ends on ${seededEnd(1002)}`);
    // ECAT is on a Basic trial (demo data); each card shows its subscription status and rating.
    expect(await ecatCard.innerText()).toContain('Trial');
    expect(await mdcatCard.getByRole('img', { name: /Course rating/ }).count()).toBe(1);
    expect(await page.getByRole('button', { name: /^Open course: / }).count()).toBe(2);
  });

  it("shows MDCAT's payment reminder (ends in 10 days, its plan reminds 15 ahead); Renew opens My Subscriptions", async () => {
    const { page } = portal;
    // The region is named by its heading; the days are counted from the browser's today to the seeded end.
    const banner = page.getByRole('region', { name: /^Payment due (in \d+ days|tomorrow|today)$/ });
    await banner.waitFor();
    expect(await banner.count()).toBe(1);
    const text = await banner.innerText();
    expect(text).toContain(mdcat);
    expect(text).not.toContain(ecat);
    expect(await banner.locator('time').getAttribute('datetime')).toBe(
      seededDate(demoWorld.candidate.courses.find(({ course }) => course.CandidateSOSId === 1001)!.course.CourseEndDate.Value!.slice(0, 10)),
    );
    await banner.getByRole('button', { name: 'Renew' }).click();
    await waitForPath(page, '/dashboard/mySubscriptions');
    const card = page.locator('[data-slot="subscription-card"]').filter({ hasText: mdcat });
    await card.getByRole('button', { name: 'Renew' }).waitFor();
    await page.goBack();
    await waitForPath(page, '/dashboard');
    await page.getByRole('list', { name: 'My courses' }).waitFor();
  });

  it('opens a course on its course route, the id encrypted', async () => {
    const { page } = portal;
    await page.getByRole('button', { name: `Open course: ${mdcat}` }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/course/'));
    const [, section, name, id, child] = new URL(page.url()).pathname.split('/');
    expect([section, decodeURIComponent(name ?? ''), child]).toEqual(['course', mdcat, 'subjects']);
    expect(id).toMatch(/^[A-Za-z0-9_-]{16,}$/);
    await page.goBack();
    await waitForPath(page, '/dashboard');
  });

  it('shows My Ebooks under /dashboard/ebooks; an e-book opens the e-book route', async () => {
    const { page } = portal;
    await page.getByRole('tab', { name: 'My Ebooks' }).click();
    await waitForPath(page, '/dashboard/ebooks');
    const eBooks = page.getByRole('list', { name: 'My e-books' }).getByRole('listitem');
    await eBooks.first().waitFor();
    expect(await eBooks.count()).toBe(4);
    expect(await eBooks.allInnerTexts()).toEqual([
      expect.stringContaining('MDCAT Biology Essentials'),
      expect.stringContaining('Physics Formula Handbook'),
      expect.stringContaining('Chemistry: Atoms and Bonds'),
      expect.stringContaining('MDCAT Complete Revision Guide'),
    ]);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Read MDCAT Biology Essentials' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/ebook/'));
    expect(new URL(page.url()).pathname).toMatch(
      /^\/ebook\/[A-Za-z0-9_-]{16,}\/[A-Za-z0-9_-]{16,}\/[A-Za-z0-9_-]{16,}$/,
    );
  });

  it('opening /dashboard/ebooks directly selects the My Ebooks tab', async () => {
    const { page } = portal;
    await page.goto('/dashboard/ebooks');
    await page.getByRole('list', { name: 'My e-books' }).waitFor();
    expect(await page.getByRole('tab', { name: 'My Ebooks' }).getAttribute('aria-selected')).toBe(
      'true',
    );
  });

  it('shows the dashboard not-found page for an unknown /dashboard/<x>', async () => {
    const { page } = portal;
    await page.goto('/dashboard/no-such-tab');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.goto('/dashboard/no/such/page');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.getByText('GO HOME!').click();
    await waitForPath(page, '/dashboard');
    await page.getByRole('list', { name: 'My courses' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

describe('dashboard while loading and on failure', () => {
  it('shows 3-card skeletons while pending; a failure is logged and leaves an empty state, not a crash', async () => {
    const other = await openPortal(browser, baseURL);
    try {
      const { page } = other;
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      // Courses answer late and then fail; e-books fail at once (every attempt, retries included).
      await page.route('**/CandidateCourseService/GetMyCourses*', async (route) => {
        await new Promise((wait) => setTimeout(wait, 1_500));
        await route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ Data: null, success: false, Message: 'boom', error: 'Boom' }),
        });
      });
      await page.route('**/CandidateEBookService/GetMyEBooks*', (route) =>
        route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ Data: null, success: false, Message: 'down', error: null }),
        }),
      );
      await page.goto('/account/login');
      await page.getByLabel('Username or email').fill('demo.candidate');
      await page.getByLabel('Password', { exact: true }).fill('Demo@12345');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await waitForPath(page, '/dashboard');

      const skeleton = page.getByRole('status').filter({ hasText: 'Loading courses' });
      await skeleton.waitFor();
      expect(await skeleton.getAttribute('data-count')).toBe('3');

      await page.getByText('You have no active courses.').waitFor({ timeout: 20_000 });
      await page.getByRole('tab', { name: 'My Ebooks' }).click();
      await page.getByText('You have no e-books.').waitFor();
      await expect
        .poll(() => warnings.some((text) => text.includes('[dashboard] my courses failed to load')))
        .toBe(true);
      expect(warnings.some((text) => text.includes('[dashboard] my e-books failed to load'))).toBe(
        true,
      );
      // Navigation carries on: the rest of the portal still works.
      await page.getByRole('link', { name: 'Notifications' }).click();
      await waitForPath(page, '/dashboard/notifications');
      await page.getByText(/^Showing \d+ of \d+$/).waitFor();
      expect(other.errors).toEqual([]);
    } finally {
      await other.context.close();
    }
  });
});

describe('notifications on failure', () => {
  it('says the list could not be loaded and loads it with Try again once the server answers', async () => {
    const other = await openPortal(browser, baseURL);
    try {
      const { page } = other;
      let failing = true;
      await page.route('**/CandidateNotificationService/GetNotifications*', (route) =>
        failing
          ? route.fulfill({
              status: 503,
              contentType: 'application/json',
              body: JSON.stringify({ Data: null, success: false, Message: 'down', error: null }),
            })
          : route.continue(),
      );
      await signIn(page);
      await page.goto('/dashboard/notifications');
      await page.getByText('Your notifications could not be loaded.').waitFor({ timeout: 30_000 });
      failing = false;
      await page.getByRole('button', { name: 'Try again' }).click();
      await page.getByText(/^Showing \d+ of \d+$/).waitFor();
      expect(await page.getByText('Your notifications could not be loaded.').count()).toBe(0);
      expect(other.errors).toEqual([]);
    } finally {
      await other.context.close();
    }
  });
});

describe('notifications', () => {
  it('filters unread, pages by the lowest id loaded, and the count drops as they are read', async () => {
    const { page } = portal;
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: /^Welcome, / }).waitFor();
    await expect.poll(() => headerUnreadCount(page)).toBeGreaterThan(0);
    const unreadAtStart = await headerUnreadCount(page);

    // No full reload from here on: a marker on window would vanish with one.
    await page.evaluate(() => {
      (window as unknown as { noReload: boolean }).noReload = true;
    });

    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Notifications/ })
      .click();
    await waitForPath(page, '/dashboard/notifications');
    await page.getByText(/^Showing \d+ of \d+$/).waitFor();
    expect(await shownCounts(page)).toEqual({ loaded: 20, total: TOTAL });

    listRequests.length = 0;
    await chooseFilter(page, 'Unread');
    await expect.poll(async () => (await shownCounts(page)).total).toBe(unreadAtStart);
    expect((await shownCounts(page)).loaded).toBe(Math.min(20, unreadAtStart));
    const rows = page.getByRole('list', { name: 'Notification list' }).locator('article');
    expect(
      await rows.evaluateAll((items) => items.every((item) => item.dataset.read === 'false')),
    ).toBe(true);

    // Load more: the next page asks below the lowest id loaded (replace started from 0).
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect
      .poll(async () => (await shownCounts(page)).loaded)
      .toBe(Math.min(40, unreadAtStart));
    expect(listRequests.map((request) => request.filter)).toEqual([3, 3]);
    expect(listRequests[0]?.cursor).toBe(0);
    expect(listRequests[1]?.cursor).toBe(Math.min(...(listRequests[0]?.ids ?? [])));
    expect(listRequests[1]?.ids.every((id) => id < (listRequests[1]?.cursor ?? 0))).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    // Open one: the detail dialog shows it, the server marks it read, the header count drops.
    const first = rows.first();
    const title = await first.getByRole('heading').getByRole('button').innerText();
    await first.getByRole('heading').getByRole('button').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: title }).waitFor();
    await dialog.getByText(/\d{2}-[A-Z][a-z]{2}-\d{4}/).waitFor();
    await waitForHeaderCount(page, unreadAtStart - 1);
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // The opened entry left the unread list: focus lands on the list, not on the page body.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Notification list');
    // The unread filter shows only unread entries: the opened one is gone from it.
    expect(
      await rows.evaluateAll((items) => items.every((item) => item.dataset.read === 'false')),
    ).toBe(true);
    expect((await shownCounts(page)).loaded).toBe(Math.min(40, unreadAtStart));

    // Mark another read from the list.
    const before = await rows.count();
    await rows.first().getByRole('button', { name: 'Mark as read' }).click();
    await waitForHeaderCount(page, unreadAtStart - 2);
    await expect.poll(() => rows.count()).toBeLessThanOrEqual(before);

    // Back to All: the list is replaced (cursor 0) and the two read ones show as read.
    listRequests.length = 0;
    await chooseFilter(page, 'All');
    await expect.poll(() => listRequests.at(0)).toMatchObject({ filter: 1, cursor: 0 });
    await expect.poll(async () => (await shownCounts(page)).total).toBe(TOTAL);

    expect(await page.evaluate(() => (window as unknown as { noReload?: boolean }).noReload)).toBe(
      true,
    );
    expect(portal.errors).toEqual([]);
  });

  it('scrolls a loaded list with only the rows near the viewport in the DOM', async () => {
    const { page } = portal;
    await chooseFilter(page, 'All');
    // Load everything (65 notifications, pages of 20).
    for (let loaded = (await shownCounts(page)).loaded; loaded < TOTAL;) {
      await page.getByRole('button', { name: 'Load more' }).click();
      await expect.poll(async () => (await shownCounts(page)).loaded).toBeGreaterThan(loaded);
      loaded = (await shownCounts(page)).loaded;
    }
    expect(await page.getByRole('button', { name: 'Load more' }).count()).toBe(0);
    const list = page.getByRole('list', { name: 'Notification list' });
    expect(await list.getByRole('listitem').count()).toBeLessThan(TOTAL);
    // One scroll container: the page scrolls, the list does not scroll inside a box of its own.
    expect(await innerScrollContainers(page)).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect
      .poll(() => list.locator(`li[aria-posinset="${TOTAL}"]`).count(), { timeout: 5_000 })
      .toBe(1);
  });
});

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
describe('notifications: address, targets, focus, load more, mark all (issue 11)', () => {
  const radio = (page: Page, name: 'All' | 'Read' | 'Unread') =>
    page
      .getByRole('radiogroup', { name: 'Filter notifications' })
      .getByRole('radio', { name, exact: true });

  it('keeps the filter in the address: reload and back/forward keep it', async () => {
    const { page } = portal;
    await page.goto('/dashboard/notifications');
    await page.getByText(/^Showing \d+ of \d+$/).waitFor();
    await chooseFilter(page, 'Unread');
    await page.waitForURL((url) => url.searchParams.get('filter') === 'unread');
    await chooseFilter(page, 'Read');
    await page.waitForURL((url) => url.searchParams.get('filter') === 'read');

    await page.reload();
    await page.getByText(/^Showing \d+ of \d+$/).waitFor();
    expect(await radio(page, 'Read').isChecked()).toBe(true);
    const rows = page.getByRole('list', { name: 'Notification list' }).locator('article');
    expect(
      await rows.evaluateAll((items) => items.every((item) => item.dataset.read === 'true')),
    ).toBe(true);

    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get('filter') === 'unread');
    await expect.poll(() => radio(page, 'Unread').isChecked()).toBe(true);
    await expect
      .poll(() =>
        rows.evaluateAll(
          (items) => items.length > 0 && items.every((item) => item.dataset.read === 'false'),
        ),
      )
      .toBe(true);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/dashboard/notifications' && !url.search);
    await expect.poll(() => radio(page, 'All').isChecked()).toBe(true);
    await page.goForward();
    await expect.poll(() => radio(page, 'Unread').isChecked()).toBe(true);
  });

  it('returns focus to the opener when the detail closes, and a target opens its page', async () => {
    const { page } = portal;
    await page.goto('/dashboard/notifications');
    const list = page.getByRole('list', { name: 'Notification list' });
    const opener = list.getByRole('button', { name: 'Complete your profile' });
    await opener.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Complete your profile' }).waitFor();
    await dialog.getByRole('link', { name: 'Open your profile' }).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Complete your profile');

    // A notification without a target shows no link (the fifth: the reminder came first).
    const plain = list.locator('article').nth(4).getByRole('heading').getByRole('button');
    await plain.click();
    await dialog.getByText(/\d{2}-[A-Z][a-z]{2}-\d{4}/).waitFor();
    expect(await dialog.getByRole('link').count()).toBe(0);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // The documents target leads to the documents section of the profile page.
    await list.getByRole('button', { name: 'Document received' }).click();
    await dialog.getByRole('link', { name: 'Open your documents' }).click();
    await page.waitForURL(
      (url) => url.pathname === '/dashboard/profile' && url.hash === '#academic-documents',
    );
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.id))
      .toBe('academic-documents');

    // The courses target leads to My Courses.
    await page.goto('/dashboard/notifications');
    await list.getByRole('button', { name: 'Course access renewed' }).click();
    await dialog.getByRole('link', { name: 'Open My Courses' }).click();
    await waitForPath(page, '/dashboard');
    await page.getByRole('list', { name: 'My courses' }).waitFor();
    expect(portal.errors).toEqual([]);
  });

  it('Load more scrolls to the first new row, puts focus on it and announces the count', async () => {
    const { page } = portal;
    await page.goto('/dashboard/notifications');
    await page.getByText(new RegExp(`^Showing 20 of ${TOTAL}$`)).waitFor();
    await page.getByRole('button', { name: 'Load more' }).click();
    await page.getByText(new RegExp(`^Showing 40 of ${TOTAL}$`)).waitFor();
    const list = page.getByRole('list', { name: 'Notification list' });
    await expect
      .poll(() =>
        list.locator('li[data-index="20"]').evaluate((row) => row.contains(document.activeElement)),
      )
      .toBe(true);
    expect(
      await page.getByRole('status').filter({ hasText: '20 more notifications loaded.' }).count(),
    ).toBe(1);
    const [rowTop, regionTop, regionBottom] = await list.evaluate((region) => {
      const row = region.querySelector('li[data-index="20"]')?.getBoundingClientRect();
      const box = region.getBoundingClientRect();
      return [row?.top ?? -1, box.top, box.bottom];
    });
    expect(rowTop).toBeGreaterThanOrEqual(regionTop - 1);
    expect(rowTop).toBeLessThan(regionBottom);
  });

  it('Mark all as read empties the unread list and the header count drops to 0', async () => {
    const { page } = portal;
    await page.goto('/dashboard/notifications?filter=unread');
    await expect.poll(() => headerUnreadCount(page)).toBeGreaterThan(0);
    const before = await headerUnreadCount(page);
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await waitForHeaderCount(page, 0);
    await page.getByText('You have no unread notifications.').waitFor();
    await page
      .getByRole('status')
      .filter({ hasText: `${before} notifications marked as read.` })
      .waitFor({ state: 'attached' });
    expect(
      await page.getByRole('button', { name: 'Mark all as read' }).getAttribute('aria-disabled'),
    ).toBe('true');
    expect(await seriousViolations(page)).toEqual([]);
    expect(portal.errors).toEqual([]);
  });
});
