import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  launchBrowser,
  openPortal,
  signIn,
  waitForPath,
  type PortalPage,
} from '../support/browser';
import { seriousViolations } from '../support/axe';

/*
 * The profile journey (issue 5): edit and save the profile (it survives a reload), the mandatory
 * flag holds the candidate on the page until it is saved, a profile picture uploads with visible
 * progress, academic documents are added and removed, and a wrong file type shows message 116.
 */

const baseURL = inject('baseURL');

/** A 1x1 PNG and a one-page PDF: small real files for the uploads. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** Holds every file PUT (the upload to storage) for a moment, so its progress bar can be seen. */
async function slowUploads(page: Page): Promise<() => Promise<void>> {
  const handler = async (route: import('playwright-core').Route) => {
    if (route.request().method() !== 'PUT') return route.fallback();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    return route.fallback();
  };
  await page.route('**/*', handler);
  return () => page.unroute('**/*', handler);
}

let browser: Browser;
let portal: PortalPage;

async function openProfile(page: Page, path = '/dashboard/profile') {
  await page.goto(path);
  await page.getByRole('heading', { name: 'Profile', exact: true }).waitFor();
  await page.getByRole('button', { name: 'Save profile' }).waitFor();
}

beforeAll(async () => {
  browser = await launchBrowser();
  portal = await openPortal(browser, baseURL);
  await signIn(portal.page);
});

afterAll(async () => {
  await portal?.context.close();
  await browser?.close();
});

describe('profile', () => {
  it('has no serious WCAG violation', async () => {
    const { page } = portal;
    await openProfile(page);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('saves an edited profile, and the saved values come back after a reload', async () => {
    const { page } = portal;
    await openProfile(page);
    await page.getByLabel('City').fill('Faisalabad');
    await page.getByLabel("Father's name").fill('Tariq Khan');
    await page.getByLabel('Date of birth').fill('2004-05-06');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.getByRole('status').filter({ hasText: 'Your profile has been saved.' }).waitFor();

    await page.reload();
    await page.getByRole('button', { name: 'Save profile' }).waitFor();
    expect(await page.getByLabel('City').inputValue()).toBe('Faisalabad');
    expect(await page.getByLabel("Father's name").inputValue()).toBe('Tariq Khan');
    expect(await page.getByLabel('Date of birth').inputValue()).toBe('2004-05-06');
  });

  it('names an invalid field next to it and keeps everything typed', async () => {
    const { page } = portal;
    await openProfile(page);
    await page.getByLabel('City').fill('Multan');
    const cnic = page.getByLabel('CNIC');
    await cnic.fill('12345');
    await page.getByRole('button', { name: 'Save profile' }).click();
    const describedBy = await cnic.getAttribute('aria-describedby');
    expect(describedBy).toBeTruthy();
    const message = page.locator(`[id="${describedBy?.split(' ').at(-1)}"]`);
    expect(await message.innerText()).toMatch(/cnic/i);
    expect(await cnic.getAttribute('aria-invalid')).toBe('true');
    // Focus moved to the field to fix; nothing typed was lost.
    expect(await cnic.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await page.getByLabel('City').inputValue()).toBe('Multan');
    expect(await cnic.inputValue()).toBe('12345');

    // Fixed, it saves.
    await cnic.fill('35202-1234567-1');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.getByRole('status').filter({ hasText: 'Your profile has been saved.' }).waitFor();
  });

  it('edits academic records, names a bad one by its row, and saves them with the profile', async () => {
    const { page } = portal;
    await openProfile(page);
    const first = page.getByRole('group', { name: /^Record 1/ });
    await first.getByLabel('Marks (%)').fill('94');
    await page.getByRole('button', { name: 'Add academic record' }).click();
    const added = page.getByRole('group', { name: /^Record 3/ });
    await added.getByLabel('Institute').fill('Punjab University');
    await added.getByLabel('Marks (%)').fill('120');
    await page.getByRole('button', { name: 'Save academic records' }).click();
    const marks = added.getByLabel('Marks (%)');
    expect(await marks.getAttribute('aria-invalid')).toBe('true');
    await added.getByText('Marks must be between 0 and 100.').waitFor();
    // Focus went to the first field to fix (the new record's level), and nothing was lost.
    expect(
      await added.getByLabel('Level').evaluate((element) => element === document.activeElement),
    ).toBe(true);
    expect(await first.getByLabel('Marks (%)').inputValue()).toBe('94');

    await added.getByLabel('Level').selectOption({ label: 'Bachelor' });
    await added.getByLabel('Passing year').fill('2027');
    await marks.fill('81');
    await page.getByRole('button', { name: 'Save academic records' }).click();
    await page.getByRole('status').filter({ hasText: 'Your profile has been saved.' }).waitFor();

    await page.reload();
    await page.getByRole('button', { name: 'Save profile' }).waitFor();
    expect(
      await page
        .getByRole('group', { name: /^Record 1/ })
        .getByLabel('Marks (%)')
        .inputValue(),
    ).toBe('94');
    const saved = page.getByRole('group', { name: 'Record 3 (Bachelor)' });
    expect(await saved.getByLabel('Institute').inputValue()).toBe('Punjab University');
    expect(await saved.getByLabel('Passing year').inputValue()).toBe('2027');
  });

  it('says clearly when the server refuses a save, and keeps what was typed', async () => {
    const { page } = portal;
    await openProfile(page);
    await page.route('**/CandidateProfileService/UpdateProfile', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          Data: null,
          success: false,
          Message: 'The profile service is resting.',
          error: null,
        }),
      }),
    );
    await page.getByLabel('City').fill('Quetta');
    await page.getByRole('button', { name: 'Save profile' }).click();
    const refused = page.getByRole('alert').filter({ hasText: 'Your profile was not saved.' });
    await refused.waitFor();
    expect(await refused.innerText()).toContain('The profile service is resting.');
    expect(await page.getByLabel('City').inputValue()).toBe('Quetta');
    await page.unroute('**/CandidateProfileService/UpdateProfile');
  });

  it('keeps a mandatory visit on the page until the profile is saved', async () => {
    const { page } = portal;
    await openProfile(page, '/setting/profile/true');
    await page.getByText('Please complete your profile to continue.').waitFor();
    await page.getByRole('link', { name: 'My Courses' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Complete your profile first' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Stay and complete my profile' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/setting/profile/true');

    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.getByText('Your profile is complete.').waitFor();
    await page.getByRole('link', { name: 'My Courses' }).click();
    await waitForPath(page, '/dashboard');
  });

  it('uploads a profile picture with a visible progress bar; it is still there after a reload', async () => {
    const { page } = portal;
    await openProfile(page);
    const restore = await slowUploads(page);
    await page.getByLabel(/Upload photo|Change photo/).setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: png,
    });
    await page.getByRole('progressbar', { name: 'Uploading profile picture' }).waitFor();
    await page
      .getByRole('status')
      .filter({ hasText: 'Your profile picture has been updated.' })
      .waitFor();
    await restore();

    // The header shows the new picture too (the session's user info was refreshed).
    await page
      .getByRole('button', { name: /^Account menu for/ })
      .locator('img')
      .waitFor();

    await page.reload();
    const picture = page.locator('[data-slot="profile-image"] img');
    await picture.waitFor();
    await page.waitForFunction(() => {
      const image = document.querySelector<HTMLImageElement>('[data-slot="profile-image"] img');
      return image !== null && image.complete && image.naturalWidth === 1;
    });
  });

  it('refuses a wrong file type with application message 116', async () => {
    const { page } = portal;
    await openProfile(page);
    // The wording is the server's application message 116, as the portal stored it.
    const expected = await page.evaluate(() => {
      const stored = JSON.parse(localStorage.getItem('portal.applicationMessages') ?? 'null') as {
        Messages: Record<string, { Message: string }>;
      } | null;
      return stored?.Messages['116']?.Message ?? null;
    });
    expect(expected).toBeTruthy();
    await page.getByLabel(/Upload photo|Change photo/).setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a picture'),
    });
    const refusal = page.locator('[data-slot="profile-image"] [role="alert"]');
    await refusal.waitFor();
    expect(await refusal.innerText()).toBe(expected);
  });

  it('shows the server refusal (116) for a file whose bytes are not the picture it claims to be', async () => {
    const { page } = portal;
    await openProfile(page);
    const expected = await page.evaluate(() => {
      const stored = JSON.parse(localStorage.getItem('portal.applicationMessages') ?? 'null') as {
        Messages: Record<string, { Message: string }>;
      } | null;
      return stored?.Messages['116']?.Message ?? null;
    });
    // Passes the portal's type check (image/png, small), so only the server can tell.
    await page.getByLabel(/Upload photo|Change photo/).setInputFiles({
      name: 'fake.png',
      mimeType: 'image/png',
      buffer: Buffer.from('this is text wearing a .png name'),
    });
    const refusal = page.locator('[data-slot="profile-image"] [role="alert"]');
    await refusal.waitFor();
    expect(await refusal.innerText()).toBe(expected);
    // The earlier picture is still the one shown.
    await page.waitForFunction(() => {
      const image = document.querySelector<HTMLImageElement>('[data-slot="profile-image"] img');
      return image !== null && image.complete && image.naturalWidth === 1;
    });
  });

  it('adds an academic document with progress, then removes it after confirming', async () => {
    const { page } = portal;
    await openProfile(page);
    const documents = page.getByRole('region', { name: 'Academic documents' });
    await documents.getByRole('button', { name: 'Add document' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add academic document' });
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByLabel('Title').fill('Matric result card');
    await dialog.getByLabel('File', { exact: false }).first().setInputFiles({
      name: 'matric-result.pdf',
      mimeType: 'application/pdf',
      buffer: pdf,
    });
    const restore = await slowUploads(page);
    await dialog.getByRole('button', { name: 'Upload document' }).click();
    await dialog.getByRole('progressbar').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await restore();
    const link = documents.getByRole('link', { name: 'Matric result card' });
    await link.waitFor();

    await page.reload();
    await link.waitFor();
    await documents.getByRole('button', { name: 'Remove Matric result card' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Remove this document?' });
    await confirm.getByRole('button', { name: 'Keep' }).click();
    expect(await link.isVisible()).toBe(true);
    await documents.getByRole('button', { name: 'Remove Matric result card' }).click();
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await link.waitFor({ state: 'detached' });
    await page.reload();
    await documents.getByRole('button', { name: 'Add document' }).waitFor();
    await page.getByRole('button', { name: 'Save profile' }).waitFor();
    expect(await documents.getByRole('link', { name: 'Matric result card' }).count()).toBe(0);
  });

  it('never holds a logout, even from an unsaved mandatory profile', async () => {
    const { page } = portal;
    await openProfile(page, '/setting/profile/true');
    await page.getByRole('button', { name: /^Account menu for/ }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await waitForPath(page, '/account/login');
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    // Nothing in the whole journey crashed the page.
    expect(portal.errors).toEqual([]);
  });
});

/*
 * Unsaved edits are never lost silently (with or without the mandatory flag): leaving for another
 * page asks "Leave without saving?", a reload or a closed tab gets the browser's own prompt,
 * a saved profile leaves freely, and logout is never held. Runs after the journey above logged
 * out, so it signs in again.
 */
describe('profile with unsaved edits', () => {
  const leaveDialog = (page: Page) =>
    page.getByRole('alertdialog', { name: 'Leave without saving?' });

  beforeAll(async () => {
    await signIn(portal.page);
  });

  it('asks before leaving an edited field; "Stay" keeps what was typed, "Leave" goes', async () => {
    const { page } = portal;
    await openProfile(page);
    await page.getByLabel('City').fill('Sialkot');
    await page.getByRole('link', { name: 'My Courses' }).click();
    const dialog = leaveDialog(page);
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain('Your changes have not been saved.');

    await dialog.getByRole('button', { name: 'Stay' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/dashboard/profile');
    expect(await page.getByLabel('City').inputValue()).toBe('Sialkot');

    await page.getByRole('link', { name: 'My Courses' }).click();
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Leave' }).click();
    await waitForPath(page, '/dashboard');
    expect(await page.getByRole('alertdialog').count()).toBe(0);

    // Nothing was saved: the profile shows the stored city again.
    await openProfile(page);
    expect(await page.getByLabel('City').inputValue()).not.toBe('Sialkot');
  });

  it('does not ask when an edit is typed back to the loaded value', async () => {
    const { page } = portal;
    await openProfile(page);
    const city = page.getByLabel('City');
    const loaded = await city.inputValue();
    await city.fill(`${loaded} edited`);
    await city.fill(loaded);
    await page.getByRole('link', { name: 'My Courses' }).click();
    await waitForPath(page, '/dashboard');
    expect(await page.getByRole('alertdialog').count()).toBe(0);
  });

  it('asks for an edited academic record too', async () => {
    const { page } = portal;
    await openProfile(page);
    await page.getByRole('button', { name: 'Add academic record' }).click();
    await page.getByRole('link', { name: 'Notifications' }).click();
    const dialog = leaveDialog(page);
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Stay' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/dashboard/profile');
    await page.getByRole('group', { name: /^Record 3/ }).waitFor();
    await page.getByRole('link', { name: 'Notifications' }).click();
    await dialog.getByRole('button', { name: 'Leave' }).click();
    await waitForPath(page, '/dashboard/notifications');
  });

  it('asks before the back button leaves a title typed in the add-document dialog', async () => {
    const { page } = portal;
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Profile' }).click();
    await page.getByRole('button', { name: 'Save profile' }).waitFor();
    const documents = page.getByRole('region', { name: 'Academic documents' });
    await documents.getByRole('button', { name: 'Add document' }).click();
    const addDialog = page.getByRole('dialog', { name: 'Add academic document' });
    await addDialog.getByLabel('Title').fill('Intermediate result card');

    await page.evaluate(() => history.back());
    const dialog = leaveDialog(page);
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Stay' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/dashboard/profile');
    expect(await addDialog.getByLabel('Title').inputValue()).toBe('Intermediate result card');

    // Cancelled, the dialog's input is gone on purpose: leaving no longer asks.
    await addDialog.getByRole('button', { name: 'Cancel' }).click();
    await addDialog.waitFor({ state: 'hidden' });
    await page.evaluate(() => history.back());
    await waitForPath(page, '/dashboard');
    expect(await page.getByRole('alertdialog').count()).toBe(0);
  });

  it('lets the browser ask before a reload or a closed tab drops the edits', async () => {
    /** Edits the city and waits until the page has armed its beforeunload prompt (one render later). */
    const editCity = async (page: Page, value: string) => {
      await openProfile(page);
      // Chromium prompts only on a page the user has interacted with.
      await page.getByLabel('City').click();
      await page.getByLabel('City').fill(value);
      await page.waitForFunction(() => {
        const probe = new Event('beforeunload', { cancelable: true });
        window.dispatchEvent(probe);
        return probe.defaultPrevented;
      });
    };
    /** The type of the next dialog, which is dismissed ("stay on the page"). */
    const nextDialog = (page: Page) =>
      new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no dialog within 10 s')), 10_000);
        page.once('dialog', (dialog) => {
          clearTimeout(timer);
          resolve(dialog.type());
          void dialog.dismiss();
        });
      });

    const { page } = portal;
    await editCity(page, 'Gujranwala');
    const onReload = nextDialog(page);
    const reload = page.reload({ timeout: 5_000 }).catch(() => undefined);
    expect(await onReload).toBe('beforeunload');
    await reload;
    // Dismissed: the page stayed, with what was typed.
    expect(await page.getByLabel('City').inputValue()).toBe('Gujranwala');

    // A second tab of the same session: closing it asks too, and dismissing keeps it open.
    const tab = await portal.context.newPage();
    await editCity(tab, 'Gujrat');
    const onClose = nextDialog(tab);
    await tab.close({ runBeforeUnload: true });
    expect(await onClose).toBe('beforeunload');
    expect(tab.isClosed()).toBe(false);
    expect(await tab.getByLabel('City').inputValue()).toBe('Gujrat');
    await tab.close();
  });

  it('leaves freely after the edits are saved', async () => {
    const { page } = portal;
    await openProfile(page);
    await page.getByLabel('City').fill('Peshawar');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.getByRole('status').filter({ hasText: 'Your profile has been saved.' }).waitFor();
    await page.getByRole('link', { name: 'My Courses' }).click();
    await waitForPath(page, '/dashboard');
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    await openProfile(page);
    expect(await page.getByLabel('City').inputValue()).toBe('Peshawar');
  });

  it('never holds a logout with unsaved edits', async () => {
    const { page } = portal;
    await openProfile(page);
    await page.getByLabel('City').fill('Hyderabad');
    await page.getByRole('button', { name: /^Account menu for/ }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await waitForPath(page, '/account/login');
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    expect(portal.errors).toEqual([]);
  });
});
