import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { seriousViolations } from '../support/axe';
import { launchBrowser, openPortal, signIn, waitForPath, type PortalPage } from '../support/browser';

/*
 * The notebook (issue 16, beyond the spec) against the real server: the demo candidate's seeded
 * course notes, e-book highlights and mistake bank (wrong answers of seeded test attempts) in one
 * list; search and the kind filter (kept in the address); each kind opens its place; the export
 * is Markdown. One sign-in, one page. Other journeys add and delete marks on the same server, so
 * this one reads whatever is there rather than counting.
 */

const baseURL = inject('baseURL');

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

const notebook = (page: Page) => page.getByRole('region', { name: 'Notebook' });
const items = (page: Page, kind?: string) => {
  const all = notebook(page).getByRole('listitem');
  return kind ? all.filter({ hasText: kind }) : all;
};
// The kind filter's radios are visually hidden inside their labels: a pointer presses the label.
const show = (page: Page, option: string) =>
  page.getByRole('radiogroup', { name: 'Show' }).getByText(option, { exact: true });

async function openNotebook(page: Page, query = '') {
  await page.goto(`/notebook${query}`);
  await page.getByRole('heading', { level: 1, name: 'Notebook' }).waitFor();
  await notebook(page).getByText(/^\d+ items?\.$|match\.$/).waitFor();
}

describe('the notebook', () => {
  it('gathers course notes, e-book highlights and missed questions, and finds by words', async () => {
    const { page, errors } = portal;
    await page.getByRole('navigation').getByRole('link', { name: 'Notebook' }).first().click();
    await waitForPath(page, '/notebook');
    await notebook(page).getByText(/^\d+ items?\.$/).waitFor();
    for (const kind of ['Course note', 'Highlight', 'Mistake to retry'])
      expect(await items(page, kind).count(), kind).toBeGreaterThan(0);
    expect(await seriousViolations(page)).toEqual([]);

    // Search: a word of the first missed question narrows the list to items that contain it.
    const question = (await items(page, 'Mistake to retry').first().getByRole('heading').innerText()).trim();
    const word = question.split(/\s+/).find((part) => /^[A-Za-z]{7,}$/.test(part)) ?? question.split(/\s+/)[0]!;
    await page.getByRole('searchbox', { name: 'Search your notebook' }).fill(word);
    await notebook(page).getByText(/ of \d+ items? match\.$/).waitFor();
    await expect.poll(() => page.url()).toContain(`q=${encodeURIComponent(word)}`);
    const found = await items(page).allInnerTexts();
    expect(found.length).toBeGreaterThan(0);
    for (const text of found) expect(text.toLowerCase()).toContain(word.toLowerCase());
    expect(errors).toEqual([]);
  });

  it('opens a missed question in the mistake bank, and Back keeps the filter', async () => {
    const { page } = portal;
    await openNotebook(page);
    await show(page, 'Mistakes').click();
    await expect.poll(() => new URL(page.url()).searchParams.get('show')).toBe('mistakes');
    for (const text of await items(page).allInnerTexts()) expect(text).toContain('Mistake to retry');

    await items(page).first().getByRole('link').click();
    await waitForPath(page, /\/mistakes\?question=\d+$/);
    const id = new URL(page.url()).searchParams.get('question');
    await page.getByRole('heading', { level: 1, name: 'Mistake bank' }).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe(`mistake-${id}`);

    await page.goBack();
    await waitForPath(page, '/notebook');
    expect(
      await page.getByRole('radiogroup', { name: 'Show' }).getByRole('radio', { name: 'Mistakes' }).isChecked(),
    ).toBe(true);
  });

  it('opens a course note at its content and a highlight in the reader at its page', async () => {
    const { page } = portal;
    await openNotebook(page, '?show=notes');
    await items(page, 'Course note').first().getByRole('link').click();
    await waitForPath(page, /\/(reading|video)\/\d+\/\d+/);

    await openNotebook(page, '?show=highlights');
    // A PDF highlight links to its page (an EPUB one to its CFI: the next step).
    const links = items(page, 'Highlight').getByRole('link');
    const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
    const index = hrefs.findIndex((value) => /\?page=\d+$/.test(value));
    expect(index, hrefs.join('\n')).toBeGreaterThanOrEqual(0);
    const href = hrefs[index]!;
    expect(href).toMatch(/^\/ebook\/[^/]+\/[^/]+\/[^/?]+\?page=\d+$/);
    const link = links.nth(index);
    await link.click();
    await waitForPath(page, /^\/ebook\//);
    // The reader opens at the mark's page, not where the book was left.
    const markPage = new URL(href, baseURL).searchParams.get('page');
    await page.locator(`[data-page-number="${markPage}"] .textLayer span`).first().waitFor();
  });

  it('opens an EPUB highlight in the reader at its CFI, the mark drawn there', async () => {
    const { page } = portal;
    await openNotebook(page, '?show=highlights');
    // The seeded highlight of Chemistry: Atoms and Bonds (chapter 2), linked by its CFI.
    const sentence = 'Electrons fill orbitals in order of increasing energy.';
    const item = items(page, 'Highlight').filter({ hasText: sentence });
    const href = (await item.getByRole('link').getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/ebook\/[^/]+\/[^/]+\/[^/?]+\?cfi=epubcfi/);
    await item.getByRole('link').click();
    await waitForPath(page, /^\/ebook\//);
    await page.locator('[data-format="epub"]').waitFor();
    // Opened at the mark's chapter (not where the book was left), the highlight drawn at its text.
    await expect
      .poll(() => page.locator('[data-slot="reader-location"]').innerText())
      .toMatch(/^2\. Electronic configuration/);
    await expect
      .poll(() => page.locator('[data-slot="epub-marks"] li').allTextContents())
      .toContain(sentence);
    expect(portal.errors).toEqual([]);
  });

  it('exports what it shows as Markdown', async () => {
    const { page } = portal;
    await openNotebook(page, '?show=mistakes');
    const shown = await items(page).count();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export as Markdown' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^notebook-\d{2}-[A-Za-z]{3}-\d{4}\.md$/);
    const markdown = await readFile((await download.path())!, 'utf8');
    expect(markdown.startsWith('# My notebook')).toBe(true);
    expect(markdown.match(/^### Mistake to retry: /gm)?.length).toBe(shown);
    expect(markdown).not.toMatch(/^### Course note: /m);
  });
});
