import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { encryptValue } from '../../apps/web/src/platform/crypto';
import { seriousViolations } from '../support/axe';
import {
  dismissHowYouKnow,
  launchBrowser,
  openPortal,
  signIn,
  waitForPath,
  waitForTitle,
  type PortalPage,
} from '../support/browser';

/*
 * A quiz whose timer runs out (issue 13): the attempt page submits the answers it saved, without a
 * click, and shows the result. The browser's clock is Playwright's fake clock (page.clock),
 * installed before the portal loads: the quiz starts at real time, then the clock jumps to ten
 * seconds before the 15-minute deadline and the timer ticks the last seconds down. It takes
 * demo.candidate2's NUMS Physics quiz ('Quiz: equations of motion', test 13112, open on day 1),
 * which no other journey uses (quiz.test.ts takes demo.candidate's MDCAT one).
 */

const baseURL = inject('baseURL');
const routeKey = process.env.VITE_ROUTE_ENCRYPTION_KEY || 'candidate-portal-local-route-key';
const nums = 'NUMS Entry Test Preparation 2027';
const quiz = 'Quiz: equations of motion';

let browser: Browser;
let portal: PortalPage;
let root: string;
beforeAll(async () => {
  browser = await launchBrowser();
  portal = await openPortal(browser, baseURL);
  // The fake clock must be in the page before the portal's scripts run; it flows with real time
  // until the test moves it.
  await portal.page.clock.install();
  await signIn(portal.page, 'demo.candidate2');
  await dismissHowYouKnow(portal.page);
  root = `/course/${encodeURIComponent(nums)}/${encryptValue('2001', routeKey)}`;
});
afterAll(async () => {
  await portal?.context.close();
  await browser?.close();
});

const quizList = (page: Page) => page.getByRole('region', { name: 'Quizzes' });
const row = (page: Page, name: string) =>
  quizList(page).getByRole('article', { name, exact: true });
const options = (page: Page) => page.locator('[data-slot="question-card"]').getByRole('radio');
const saveMark = (page: Page, text: string) =>
  page.locator('[data-slot="answer-save-mark"]').filter({ hasText: text });

describe('a quiz whose time runs out', () => {
  it('submits the saved answers at the deadline and shows the result', async () => {
    const { page } = portal;
    await page.goto(`${root}/quizzes`);
    await waitForTitle(page, 'Quizzes | Candidate Portal');
    // Ten a page: Physics' quizzes come after Load more.
    await quizList(page).getByRole('article').first().waitFor();
    if ((await row(page, quiz).count()) === 0)
      await quizList(page).getByRole('button', { name: 'Load more' }).click();
    await row(page, quiz)
      .getByRole('button', { name: `Start ${quiz}` })
      .click();
    await waitForPath(page, /\/quiz\/info\/13112\/13112\/false\/\d{4}-\d{2}-\d{2}$/);
    await page.getByRole('button', { name: 'Start test' }).click();
    await waitForPath(page, /^\/quiz\/.+\/attempt\/13112\/13112$/);
    await page.getByText('Question 1 of 8').waitFor();
    const timer = page.locator('[data-slot="test-timer"]');
    await timer.getByRole('timer').getByText(/About 1[45] minutes left/).waitFor();

    // Two answers, each saved on the server before time runs out.
    await options(page).first().check();
    await saveMark(page, 'Answer saved').waitFor();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByText('Question 2 of 8').waitFor();
    await options(page).nth(1).check();
    await saveMark(page, 'Answer saved').waitFor();

    // The page's clock jumps to ten seconds before the deadline (what the timer shows, less 10 s):
    // the timer reads the deadline again when the tab comes back to the front
    // (visibilitychange), then counts its last seconds down.
    const shown = (await timer.locator('span').first().textContent()) ?? '';
    const remaining = shown.split(':').reduce((total, part) => total * 60 + Number(part), 0);
    expect(remaining).toBeGreaterThan(60);
    await page.clock.fastForward((remaining - 10) * 1000);
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await timer.getByRole('timer').getByText('About 1 minute left').waitFor();
    expect(await timer.getAttribute('data-urgency')).toBe('critical');
    for (let second = 0; second < 20 && !/\/quiz\/result\//.test(page.url()); second += 1)
      await page.clock.runFor(1000);

    // No click: the page submitted what was saved and shows the result.
    await waitForTitle(page, 'Quiz result | Candidate Portal');
    await waitForPath(page, /\/quiz\/result\/13112\/13112$/);
    const summary = page.locator('[data-slot="result-summary"]');
    await summary.waitFor();
    const figure = (label: string) =>
      summary.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd').first();
    expect(await figure('Not attempted').textContent()).toBe('6');
    const correct = Number(await figure('Correct').textContent());
    const wrong = Number(await figure('Wrong').textContent());
    expect(correct + wrong).toBe(2);
    expect(await seriousViolations(page)).toEqual([]);

    // The two saved answers are the ones scored.
    await page.getByRole('button', { name: 'See every answer explained' }).click();
    await waitForPath(page, /^\/quiz\/.+\/detail\/13112\/13112$/);
    const answers = page
      .getByRole('list', { name: 'Questions and answers' })
      .locator('[data-slot="result-detail"]');
    await expect.poll(() => answers.count()).toBe(8);
    expect(['correct', 'wrong']).toContain(await answers.nth(0).getAttribute('data-outcome'));
    expect(['correct', 'wrong']).toContain(await answers.nth(1).getAttribute('data-outcome'));
    expect(await answers.nth(2).getAttribute('data-outcome')).toBe('notAttempted');
    expect(portal.errors).toEqual([]);
  });
});
