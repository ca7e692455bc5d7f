import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
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
 * One quiz attempt on two devices at once (issue 13: the answer journal never loses an answer).
 * Two browser contexts are two devices of the same candidate (demo.candidate2), each with its own
 * session, IndexedDB and network. The laptop answers; the phone opens the same attempt and changes
 * that answer later; the laptop, brought back to the front, shows the change with the alert. Then
 * the laptop, offline, answers a question that the phone answers online afterwards: back online,
 * the laptop is told that answer was changed on the other device (at what time) and shows the
 * phone's. The laptop finishes: the result holds the phone's later answers and the laptop's own,
 * and the phone's page, still open, learns the attempt is closed. It takes demo.candidate2's NUMS
 * Chemistry quiz ('Quiz: quantum numbers and orbitals', test 12112, open on day 1), which no other
 * journey uses.
 */

const baseURL = inject('baseURL');
const routeKey = process.env.VITE_ROUTE_ENCRYPTION_KEY || 'candidate-portal-local-route-key';
const nums = 'NUMS Entry Test Preparation 2027';
const quiz = 'Quiz: quantum numbers and orbitals';

let browser: Browser;
let laptop: PortalPage;
let phone: PortalPage;
let attemptUrl: string;

async function signInAs(device: PortalPage) {
  await signIn(device.page, 'demo.candidate2');
  await dismissHowYouKnow(device.page);
}

beforeAll(async () => {
  browser = await launchBrowser();
  laptop = await openPortal(browser, baseURL);
  phone = await openPortal(browser, baseURL);
  await signInAs(laptop);
  await signInAs(phone);
});
afterAll(async () => {
  await laptop?.context.close();
  await phone?.context.close();
  await browser?.close();
});

const quizList = (page: Page) => page.getByRole('region', { name: 'Quizzes' });
const row = (page: Page, name: string) =>
  quizList(page).getByRole('article', { name, exact: true });
const options = (page: Page) => page.locator('[data-slot="question-card"]').getByRole('radio');
const saveMark = (page: Page, text: string) =>
  page.locator('[data-slot="answer-save-mark"]').filter({ hasText: text });
const queueStatus = (page: Page) => page.locator('[data-slot="answer-queue-status"]');
const navigatorCell = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Questions' }).getByRole('button', { name, exact: true });

/** Opens question `number` from the navigator, whatever its state. */
async function openQuestion(page: Page, number: number) {
  await page
    .getByRole('navigation', { name: 'Questions' })
    .getByRole('button', { name: new RegExp(`^Question ${number}, `) })
    .click();
  await page.getByText(`Question ${number} of 8`).waitFor();
}

/** Which option of the question shown is checked (-1: none). */
async function checkedOption(page: Page): Promise<number> {
  const radios = options(page);
  const count = await radios.count();
  for (let index = 0; index < count; index += 1)
    if (await radios.nth(index).isChecked()) return index;
  return -1;
}

/** Which option of an explained answer is marked as the candidate's (-1: none). */
async function chosenInDetail(answer: Locator): Promise<number> {
  const texts = await answer.getByRole('listitem').allTextContents();
  return texts.findIndex((text) => text.includes('Your answer'));
}

describe('one quiz attempt on two devices', () => {
  it('the laptop starts the quiz and answers question 1', async () => {
    const { page } = laptop;
    const root = `/course/${encodeURIComponent(nums)}/${encryptValue('2001', routeKey)}`;
    await page.goto(`${root}/quizzes`);
    await waitForTitle(page, 'Quizzes | Candidate Portal');
    // Ten a page: Chemistry's quizzes may come after Load more.
    await quizList(page).getByRole('article').first().waitFor();
    if ((await row(page, quiz).count()) === 0)
      await quizList(page).getByRole('button', { name: 'Load more' }).click();
    await row(page, quiz)
      .getByRole('button', { name: `Start ${quiz}` })
      .click();
    await waitForPath(page, /\/quiz\/info\/12112\/12112\/false\/\d{4}-\d{2}-\d{2}$/);
    await page.getByRole('button', { name: 'Start test' }).click();
    await waitForPath(page, /^\/quiz\/.+\/attempt\/12112\/12112$/);
    attemptUrl = page.url();
    await page.getByText('Question 1 of 8').waitFor();

    await options(page).nth(0).check();
    await saveMark(page, 'Answer saved').waitFor();
    await queueStatus(page).getByText('All answers saved').waitFor();
  });

  it('the phone opens the same attempt with that answer, then changes it and answers question 3', async () => {
    const { page } = phone;
    await page.goto(attemptUrl);
    await page.getByText('Question 1 of 8').waitFor();
    // The laptop's answer reached the phone through the server.
    expect(await checkedOption(page)).toBe(0);
    await options(page).nth(1).check();
    await saveMark(page, 'Answer saved').waitFor();
    await openQuestion(page, 3);
    await options(page).nth(2).check();
    await saveMark(page, 'Answer saved').waitFor();
    await queueStatus(page).getByText('All answers saved').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it("the laptop, brought back to the front, shows the phone's answers to questions 1 and 3, and says question 1 was changed", async () => {
    const { page } = laptop;
    await page.getByText('Question 1 of 8').waitFor();
    expect(await checkedOption(page)).toBe(0);
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await page
      .getByTestId('answer-replaced')
      .getByText('This answer was changed on another device; it now shows that answer.')
      .waitFor();
    await expect.poll(() => checkedOption(page)).toBe(1);
    await navigatorCell(page, 'Question 3, answered').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('offline, the laptop answers questions 2 and 4; the phone then answers question 4 online', async () => {
    await laptop.context.setOffline(true);
    await openQuestion(laptop.page, 2);
    await options(laptop.page).nth(3).check();
    await saveMark(laptop.page, 'Kept on this device').waitFor();
    await openQuestion(laptop.page, 4);
    await options(laptop.page).nth(0).check();
    await saveMark(laptop.page, 'Kept on this device').waitFor();
    await queueStatus(laptop.page).getByText('Offline: 2 answers waiting').waitFor();

    // Given after the laptop's, the phone's answer to question 4 is the later one.
    await openQuestion(phone.page, 4);
    await options(phone.page).nth(2).check();
    await saveMark(phone.page, 'Answer saved').waitFor();
    await queueStatus(phone.page).getByText('All answers saved').waitFor();
  });

  it("back online, the laptop is told question 4 was changed on the phone and shows the phone's answer", async () => {
    const { page, context } = laptop;
    await context.setOffline(false);
    await queueStatus(page).getByText('All answers saved').waitFor();
    // Question 4 is open: its answer is now the phone's, with the alert.
    await page.getByText('Question 4 of 8').waitFor();
    const alert = page.getByTestId('answer-replaced');
    await alert.getByText(/^This answer was changed on another device at \d{2}:\d{2}/).waitFor();
    await expect.poll(() => checkedOption(page)).toBe(2);
    expect(await seriousViolations(page)).toEqual([]);
    // Question 2, which only the laptop answered, was saved as it was.
    await openQuestion(page, 2);
    expect(await checkedOption(page)).toBe(3);
    await saveMark(page, 'Answer saved').waitFor();
    expect(laptop.errors).toEqual([]);
  });

  it("the laptop finishes: the result holds the phone's later answers and the laptop's own; the phone learns the quiz is over", async () => {
    const { page } = laptop;
    await page.getByRole('button', { name: 'Finish quiz' }).click();
    const dialog = page.getByRole('dialog', { name: 'Finish test' });
    await dialog.getByRole('button', { name: 'Finish test' }).click();
    await waitForTitle(page, 'Quiz result | Candidate Portal');
    await waitForPath(page, /\/quiz\/result\/12112\/12112$/);
    const summary = page.locator('[data-slot="result-summary"]');
    await summary.waitFor();
    const figure = (label: string) =>
      summary.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd').first();
    // Questions 1 to 4 answered (two of them on the phone), 5 to 8 not.
    expect(await figure('Not attempted').textContent()).toBe('4');

    await page.getByRole('button', { name: 'See every answer explained' }).click();
    await waitForPath(page, /^\/quiz\/.+\/detail\/12112\/12112$/);
    const answers = page
      .getByRole('list', { name: 'Questions and answers' })
      .locator('[data-slot="result-detail"]');
    await expect.poll(() => answers.count()).toBe(8);
    // Question 1: the phone's change (option 2), not the laptop's first answer.
    expect(await chosenInDetail(answers.nth(0))).toBe(1);
    // Question 2: the laptop's offline answer.
    expect(await chosenInDetail(answers.nth(1))).toBe(3);
    // Question 3: the phone's only.
    expect(await chosenInDetail(answers.nth(2))).toBe(2);
    // Question 4: the phone's later answer, not the laptop's offline one.
    expect(await chosenInDetail(answers.nth(3))).toBe(2);
    expect(await answers.nth(4).getAttribute('data-outcome')).toBe('notAttempted');

    // The phone's page is still on the attempt: its next change finds the attempt closed and
    // shows the result.
    await openQuestion(phone.page, 5);
    await options(phone.page).nth(0).check();
    await waitForTitle(phone.page, 'Quiz result | Candidate Portal');
    await waitForPath(phone.page, /\/quiz\/result\/12112\/12112$/);
    expect(laptop.errors).toEqual([]);
    expect(phone.errors).toEqual([]);
  });
});
