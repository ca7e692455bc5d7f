import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { encryptValue } from '../../apps/web/src/platform/crypto';
import { seriousViolations } from '../support/axe';
import { dismissHowYouKnow, launchBrowser, openPortal, signIn, waitForTitle, type PortalPage } from '../support/browser';
import { replyAsTeacher } from '../support/operator';

/*
 * Teacher support (issue 14) against the real server, as demo.candidate2 in the NUMS course (data no
 * other journey reads): ask the course's teachers a question, a teacher replies through the
 * operator endpoint, the reply arrives as a notification (the header's count) and the thread shows
 * "New reply" until it is opened.
 */

const baseURL = inject('baseURL');
const routeKey = process.env.VITE_ROUTE_ENCRYPTION_KEY || 'candidate-portal-local-route-key';
const numsRoot = `/course/${encodeURIComponent('NUMS Entry Test Preparation 2027')}/${encryptValue('2001', routeKey)}`;
const title = 'Sign convention for a concave mirror';

let browser: Browser;
let portal: PortalPage;
beforeAll(async () => {
  browser = await launchBrowser();
  portal = await openPortal(browser, baseURL);
  await signIn(portal.page, 'demo.candidate2');
  await dismissHowYouKnow(portal.page);
});
afterAll(async () => {
  await portal?.context.close();
  await browser?.close();
});

/** The unread count the header's bell announces (its accessible name). */
async function headerUnreadCount(page: Page): Promise<number> {
  const label = await page.locator('[data-slot="app-header"] button[aria-label^="Notifications"]').getAttribute('aria-label');
  const match = /, (\d+) unread$/.exec(label ?? '');
  return match ? Number(match[1]) : 0;
}

describe('teacher support', () => {
  it("asks the course's teachers, and the teacher's reply arrives as a notification and an unread thread", async () => {
    const { page } = portal;
    await page.goto(`${numsRoot}/teacherSupport`);
    await waitForTitle(page, 'Teacher support | Candidate Portal');
    const threads = page.getByRole('region', { name: 'Your questions' });
    // The demo world's answered thread.
    await threads.getByText('Mole calculations with impure samples').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByLabel('Subject').selectOption({ label: 'Physics' });
    await page.getByLabel(/Title/).fill(title);
    await page.getByLabel(/Question/).fill('Is the focal length of a concave mirror negative in the real-is-positive convention, or only in the Cartesian one?');
    await page.getByRole('button', { name: 'Send to teacher' }).click();
    await page.getByText('Your question has been sent to the teacher.').waitFor();
    const thread = threads.locator('li', { hasText: title });
    await thread.getByText('Awaiting a reply').waitFor();
    const contactMessageId = Number(await thread.getAttribute('data-thread'));
    expect(contactMessageId).toBeGreaterThan(0);

    const unreadBefore = await headerUnreadCount(page);
    await replyAsTeacher(baseURL, contactMessageId, 'Ms. Hina Raza', 'In real-is-positive a concave mirror has a positive focal length; in the Cartesian convention it is negative. Pick one convention and keep it for the whole question.');

    // The reply arrives: the header's count (asked again on a reload) and the thread's mark.
    await page.reload();
    await waitForTitle(page, 'Teacher support | Candidate Portal');
    await expect.poll(() => headerUnreadCount(page), { timeout: 10_000 }).toBe(unreadBefore + 1);
    await thread.getByText('New reply').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await thread.getByText(title).click();
    await thread.getByText(/Pick one convention/).waitFor();
    await thread.getByText('New reply').waitFor({ state: 'detached' });

    await page.goto('/dashboard/notifications');
    await page.getByText('Ms. Hina Raza replied to your question').first().waitFor();
    // The notification links to the course's teacher support through its enrolment.
    await page.getByRole('button', { name: 'Ms. Hina Raza replied to your question' }).first().click();
    await page.getByRole('dialog').getByRole('link', { name: 'Open teacher support' }).click();
    await waitForTitle(page, 'Teacher support | Candidate Portal');
    expect(new URL(page.url()).pathname).toMatch(/^\/course\/[^/]+\/[^/]+\/teacherSupport$/);
  });
});
