import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
// The portal's own helper and its default build key: the test links what the portal would link.
import { encryptValue } from '../../apps/web/src/platform/crypto';
import { seriousViolations } from '../support/axe';
import { launchBrowser, openPortal, signIn, waitForPath, type PortalPage } from '../support/browser';

/*
 * Issue 15, live sessions: the demo course's upcoming lectures (seeded relative to the server's
 * start: "Projectile Motion" started 10 minutes before it), subscribing after the confirmation
 * (application message 175) moves the class from upcoming to subscribed, and joining the started
 * session in the portal's own meeting room (no Zoom keys here) records attendance. Then webinars.
 */

const baseURL = inject('baseURL');
const routeKey = process.env.VITE_ROUTE_ENCRYPTION_KEY || 'candidate-portal-local-route-key';
const mdcatRoot = `/course/${encodeURIComponent('MDCAT Complete Preparation 2027')}/${encryptValue('1001', routeKey)}`;

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

describe('live classes', () => {
  it('subscribes to the started lecture after the confirmation, and joins it in the meeting room', async () => {
    const { page } = portal;
    await page.goto(`${mdcatRoot}/liveClass`);
    await page.getByRole('heading', { level: 1, name: 'Live classes' }).waitFor();
    const upcoming = page.getByRole('region', { name: /^Upcoming live lectures/ });
    await upcoming.getByRole('heading', { name: 'Upcoming live lectures (3)' }).waitFor();
    const lecture = upcoming.locator('[data-slot="live-class-card"]', { hasText: 'Projectile Motion' });
    await lecture.getByText('Live now').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await lecture.getByRole('button', { name: 'Subscribe' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('Do you want to subscribe to this session? It will move to your subscribed classes.').waitFor();
    const subscribed = page.waitForResponse((response) => response.url().includes('LiveLecturesService/Subscribe') && response.status() === 200);
    await dialog.getByRole('button', { name: 'Subscribe' }).click();
    await subscribed;
    await upcoming.getByRole('heading', { name: 'Upcoming live lectures (2)' }).waitFor();
    const mine = page.getByRole('region', { name: /^Subscribed classes/ });
    await mine.getByRole('heading', { name: 'Subscribed classes (2)' }).waitFor();

    // The private calendar feed: made on request, shown once, copied, and served with the class.
    const feedPanel = page.getByRole('region', { name: 'Calendar feed' });
    await feedPanel.getByRole('button', { name: 'Make a calendar link' }).click();
    const link = feedPanel.getByLabel('Your private calendar link');
    await link.waitFor();
    const feedUrl = await link.inputValue();
    expect(feedUrl).toMatch(/^http:\/\/[^/]+\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    await portal.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(feedUrl).origin });
    await feedPanel.getByRole('button', { name: 'Copy link' }).click();
    await feedPanel.getByText('Copied to the clipboard.').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(feedUrl);
    const feed = await page.request.get(feedUrl);
    expect(feed.headers()['content-type']).toMatch(/^text\/calendar/);
    const ics = await feed.text();
    expect(ics).toMatch(/^BEGIN:VCALENDAR/);
    expect(ics).toContain('SUMMARY:Projectile Motion');

    await mine.getByRole('button', { name: 'Join now: Projectile Motion' }).click();
    await waitForPath(page, '/course/candidate/meeting');
    await page.getByRole('heading', { level: 2, name: 'Projectile Motion' }).waitFor();
    await page.getByText('The session is live now.').waitFor();
    // No Zoom keys here: the room says so plainly and gives the meeting's own link and passcode.
    await page.getByText('Video meetings are not set up on this portal.').waitFor();
    expect(await page.getByRole('link', { name: /^https:\/\/zoom\.us\/j\/\d+/ }).getAttribute('href')).toMatch(/^https:\/\/zoom\.us\/j\/\d+$/);
    await page.getByText(/^demo\d+$/).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Join session' }).click();
    await page.getByRole('status').filter({ hasText: /^You joined at .*: your attendance is recorded\.$/ }).waitFor();
    await page.getByText('1 student in the room').waitFor();
    // A reload keeps the attendance (the server's record, not the page's).
    await page.reload();
    await page.getByText(/^You joined at .*: your attendance is recorded\.$/).waitFor();
    expect(portal.errors).toEqual([]);
  });

  it('shows the webinars by folder', async () => {
    const { page } = portal;
    await page.goto('/course/webinar');
    await page.getByRole('heading', { level: 1, name: 'Webinars' }).waitFor();
    await page.getByRole('region', { name: 'Current webinars' }).waitFor();
    // The radio itself is visually hidden under its label (a segmented control): click the label.
    await page.getByRole('radiogroup', { name: 'Webinar folder' }).getByText('Past', { exact: true }).click();
    expect(await page.getByRole('radio', { name: 'Past', exact: true }).isChecked()).toBe(true);
    await page.getByRole('region', { name: 'Past webinars' }).waitFor();
    expect(await page.getByRole('region', { name: 'Current webinars' }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    // A past webinar plays its recording from our storage, seekable (the player's byte ranges: 206).
    const ranged = page.waitForResponse((response) => response.request().method() === 'GET' && response.status() === 206 && (response.headers()['content-type'] ?? '').startsWith('video/mp4'));
    await page.getByRole('button', { name: 'Watch recording: Time management for entry tests' }).first().click();
    const player = page.getByRole('region', { name: 'Recording: Time management for entry tests' });
    const video = player.locator('video');
    await video.waitFor();
    const ready = await video.evaluate(
      (element: HTMLVideoElement) =>
        new Promise<number>((resolve, reject) => {
          if (element.readyState >= 1) resolve(element.duration);
          element.addEventListener('loadedmetadata', () => resolve(element.duration), { once: true });
          element.addEventListener('error', () => reject(new Error(`media error ${element.error?.code}`)), { once: true });
        }),
    );
    expect(ready).toBeGreaterThan(1);
    expect((await ranged).headers()['content-range']).toMatch(/^bytes \d+-\d+\/\d+$/);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
