import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
// The portal's own helper and its default build key: the test links what the portal would link.
import { encryptValue } from '../../apps/web/src/platform/crypto';
import { allViolations, seriousViolations } from '../support/axe';
import { launchBrowser, openPortal, signIn, waitForPath, waitForTitle, type PortalPage } from '../support/browser';

/*
 * Issue 12, the rest of the course section: resume where you left off across a logout (the video's
 * second saved on pause, "Continue" on the dashboard card opens it there), the access-denied page
 * for a feature outside the package, the later issues' menu pages in their "coming" state, the
 * miscellaneous videos paged with Load more, and /course/setting choosing the course /course opens.
 */

const baseURL = inject('baseURL');
const routeKey = process.env.VITE_ROUTE_ENCRYPTION_KEY || 'candidate-portal-local-route-key';
const mdcatRoot = `/course/${encodeURIComponent('MDCAT Complete Preparation 2027')}/${encryptValue('1001', routeKey)}`;
// ECAT is on the Basic package: no Stats, Leaderboard, AI quizzes or Notes (demo world).
const ecatRoot = `/course/${encodeURIComponent('ECAT Engineering Entry Test Prep')}/${encryptValue('1002', routeKey)}`;
const lecture = `${mdcatRoot}/Biology/1/group/${encodeURIComponent('Cell Biology')}/111/video/1110/1110`;

let browser: Browser;
let portal: PortalPage;
beforeAll(async () => {
  browser = await launchBrowser();
  portal = await openPortal(browser, baseURL);
  await signIn(portal.page);
});
afterAll(async () => {
  await portal?.context.close();
  await browser?.close();
});

async function logOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Account menu for / }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await waitForPath(page, '/account/login');
}

describe('course section: resume, access denied, coming pages, extra videos, settings', () => {
  it('saves the second a video was paused at; after logout and login the dashboard card continues there', async () => {
    const { page } = portal;
    await page.goto(lecture);
    await waitForTitle(page, 'Video | Candidate Portal');
    const video = page.locator('video');
    await video.waitFor();
    // The demo lecture's WebVTT captions are served (CSP allows them) and show by default.
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.textTracks[0]?.cues?.length ?? 0))
      .toBeGreaterThan(0);
    expect(await video.evaluate((element: HTMLVideoElement) => element.textTracks[0]?.mode)).toBe('showing');

    const saved = page.waitForResponse((response) => response.url().includes('SaveResumePoint') && response.request().method() === 'POST');
    await video.evaluate(async (element: HTMLVideoElement) => {
      element.muted = true;
      await element.play();
      element.currentTime = 42;
      await new Promise((resolve) => element.addEventListener('seeked', resolve, { once: true }));
      element.pause();
    });
    const response = await saved;
    expect(response.status()).toBe(200);
    const second = (JSON.parse(response.request().postData() ?? '{}') as { PositionSeconds: number }).PositionSeconds;
    expect(second).toBeGreaterThanOrEqual(42);
    expect(second).toBeLessThan(45);

    await logOut(page);
    await signIn(page);
    const label = `Continue: Cell theory and the microscope, 0:${second}`;
    const card = page.locator('[data-slot="course-card"]', { hasText: 'MDCAT Complete Preparation 2027' });
    await card.getByRole('link', { name: label }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    // Another browser (a context sharing no storage with this one) is offered the same place.
    const elsewhere = await openPortal(browser, baseURL);
    try {
      await signIn(elsewhere.page);
      await elsewhere.page.locator('[data-slot="course-card"]', { hasText: 'MDCAT Complete Preparation 2027' }).getByRole('link', { name: label }).waitFor();
    } finally {
      await elsewhere.context.close();
    }
    await card.getByRole('link', { name: label }).click();
    await waitForPath(page, new RegExp(`/111/video/1110/1110\\?t=${second}$`));
    await expect.poll(() => page.locator('video').evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThanOrEqual(second - 1);
    expect(portal.errors).toEqual([]);
  });

  it("a page outside the course's package goes to the access-denied page; its menu entry is locked", async () => {
    const { page } = portal;
    await page.goto(`${ecatRoot}/stats`);
    await waitForPath(page, new RegExp(`${ecatRoot.replace(/[/]/g, '\\/')}/accessDenied$`));
    await page.getByRole('heading', { name: 'Oops!! Your Current Package does not include this feature.' }).waitFor();
    const menu = page.getByRole('navigation', { name: 'Course' });
    expect(await menu.getByText('Stats').locator('..').getAttribute('aria-disabled')).toBe('true');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Back to subjects' }).click();
    await waitForPath(page, `${ecatRoot}/subjects`);
  });

  it("the later issues' menu pages show a 'coming' state, never a 404; /profile and .../activities lead on", async () => {
    const { page } = portal;
    await page.goto(`${mdcatRoot}/subjects`);
    const menu = page.getByRole('navigation', { name: 'Course' });
    // Teacher support (issue 14) has landed: its page opens inside the course section.
    await menu.getByRole('link', { name: 'Teacher support' }).click();
    await waitForPath(page, `${mdcatRoot}/teacherSupport`);
    await page.getByRole('heading', { level: 1, name: 'Teacher support' }).waitFor();
    await page.getByRole('heading', { name: 'Your questions' }).waitFor();
    expect(await menu.getByRole('link', { name: 'Teacher support' }).getAttribute('aria-current')).toBe('page');
    expect(await seriousViolations(page)).toEqual([]);
    await menu.getByRole('link', { name: 'Webinars' }).click();
    await waitForPath(page, '/course/webinar');
    await page.getByRole('heading', { level: 1, name: 'Webinars' }).waitFor();
    // The spec's other course children: the candidate's own profile, and .../activities.
    await page.goto(`${mdcatRoot}/profile`);
    await waitForPath(page, '/dashboard/profile');
    await page.goto(`${mdcatRoot}/notifications`);
    await waitForPath(page, '/dashboard/notifications');
    await page.goto(`${mdcatRoot}/Biology/1/group/${encodeURIComponent('Cell Biology')}/activities`);
    await waitForPath(page, `${mdcatRoot}/Biology/1/groups/group/${encodeURIComponent('Cell Biology')}`);
  });

  it('lists the miscellaneous videos a page at a time, loads more while there are more, and plays one', async () => {
    const { page } = portal;
    await page.goto(`${mdcatRoot}/miscellaneousVideos`);
    await page.getByRole('heading', { level: 1, name: 'Miscellaneous videos' }).waitFor();
    await page.getByText('10 of 14 videos').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Load more' }).click();
    await page.getByText('14 of 14 videos').waitFor();
    expect(await page.getByRole('button', { name: 'Load more' }).count()).toBe(0);
    await page.getByRole('button', { name: /How to read an MCQ stem/ }).click();
    await page.locator('video').waitFor();
    // Our own extra videos carry their WebVTT captions too.
    await expect
      .poll(() => page.locator('video').evaluate((element: HTMLVideoElement) => element.textTracks[0]?.cues?.length ?? 0))
      .toBeGreaterThan(0);
    expect(await page.getByRole('button', { pressed: true }).textContent()).toContain('Playing');
    // An external video while the browser is offline: a clear message, not an empty frame; back
    // online, its privacy-respecting embed.
    await portal.context.setOffline(true);
    try {
      await page.getByRole('button', { name: /MDCAT exam strategy: the three-pass method/ }).click();
      await page.getByRole('status').filter({ hasText: 'This video plays from YouTube, which needs an internet connection.' }).waitFor();
      expect(await page.locator('iframe').count()).toBe(0);
    } finally {
      await portal.context.setOffline(false);
    }
    await expect.poll(() => page.locator('iframe').getAttribute('src')).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\//);
  });

  it('/course/setting chooses the course /course opens', async () => {
    const { page } = portal;
    await page.goto('/course/setting');
    await waitForTitle(page, 'Course settings | Candidate Portal');
    await page.getByRole('radio', { name: 'ECAT Engineering Entry Test Prep' }).check();
    await page.getByText('Saved in this browser.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/course');
    await waitForPath(page, /^\/course\/ECAT%20Engineering%20Entry%20Test%20Prep\/[^/]+\/subjects$/);
    expect(portal.errors).toEqual([]);
  });

  it('the new pages have no axe violation of any impact, light and dark, desktop and phone width', async () => {
    const pages: [string, string][] = [
      [`${ecatRoot}/accessDenied`, 'Oops!! Your Current Package does not include this feature.'],
      [`${mdcatRoot}/leaderBoard`, 'Leaderboard'],
      [`${mdcatRoot}/miscellaneousVideos`, 'Miscellaneous videos'],
      ['/course/setting', 'Course settings'],
      ['/course/webinar', 'Webinars'],
    ];
    const storageState = await portal.context.storageState();
    const found: string[] = [];
    for (const colorScheme of ['light', 'dark'] as const) {
      for (const viewport of [{ width: 1366, height: 768 }, { width: 390, height: 844 }]) {
        const context = await browser.newContext({ baseURL, storageState, colorScheme, viewport });
        try {
          const page = await context.newPage();
          for (const [path, heading] of pages) {
            await page.goto(path);
            await page.getByRole('heading', { level: 1, name: heading }).waitFor();
            await page.waitForLoadState('networkidle');
            found.push(...(await allViolations(page)).map((line) => `${colorScheme} ${viewport.width}px ${path}: ${line}`));
          }
        } finally {
          await context.close();
        }
      }
    }
    expect(found).toEqual([]);
  });

  it('a lecture whose file cannot be played shows message 208, not a silent black box', async () => {
    const { page } = portal;
    const files = '**/files/lecture-videos/**';
    await page.route(files, (route) => route.fulfill({ status: 404, body: '' }));
    try {
      await page.goto(lecture);
      await page.locator('video').waitFor();
      await page.getByText('This video cannot be played right now. Please try again later.').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await page.unroute(files);
    }
  });
});
