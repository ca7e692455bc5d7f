import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { encryptValue } from '../../apps/web/src/platform/crypto';
import { seriousViolations } from '../support/axe';
import { launchBrowser, openPortal, signIn, waitForTitle, type PortalPage } from '../support/browser';

/*
 * An assignment from the course (issue 14) against the real server and the demo candidate's MDCAT
 * course: the Assignments list from the course menu (the Reviewed filter's empty state), the
 * Chemistry configurations brief (a text answer, on an open day, which no other journey uses):
 * a paragraph, a bulleted list and a link written in the editor are kept as a draft on the server
 * across a reload, then the answer is submitted and is still
 * shown as submitted after a reload; the assignment is rated (item type 6). Then the Biology
 * microscopes brief (a file): a text file is refused before it is sent (message 116), a PDF is
 * uploaded and submitted, and its link shows.
 */

const baseURL = inject('baseURL');
const routeKey = process.env.VITE_ROUTE_ENCRYPTION_KEY || 'candidate-portal-local-route-key';
const mdcat = 'MDCAT Complete Preparation 2027';
const assignment = 'Assignment: electronic configurations of ten elements';
const attachmentBrief = 'Assignment: light and electron microscopes compared';
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
const answerLines: [string, string] = ['Na: 1s2 2s2 2p6 3s1', 'Cr: [Ar] 3d5 4s1, since a half-filled d subshell is more stable.'];
const source = 'en.wikipedia.org/wiki/Aufbau_principle';

let browser: Browser;
let portal: PortalPage;
let root: string;
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

const list = (page: Page) => page.getByRole('region', { name: 'Assignments' });
const row = (page: Page, name: string) => list(page).getByRole('article', { name, exact: true });
// The filter's radios are visually hidden inside their labels: a pointer presses the label.
const filterOption = (page: Page, option: string) =>
  page.getByRole('radiogroup', { name: 'Filter assignments' }).getByText(option, { exact: true });
const answerBox = (page: Page) => page.getByRole('textbox', { name: 'Your answer' });

describe('an assignment from the course', () => {
  it('opens the list from the course, filters it, and opens a brief', async () => {
    const { page } = portal;
    await page.goto(`${root}/subjects`);
    await page.getByRole('navigation', { name: 'Course' }).getByRole('link', { name: 'Assignments', exact: true }).click();
    await waitForTitle(page, 'Assignments | Candidate Portal');
    await row(page, assignment).getByText('Not submitted', { exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await filterOption(page, 'Reviewed').click();
    await page.getByText('None of your assignments has been reviewed yet.').waitFor();
    await filterOption(page, 'All').click();
    await row(page, assignment).getByRole('button', { name: `Open ${assignment}` }).click();
    await waitForTitle(page, 'Assignment | Candidate Portal');
    await page.getByRole('heading', { name: assignment, level: 1 }).waitFor();
    await page.getByText('Submit your answers as text.', { exact: false }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('keeps the draft (a list and a link) across a reload, submits the answer, and shows it as submitted after a reload', async () => {
    const { page } = portal;
    // The rich-text editor (issue 14): a paragraph, a bulleted list from the toolbar, a link.
    await answerBox(page).click();
    await page.keyboard.type('Two configurations:');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Bulleted list', exact: true }).click();
    await page.keyboard.type(answerLines[0]);
    await page.keyboard.press('Enter');
    await page.keyboard.type(answerLines[1]);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Source: ');
    await page.getByRole('button', { name: 'Link', exact: true }).click();
    await page.getByLabel('Link address').fill(source);
    await page.getByLabel('Link address').press('Enter');
    await answerBox(page).getByRole('link', { name: source }).waitFor();
    await page.getByText('Draft saved', { exact: true }).waitFor();
    await page.reload();
    await answerBox(page).waitFor();
    expect(await answerBox(page).locator('ul > li').allTextContents()).toEqual(answerLines);
    expect(await answerBox(page).getByRole('link', { name: source }).getAttribute('href')).toBe(`https://${source}`);

    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    const submission = page.getByRole('region', { name: 'Your submission' });
    await submission.getByText('Cr: [Ar] 3d5 4s1', { exact: false }).waitFor();
    await page.reload();
    await submission.getByText('Your teacher has not reviewed it yet.').waitFor();
    // The sanitised answer renders as HTML: the list and the link, not their tags.
    expect(await submission.locator('[data-slot="assignment-answer"] ul > li').allTextContents()).toEqual(answerLines);
    const link = submission.getByRole('link', { name: source });
    expect(await link.getAttribute('href')).toBe(`https://${source}`);
    expect(await link.getAttribute('rel')).toContain('noopener');
    expect(await submission.textContent()).not.toContain('<li>');
    expect(await page.locator('[data-slot="assignment-state-badge"]').first().textContent()).toBe('Submitted, awaiting review');
    // Until the due date it may be replaced: the form offers Resubmit.
    await page.getByRole('button', { name: 'Resubmit', exact: true }).waitFor();
    // Rating item type Assignment 6.
    await page.getByRole('radiogroup', { name: 'Rate this assignment' }).getByRole('radio', { name: '4 stars' }).locator('xpath=..').click();
    await page.getByText('Thank you for rating this assignment.').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('refuses a file of the wrong format (116) and submits a PDF', async () => {
    const { page } = portal;
    await page.goto(`${root}/assignments`);
    await row(page, attachmentBrief).getByRole('button', { name: `Open ${attachmentBrief}` }).click();
    await page.getByRole('heading', { name: attachmentBrief, level: 1 }).waitFor();
    const input = page.locator('[data-slot="file-picker"] input[type="file"]');
    await input.setInputFiles({ name: 'answer.txt', mimeType: 'text/plain', buffer: Buffer.from('my answer') });
    await page.getByRole('alert').filter({ hasText: 'This file format is not supported' }).waitFor();
    expect(await page.getByRole('button', { name: 'Submit', exact: true }).isDisabled()).toBe(true);
    await input.setInputFiles({ name: 'microscopes-table.pdf', mimeType: 'application/pdf', buffer: pdf });
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.getByRole('link', { name: 'Open microscopes-table.pdf' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
