import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
// The portal's own helper and its default build key: the test links what the portal would link.
import { encryptValue } from '../../apps/web/src/platform/crypto';
import { seriousViolations } from '../support/axe';
import { launchBrowser, openPortal, signIn, waitForPath, type PortalPage } from '../support/browser';

/*
 * Issue 15, the study agenda: the dashboard's "This week" and /course/agenda (in the course menu)
 * list the demo candidate's subscribed live class (the seeded exclusive session), the webinars, the
 * quiz and the assignment the other issues' demo data make due, in one time-ordered list with the
 * type and course filters; a class opens its meeting room.
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

describe('study agenda', () => {
  it('shows this week on the dashboard and everything dated on /course/agenda, filtered by type and course', async () => {
    const { page } = portal;
    await page.goto('/dashboard');
    const week = page.getByRole('region', { name: 'This week' });
    await week.locator('[data-kind]').first().waitFor();
    await page.getByRole('link', { name: /^See your agenda/ }).click();
    await waitForPath(page, '/course/agenda');

    await page.getByRole('heading', { level: 1, name: 'Agenda' }).waitFor();
    const agenda = page.locator('[data-slot="agenda"]');
    await agenda.locator('[data-kind]').first().waitFor();
    const kinds = await agenda.locator('[data-kind]').evaluateAll((items) => items.map((item) => item.getAttribute('data-kind')));
    // The subscribed exclusive session, the demo webinars, the quiz due in 14 days, the assignment due in 5.
    for (const kind of ['liveClass', 'webinar', 'test', 'assignment']) expect(kinds).toContain(kind);
    const times = await agenda.locator('[data-kind] time').evaluateAll((items) => items.map((item) => item.getAttribute('datetime') ?? ''));
    expect(times).toEqual([...times].sort());
    expect(await seriousViolations(page)).toEqual([]);

    // The radio itself is visually hidden under its label (a segmented control): click the label.
    const show = page.getByRole('radiogroup', { name: 'Show' });
    await show.getByText('Quizzes', { exact: true }).click();
    await expect.poll(() => agenda.locator('[data-kind]').evaluateAll((items) => [...new Set(items.map((item) => item.getAttribute('data-kind')))])).toEqual(['test']);
    await show.getByText('Classes', { exact: true }).click();
    const course = page.getByLabel('Course');
    if (await course.count()) {
      await course.selectOption({ label: 'MDCAT Complete Preparation 2027' });
    }
    const firstClass = agenda.locator('[data-kind="liveClass"]').first();
    await firstClass.getByRole('link').click();
    await waitForPath(page, '/course/candidate/meeting');
    await page.getByRole('heading', { level: 1, name: 'Meeting room' }).waitFor();
  });

  it('is in the course menu', async () => {
    const { page } = portal;
    await page.goto(`${mdcatRoot}/subjects`);
    await page.getByRole('navigation').getByRole('link', { name: 'Agenda' }).click();
    await waitForPath(page, '/course/agenda');
    await page.getByRole('heading', { level: 1, name: 'Agenda' }).waitFor();
  });
});
