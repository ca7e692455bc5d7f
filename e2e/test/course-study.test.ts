import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
// The portal's own helper and its default build key: the test links what the portal would link.
import { encryptValue } from '../../apps/web/src/platform/crypto';
import { seriousViolations } from '../support/axe';
import { launchBrowser, openPortal, signIn, waitForPath, waitForTitle, type PortalPage } from '../support/browser';

/*
 * The course section's first pages (issue 12) against the real server and its demo study material:
 * the dashboard's MDCAT card opens the subjects, Biology opens its groups, days and activities with
 * the server's locks; another candidate's course logs out with 'Unauthorized access'.
 */

const baseURL = inject('baseURL');
const routeKey = process.env.VITE_ROUTE_ENCRYPTION_KEY || 'candidate-portal-local-route-key';
const mdcat = 'MDCAT Complete Preparation 2027';
const root = `/course/${encodeURIComponent(mdcat)}/${encryptValue('1001', routeKey)}`;
const breadcrumb = (page: Page) => page.getByRole('navigation', { name: 'Breadcrumb' });

let browser: Browser;
let portal: PortalPage;
beforeAll(async () => {
  browser = await launchBrowser();
  portal = await openPortal(browser, baseURL);
});
afterAll(async () => {
  await portal?.context.close();
  await browser?.close();
});

describe('course study', () => {
  it('opens a course from its dashboard card: subjects with progress, FLP on request, then the subject activity tree', async () => {
    const { page } = portal;
    await signIn(page);
    await page.getByRole('button', { name: new RegExp(mdcat) }).first().click();
    await waitForPath(page, /^\/course\/MDCAT%20Complete%20Preparation%202027\/[^/]+\/subjects$/);
    await waitForTitle(page, 'Subjects | Candidate Portal');
    const subjects = page.getByRole('list', { name: 'Subjects' });
    await subjects.getByText('Biology').waitFor();
    // Resume: the course home offers to continue. Which activity depends on what other journeys on
    // this shared server opened before (course-resume pauses a video); the server test pins the
    // first visit's choice (the next unread activity), and this journey checks its own below.
    await page.getByRole('link', { name: /^Continue: / }).first().waitFor();
    expect(await subjects.getByRole('listitem').count()).toBe(4);
    expect(await seriousViolations(page)).toEqual([]);

    // spec 4: FLP subjects show only on request.
    await page.getByRole('button', { name: 'Show full-length practice' }).click();
    await subjects.getByText('Full-Length Practice').waitFor();
    await page.getByRole('button', { name: 'Show subjects' }).click();

    await subjects.getByText('Biology').click();
    await waitForPath(page, /\/Biology\/1\/groups$/);
    const tree = page.getByRole('navigation', { name: 'Biology activities' });
    await tree.getByText('Cell theory and the microscope').waitFor();
    await tree.getByText('Cell theory, magnification and resolution').waitFor();
    // Day 2 is locked by the server until day 1's reading is done.
    expect(await tree.getByRole('button', { name: /Day 2/ }).getAttribute('aria-disabled')).not.toBeNull();
    // The trail marks where the student is: the course, Biology, and its groups (current).
    await breadcrumb(page).getByText('Groups').waitFor();
    expect(await breadcrumb(page).getByText('Groups').getAttribute('aria-current')).toBe('page');
    expect(await seriousViolations(page)).toEqual([]);
    expect(portal.errors).toEqual([]);
  });

  it("a locked day's video cannot be opened by its URL either: the server refuses it, the page says why", async () => {
    const { page } = portal;
    const refused = page.waitForResponse((response) => response.url().includes('GetContentVideo'));
    await page.goto(`${root}/Biology/1/group/Cell%20Biology/112/video/1120/1120`);
    expect((await refused).status()).toBe(403);
    await page.getByText('This activity cannot be opened: it may be locked until you complete the previous day.').waitFor();
    expect(await page.locator('video').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(`${root}/Biology/1/groups`);
    await page.getByRole('navigation', { name: 'Biology activities' }).getByText('Cell theory, magnification and resolution').waitFor();
    expect(portal.errors).toEqual([]);
  });

  it('opens the reading, marks it completed, and day 2 opens without a reload; the video streams in byte ranges', async () => {
    const { page } = portal;
    const tree = page.getByRole('navigation', { name: 'Biology activities' });
    // Keyboard only: the activity tree's entry opens with Enter.
    await tree.getByRole('button', { name: /Cell theory, magnification and resolution/ }).focus();
    await page.keyboard.press('Enter');
    await waitForPath(page, /\/Biology\/1\/group\/Cell%20Biology\/111\/reading\/1111\/1111$/);
    const reading = page.locator('[data-slot="reading-view"]');
    await reading.getByRole('table').first().waitFor();
    expect(await reading.locator('script').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    // The trail: course, Biology, Cell Biology, the reading (current); Tab walks it, Enter follows it.
    const trail = breadcrumb(page);
    expect(await trail.getByText('Cell theory, magnification and resolution').getAttribute('aria-current')).toBe('page');
    await page.getByRole('button', { name: /mark as completed/i }).click();
    await trail.getByRole('button', { name: 'Biology', exact: true }).focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Cell Biology');
    await page.keyboard.press('Enter');
    await waitForPath(page, /\/Biology\/1\/groups\/group\/Cell%20Biology$/);
    await tree.getByRole('button', { name: /Day 2/ }).waitFor();
    await expect.poll(() => tree.getByRole('button', { name: /Day 2/ }).getAttribute('aria-disabled')).toBeNull();

    const ranges: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/files/lecture-videos/')) ranges.push(request.headers().range ?? 'none');
    });
    await tree.getByText('Cell theory and the microscope').click();
    await waitForPath(page, /\/111\/video\/1110\/1110$/);
    await page.locator('video').waitFor();
    await expect.poll(() => ranges.length, { timeout: 10_000 }).toBeGreaterThan(0);
    expect(await seriousViolations(page)).toEqual([]);
    // Opening the video made it the course's resume point.
    // The course menu by keyboard: Enter on its Subjects entry, which is then marked current.
    const subjectsEntry = page.getByRole('navigation', { name: 'Course' }).getByRole('link', { name: 'Subjects', exact: true });
    await subjectsEntry.focus();
    await page.keyboard.press('Enter');
    await waitForPath(page, `${root}/subjects`);
    await expect.poll(() => subjectsEntry.getAttribute('aria-current')).toBe('page');
    await page.getByRole('link', { name: /^Continue: Cell theory and the microscope/ }).waitFor();
    expect(portal.errors).toEqual([]);
  });

  it('a tampered candidateSOSId goes to page-not-found', async () => {
    const { page } = portal;
    await page.goto(`/course/${encodeURIComponent(mdcat)}/not-even-ciphertext/subjects`);
    await waitForPath(page, '/dashboard/page-not-found');
  });

  it("another candidate's course logs the user out and shows 'Unauthorized access'", async () => {
    // A context of its own: signed in, straight to candidate 2's course by a typed URL.
    const own = await openPortal(browser, baseURL);
    try {
      const { page } = own;
      await signIn(page);
      await page.goto(`/course/NUMS/${encryptValue('2001', routeKey)}/subjects`);
      await waitForPath(page, '/account/login');
      await page.getByText('Unauthorized access').waitFor({ timeout: 10_000 });
      expect(await page.evaluate(() => localStorage.getItem('portal.authToken'))).toBeNull();
    } finally {
      await own.context.close();
    }
  });
});
