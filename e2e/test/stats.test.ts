import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { encryptValue } from '../../apps/web/src/platform/crypto';
import { seriousViolations } from '../support/axe';
import { launchBrowser, openPortal, signIn, waitForPath, waitForTitle, type PortalPage } from '../support/browser';

/*
 * Stats and leaderboard (issue 17) against the real server: the demo candidate finishes an AI quiz
 * (Physics' system test, which no other journey attempts), and the course menu's Stats shows the new
 * attempt (the finished test cleared the stats caches: no reload in between) and the leaderboard
 * the candidate's new score; ECAT's package has no Stats (access denied). axe on both pages.
 */

const baseURL = inject('baseURL');
const routeKey = process.env.VITE_ROUTE_ENCRYPTION_KEY || 'candidate-portal-local-route-key';
const quiz = 'Physics: AI practice quiz';

let browser: Browser;
let portal: PortalPage;
let root: string;
let ecatRoot: string;
beforeAll(async () => {
  browser = await launchBrowser();
  portal = await openPortal(browser, baseURL);
  await signIn(portal.page);
  root = `/course/${encodeURIComponent('MDCAT Complete Preparation 2027')}/${encryptValue('1001', routeKey)}`;
  ecatRoot = `/course/${encodeURIComponent('ECAT Engineering Entry Test Prep')}/${encryptValue('1002', routeKey)}`;
});
afterAll(async () => {
  await portal?.context.close();
  await browser?.close();
});

const menuLink = (page: Page, name: string) => page.getByRole('navigation', { name: 'Course' }).getByRole('link', { name, exact: true });
const systemTable = (page: Page) => page.getByRole('table', { name: 'AI quiz (system test) progress' });
/** The caller's own row of the visible board, and its score (the last cell). */
const ownRow = (page: Page) => page.getByRole('tabpanel').locator('tr[aria-current="true"]');
const ownScore = async (page: Page) => (await ownRow(page).getByRole('cell').last().textContent())?.trim();

describe('stats and leaderboard follow what the candidate does', () => {
  let scoreBefore: string | undefined;

  it('the leaderboard shows the own row among the ranked classmates; axe', async () => {
    const { page } = portal;
    await page.goto(`${root}/leaderBoard`);
    await waitForTitle(page, 'Leaderboard | Candidate Portal');
    await ownRow(page).getByText('Ayesha Khan').waitFor();
    scoreBefore = await ownScore(page);
    expect(scoreBefore).toMatch(/^\d+(\.\d)?$/);
    // The demo course has 42 classmates besides the demo candidate.
    await page.getByRole('table', { name: /All time: \d+ candidates/ }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('/stats shows the charts with their tables, and no attempt of the quiz yet; axe', async () => {
    const { page } = portal;
    await menuLink(page, 'Stats').click();
    await waitForTitle(page, 'Stats | Candidate Portal');
    await page.locator('[data-slot="accuracy-donut"] svg').first().waitFor();
    await page.getByRole('table', { name: 'Test accuracy' }).waitFor();
    await systemTable(page).waitFor();
    expect(await systemTable(page).getByRole('row', { name: new RegExp(quiz) }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('finishing the AI quiz (nothing answered) adds its attempt to /stats and moves the leaderboard score', async () => {
    const { page } = portal;
    await menuLink(page, 'AI quizzes').click();
    await page.getByRole('region', { name: 'AI quizzes' }).getByRole('button', { name: `Start ${quiz}` }).click();
    await waitForTitle(page, 'AI quiz | Candidate Portal');
    await page.getByRole('button', { name: 'Start test' }).click();
    await waitForPath(page, /^\/quiz\/.+\/attempt\/[^/]+$/);
    await page.getByText('Question 1 of 10').waitFor();
    await page.getByRole('button', { name: 'Finish quiz' }).click();
    await page.getByRole('dialog', { name: 'Finish test' }).getByRole('button', { name: 'Finish test' }).click();
    await waitForTitle(page, 'AI quiz result | Candidate Portal');

    // Back to the course by links, without a reload: /stats answers again only because the finished
    // test cleared its cached answers (spec 4).
    await page.getByRole('link', { name: 'Back to AI quizzes' }).click();
    await menuLink(page, 'Stats').click();
    await waitForTitle(page, 'Stats | Candidate Portal');
    const row = systemTable(page).getByRole('row', { name: new RegExp(quiz) });
    await row.waitFor();
    await row.getByText('0%').waitFor();

    await menuLink(page, 'Leaderboard').click();
    await waitForTitle(page, 'Leaderboard | Candidate Portal');
    await ownRow(page).waitFor();
    await expect.poll(() => ownScore(page)).not.toBe(scoreBefore);
    expect(portal.errors).toEqual([]);
  });

  it("/stats suggests what to do next: the weakest subjects, each link opening that subject's activities", async () => {
    const { page } = portal;
    await menuLink(page, 'Stats').click();
    await waitForTitle(page, 'Stats | Candidate Portal');
    const nextSteps = page.getByRole('region', { name: 'What to do next' });
    await nextSteps.waitFor();
    const links = nextSteps.getByRole('link', { name: /^Open .+ activities$/ });
    await links.first().waitFor();
    expect(await links.count()).toBeGreaterThanOrEqual(1);
    expect(await links.count()).toBeLessThanOrEqual(3);
    const subject = (await links.first().textContent())!.replace(/^Open (.+) activities$/, '$1').trim();
    await links.first().click();
    await page.waitForURL(new RegExp(`/${encodeURIComponent(subject)}/\\d+/groups`));
  });

  it("a course whose package has no Stats sends /stats to the access-denied page", async () => {
    const { page } = portal;
    await page.goto(`${ecatRoot}/stats`);
    await waitForPath(page, new RegExp(`${ecatRoot.replace(/[/]/g, '\\/')}/accessDenied$`));
    await page.getByRole('heading', { name: 'Oops!! Your Current Package does not include this feature.' }).waitFor();
  });
});
