import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { encryptValue } from '../../apps/web/src/platform/crypto';
import { seriousViolations } from '../support/axe';
import {
  launchBrowser,
  openPortal,
  signIn,
  waitForPath,
  waitForTitle,
  type PortalPage,
} from '../support/browser';

/*
 * A quiz from the course (issue 13) against the real server and the demo candidate's MDCAT course:
 * the Quizzes list (filters), the info page, the attempt (answers saved as they change, a reload
 * keeps them, flag for review, the finish confirmation, application message 82), the result and
 * every answer explained; an expired quiz's info page refuses to start it. It takes Physics' first
 * quiz (open day, due in 14 days), which no other journey uses.
 */

const baseURL = inject('baseURL');
const routeKey = process.env.VITE_ROUTE_ENCRYPTION_KEY || 'candidate-portal-local-route-key';
const mdcat = 'MDCAT Complete Preparation 2027';
const quiz = 'Quiz: equations of motion';
const attempted = 'Quiz: quantum numbers and orbitals';
const expired = 'Quiz: subject-verb agreement';

let browser: Browser;
let portal: PortalPage;
let root: string;
let attemptUrl: string;
beforeAll(async () => {
  browser = await launchBrowser();
  portal = await openPortal(browser, baseURL);
  await signIn(portal.page);
  root = `/course/${encodeURIComponent(mdcat)}/${encryptValue('1001', routeKey)}`;
});
afterAll(async () => {
  await portal?.context.close();
  await browser?.close();
});

const quizList = (page: Page) => page.getByRole('region', { name: 'Quizzes' });
const row = (page: Page, name: string) =>
  quizList(page).getByRole('article', { name, exact: true });
// The filter's radios are visually hidden inside their labels: a pointer presses the label.
const filterOption = (page: Page, option: string) =>
  page.getByRole('radiogroup', { name: 'Filter quizzes' }).getByText(option, { exact: true });
const options = (page: Page) => page.locator('[data-slot="question-card"]').getByRole('radio');
const saveMark = (page: Page, text: string) =>
  page.locator('[data-slot="answer-save-mark"]').filter({ hasText: text });
/** The answers the attempt page keeps on the device (the outbox's IndexedDB store). */
const queuedAnswers = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const opening = indexedDB.open('portal-answer-journal');
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const counting = opening.result.transaction('answers').objectStore('answers').count();
          counting.onsuccess = () => resolve(counting.result);
          counting.onerror = () => reject(counting.error);
        };
      }),
  );
const navigatorCell = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Questions' }).getByRole('button', { name, exact: true });

describe('a quiz from the course', () => {
  it('/quizzes lists the quizzes with the All/Attempted/Unattempted filter', async () => {
    const { page } = portal;
    await page.goto(`${root}/subjects`);
    await page
      .getByRole('navigation', { name: 'Course' })
      .getByRole('link', { name: 'Quizzes', exact: true })
      .click();
    await waitForTitle(page, 'Quizzes | Candidate Portal');
    // Ten a page (18 quizzes): Biology's and Chemistry's come first, Physics' and English' after Load more.
    await row(page, attempted).getByText('Attempted', { exact: true }).waitFor();
    expect(await quizList(page).getByRole('article').count()).toBe(10);
    expect(await row(page, quiz).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await quizList(page).getByRole('button', { name: 'Load more' }).click();
    await row(page, quiz).waitFor();
    await expect.poll(() => quizList(page).getByRole('article').count()).toBe(18);
    expect(await quizList(page).getByRole('button', { name: 'Load more' }).count()).toBe(0);

    await filterOption(page, 'Attempted').click();
    await expect.poll(() => row(page, quiz).count()).toBe(0);
    await row(page, attempted).waitFor();
    expect(await quizList(page).getByRole('article').count()).toBe(1);
    await filterOption(page, 'Unattempted').click();
    await expect.poll(() => row(page, attempted).count()).toBe(0);
    await filterOption(page, 'All').click();
    await row(page, attempted).waitFor();
    // The All list is cached with both its pages.
    await row(page, quiz).waitFor();
  });

  it("an expired quiz's info page says it can no longer be started", async () => {
    const { page } = portal;
    await row(page, expired)
      .getByRole('button', { name: `Details of ${expired}` })
      .click();
    await waitForTitle(page, 'Quiz | Candidate Portal');
    await page.getByText('this test can no longer be attempted').waitFor();
    expect(await page.getByRole('button', { name: 'Start test' }).isDisabled()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await page.goBack();
    await row(page, quiz).waitFor();
  });

  it('opens the info page and starts the quiz', async () => {
    const { page } = portal;
    await row(page, quiz)
      .getByRole('button', { name: `Start ${quiz}` })
      .click();
    await waitForTitle(page, 'Quiz | Candidate Portal');
    await waitForPath(page, /\/quiz\/info\/3112\/3112\/false\/\d{4}-\d{2}-\d{2}$/);
    const info = page.locator('[data-slot="test-info"]');
    await info.getByText(quiz).waitFor();
    await info.getByText('Due date').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Start test' }).click();
    await waitForPath(page, /^\/quiz\/.+\/attempt\/3112\/3112$/);
    attemptUrl = page.url();
    await page.getByText('Question 1 of 8').waitFor();
    await page.locator('[data-slot="test-timer"]').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('answers two questions (each saved), flags one, and a reload keeps both answers and the flag', async () => {
    const { page } = portal;
    await options(page).first().check();
    // Pending while the change waits to be sent, saved once the server confirms it.
    await saveMark(page, 'Saving…').waitFor();
    await saveMark(page, 'Answer saved').waitFor();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByText('Question 2 of 8').waitFor();
    await options(page).nth(1).check();
    await saveMark(page, 'Saving…').waitFor();
    await page.getByRole('button', { name: 'Flag for review' }).click();
    await expect
      .poll(() =>
        page.getByRole('button', { name: 'Flag for review' }).getAttribute('aria-pressed'),
      )
      .toBe('true');
    await navigatorCell(page, 'Question 2, answered, flagged for review').waitFor();
    await saveMark(page, 'Answer saved').waitFor();

    // The answer journal: the server holds both answers; a reload resumes the same attempt.
    await page.reload();
    await page.getByText('Question 1 of 8').waitFor();
    await navigatorCell(page, 'Question 1, answered').waitFor();
    // The flag stays for the tab (session storage).
    await navigatorCell(page, 'Question 2, answered, flagged for review').waitFor();
    expect(await options(page).first().isChecked()).toBe(true);
    await navigatorCell(page, 'Question 2, answered, flagged for review').click();
    expect(await options(page).nth(1).isChecked()).toBe(true);
    expect(
      await page.getByRole('button', { name: 'Flag for review' }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('offline, an answer waits on the device (IndexedDB) and reaches the server once back online, across a reload', async () => {
    const { page, context } = portal;
    const status = page.locator('[data-slot="answer-queue-status"]');
    await status.getByText('All answers saved').waitFor();
    await context.setOffline(true);
    await navigatorCell(page, 'Question 3, not answered').click();
    await page.getByText('Question 3 of 8').waitFor();
    await options(page).nth(2).check();
    await saveMark(page, 'Kept on this device').waitFor();
    await status.getByText('Offline: 1 answer waiting').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    // A reload while offline fails (no page); the answer stays in the browser's database.
    await page.reload().catch(() => undefined);
    await context.setOffline(false);
    await page.goto(attemptUrl);
    await page.getByText('Question 1 of 8').waitFor();
    // The page reads what the last one left (shown answered), sends it, and only then says saved.
    await navigatorCell(page, 'Question 3, answered').waitFor();
    await status.getByText('All answers saved').waitFor();
    expect(await status.getAttribute('data-state')).toBe('saved');
    // Saved is said only once the server confirmed it and the device's copy was dropped.
    expect(await queuedAnswers(page)).toBe(0);
    // The device holds nothing now, so after another reload the answer comes from the server.
    await page.reload();
    await navigatorCell(page, 'Question 3, answered').click();
    await page.getByText('Question 3 of 8').waitFor();
    expect(await options(page).nth(2).isChecked()).toBe(true);
  });

  it('finishes after the confirmation and shows the result, then every answer explained', async () => {
    const { page } = portal;
    await page.getByRole('button', { name: 'Finish quiz' }).click();
    const dialog = page.getByRole('dialog', { name: 'Finish test' });
    // Application message 82.
    await dialog
      .getByText('Are you sure you want to finish this test?', { exact: false })
      .waitFor();
    await dialog.getByText('5 questions are not answered yet.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Finish test' }).click();

    await waitForTitle(page, 'Quiz result | Candidate Portal');
    await waitForPath(page, /\/quiz\/result\/3112\/3112$/);
    const summary = page.locator('[data-slot="result-summary"]');
    await summary.waitFor();
    const notAttempted = summary
      .locator('dt', { hasText: 'Not attempted' })
      .locator('xpath=following-sibling::dd');
    expect(await notAttempted.textContent()).toBe('5');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'See every answer explained' }).click();
    await waitForTitle(page, 'Quiz answers | Candidate Portal');
    await waitForPath(page, /^\/quiz\/.+\/detail\/3112\/3112$/);
    const answers = page
      .getByRole('list', { name: 'Questions and answers' })
      .locator('[data-slot="result-detail"]');
    await expect.poll(() => answers.count()).toBe(8);
    expect(await answers.nth(3).getAttribute('data-outcome')).toBe('notAttempted');
    expect(['correct', 'wrong']).toContain(await answers.first().getAttribute('data-outcome'));
    await answers.first().getByText('Correct answer', { exact: false }).first().waitFor();
    await answers.first().getByText('Explanation:').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('the quiz is attempted now: its row leads to the result, and opening its attempt again shows the result', async () => {
    const { page } = portal;
    const detailUrl = new URL(page.url());
    await page.goto(`${root}/quizzes`);
    await filterOption(page, 'Attempted').click();
    await row(page, quiz)
      .getByRole('button', { name: `View result of ${quiz}` })
      .click();
    await waitForPath(page, /\/quiz\/result\/3112\/3112$/);
    await page.goto(detailUrl.pathname.replace('/detail/', '/attempt/'));
    await waitForPath(page, /\/quiz\/result\/3112\/3112$/);
    expect(portal.errors).toEqual([]);
  });

  it('/systemQuizzes lists the AI quizzes', async () => {
    const { page } = portal;
    await page.goto(`${root}/systemQuizzes`);
    await waitForTitle(page, 'AI quizzes | Candidate Portal');
    await page
      .getByRole('region', { name: 'AI quizzes' })
      .getByRole('article', { name: 'Physics: AI practice quiz' })
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(portal.errors).toEqual([]);
  });

  it('takes the adaptive (CAT) test to its stop rule, one question at a time, and shows the ability chart', async () => {
    const { page } = portal;
    const cat = 'Biology: AI practice quiz';
    await page
      .getByRole('region', { name: 'AI quizzes' })
      .getByRole('button', { name: `Start ${cat}` })
      .click();
    await waitForTitle(page, 'AI quiz | Candidate Portal');
    await page.getByText('there is no going back', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Start test' }).click();
    await waitForPath(page, /^\/quiz\/.+\/attempt\/[^/]+$/);
    await page.getByText('Question 1 of 30').waitFor();
    // An empty answer is refused: Next stays disabled and says why; there is no Previous.
    await page.getByText('Please select an option').waitFor();
    const next = page.getByRole('button', { name: 'Next', exact: true });
    expect(await next.isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Previous' }).count()).toBe(0);
    await page.getByText('Shown after your first answer').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    let answered = 0;
    while (!page.url().includes('/result/')) {
      expect(answered).toBeLessThan(30);
      await options(page).first().check();
      await next.click();
      answered += 1;
      const following = page.getByText(`Question ${answered + 1} of 30`);
      await expect
        .poll(async () => page.url().includes('/result/') || (await following.count()) > 0, {
          timeout: 15_000,
        })
        .toBe(true);
      if (answered === 1 && !page.url().includes('/result/')) {
        // The estimate after the first answer.
        await page.getByText(/^[+\u2212]?\d\.\d\d \(±\d\.\d\d\)$/).waitFor();
        expect(
          await page.getByRole('progressbar', { name: /1 answered/ }).getAttribute('aria-valuenow'),
        ).toBe('1');
      }
    }
    expect(answered).toBeGreaterThanOrEqual(10);

    await waitForTitle(page, 'AI quiz result | Candidate Portal');
    const summary = page.locator('[data-slot="cat-result-summary"]');
    await summary.getByText('Scaled score').waitFor();
    await summary.getByText('The test ended', { exact: false }).waitFor();
    const chart = page.locator('[data-slot="cat-ability-chart"]');
    await chart.locator('svg').first().waitFor();
    // The text alternative reads every answered question.
    const table = chart.getByRole('table', { name: 'Your ability estimate, question by question' });
    await expect.poll(() => table.getByRole('row').count()).toBe(answered + 1);
    // Rating item type Test, written onto the result.
    const stars = page.getByRole('radiogroup', { name: 'Rate this test' });
    // The stars' radios are visually hidden inside their labels: a pointer presses the fourth label.
    await stars.locator('label').nth(3).click();
    await page.getByText('Thank you for rating this test.').waitFor();
    // The stars show the saved rating.
    await expect.poll(() => stars.getByRole('radio', { name: '4 stars' }).isChecked()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    expect(portal.errors).toEqual([]);
  });

  it('the mistake bank lists the wrong answers by subject and scores a retry on the server', async () => {
    const { page } = portal;
    await page.getByRole('link', { name: 'Review your mistakes' }).click();
    await waitForTitle(page, 'Mistake bank | Candidate Portal');
    // The seeded 'Quiz: quantum numbers and orbitals' left two Chemistry mistakes.
    await page.getByRole('heading', { name: /^Chemistry/ }).waitFor();
    const item = page
      .locator('[data-slot="mistake-item"]')
      .filter({ hasText: 'Missed in Quiz: quantum numbers and orbitals' })
      .first();
    await item.getByRole('button', { name: 'Retry this question' }).click();
    await item.getByRole('radio').first().check();
    await item.getByRole('button', { name: 'Check answer' }).click();
    await item.getByText(/^(Right\.|Not quite)/).waitFor();
    await item.getByText('Your answer, the correct one and why').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // A practice set of one subject's mistakes: each answer is a retry scored on the server.
    const practice = page.locator('[data-slot="mistake-practice"]');
    await practice.getByRole('combobox', { name: 'Subject' }).selectOption('Chemistry');
    await practice.getByRole('button', { name: /^Start a practice set of \d+$/ }).click();
    await practice.getByText(/^Question 1 of \d+$/).waitFor();
    await practice.getByRole('radio').first().check();
    await practice.getByRole('button', { name: 'Check answer' }).click();
    await practice.getByText(/^(Right|Not quite)/).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(portal.errors).toEqual([]);
  });

  it('ends an adaptive test before its stop rule: the result says the estimate is less precise', async () => {
    const { page } = portal;
    const cat = 'MDCAT adaptive practice test';
    await page.goto(`${root}/systemQuizzes`);
    await page
      .getByRole('region', { name: 'AI quizzes' })
      .getByRole('button', { name: `Start ${cat}` })
      .click();
    await page.getByRole('button', { name: 'Start test' }).click();
    await page.getByText('Question 1 of 30').waitFor();
    await options(page).first().check();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByText('Question 2 of 30').waitFor();
    await page.getByRole('button', { name: 'Finish test now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Finish test' });
    await dialog.getByText('your estimate will be less precise', { exact: false }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Finish test' }).click();
    await waitForTitle(page, 'AI quiz result | Candidate Portal');
    await page
      .locator('[data-slot="cat-result-summary"]')
      .getByText(/^You ended the test after 1 question, .+ standard error is ±\d\.\d\d/)
      .waitFor();
    expect(portal.errors).toEqual([]);
  });

  it('a full-length practice test groups its questions by subject; a typed answer is saved like any other', async () => {
    const { page } = portal;
    const flp = 'Full-length practice test 1';
    await page.goto(`${root}/systemQuizzes`);
    await page
      .getByRole('region', { name: 'AI quizzes' })
      .getByRole('button', { name: `Start ${flp}` })
      .click();
    await page.getByRole('button', { name: 'Start test' }).click();
    await page.getByText('Question 1 of 25').waitFor();
    const navigator = page.getByRole('navigation', { name: 'Questions' });
    for (const subject of ['Biology', 'Chemistry', 'Physics', 'English'])
      await navigator.getByRole('region', { name: subject, exact: true }).waitFor();
    // Physics' last question is a short one: the answer is typed.
    await navigator
      .getByRole('region', { name: 'Physics', exact: true })
      .getByRole('button')
      .last()
      .click();
    await page.getByText('A 3 kg box is lifted 4 m', { exact: false }).waitFor();
    await page.getByRole('textbox', { name: 'Your answer' }).fill('120 J');
    await saveMark(page, 'Saving…').waitFor();
    await page
      .locator('[data-slot="answer-queue-status"]')
      .getByText('All answers saved')
      .waitFor();
    // Checked here, where the page has settled (right after a navigator click a cell's colour
    // transition can still be running when axe measures contrast).
    expect(await seriousViolations(page)).toEqual([]);
    // From the server after a reload.
    await page.reload();
    await page.getByText('Question 1 of 25').waitFor();
    await page
      .getByRole('navigation', { name: 'Questions' })
      .getByRole('region', { name: 'Physics', exact: true })
      .getByRole('button')
      .last()
      .click();
    expect(await page.getByRole('textbox', { name: 'Your answer' }).inputValue()).toBe('120 J');
    expect(portal.errors).toEqual([]);
  });
});
