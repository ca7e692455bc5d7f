import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { seriousViolations } from '../support/axe';
import {
  launchBrowser,
  signIn,
  waitForPath,
  waitForTitle,
  type PortalPage,
} from '../support/browser';

/*
 * Issue 11, items 4 and 5: the settings page (/setting), and dark mode: the system's colour scheme
 * by default, the student's choice from settings kept across reloads (painted before the app
 * runs, by theme-init.js, inline in index.html) and brought back from the server at sign-in.
 */

const baseURL = inject('baseURL');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function open(
  options: {
    colorScheme?: 'light' | 'dark';
    storageState?: Awaited<ReturnType<BrowserContext['storageState']>>;
  } = {},
): Promise<PortalPage> {
  const context = await browser.newContext({
    baseURL,
    colorScheme: options.colorScheme ?? 'light',
    storageState: options.storageState,
  });
  context.setDefaultTimeout(20_000);
  // Whether the page was dark in the first frame the browser painted (before the app's code ran).
  await context.addInitScript(() => {
    requestAnimationFrame(() => {
      (window as unknown as { firstFrameDark: boolean }).firstFrameDark =
        document.documentElement.classList.contains('dark');
    });
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

const isDark = (page: Page) =>
  page.evaluate(() => document.documentElement.classList.contains('dark'));
const firstFrameDark = (page: Page) =>
  page.evaluate(() => (window as unknown as { firstFrameDark?: boolean }).firstFrameDark);
const backgroundOf = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);

async function settingsCall(token: string, method: 'GET' | 'POST', body?: unknown) {
  const response = await fetch(
    `${baseURL}/api/v6/CandidateSettingsService/${method === 'GET' ? 'GetSettings' : 'SaveSettings'}`,
    {
      method,
      headers: {
        'Content-Type': 'application/json',
        'X-Application-Security': 'candidate-portal-web',
        Authorization: `Bearer ${token}`,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    },
  );
  return (await response.json()) as { Data: Record<string, unknown> };
}

async function accessToken(page: Page): Promise<string> {
  const stored = await page.evaluate(() => localStorage.getItem('portal.authToken'));
  return (JSON.parse(stored ?? '{}') as { token: string }).token;
}

describe('the settings page', () => {
  it('has an h1, account links, the theme, notification preferences and the leaderboard placeholder', async () => {
    const portal = await open();
    try {
      const { page } = portal;
      await signIn(page, 'demo.candidate');
      // The header's maintenance button moved here.
      expect(
        await page
          .getByRole('banner')
          .getByRole('button', { name: 'Clear browser storage' })
          .count(),
      ).toBe(0);
      // The account menu leads here; so does /dashboard/settings.
      await page.getByRole('button', { name: /^Account menu for / }).click();
      await page.getByRole('menuitem', { name: 'Settings' }).click();
      await waitForPath(page, '/setting');
      await waitForTitle(page, 'Settings | Candidate Portal');
      await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
      for (const region of [
        'Account',
        'Appearance',
        'Notification preferences',
        'Leaderboard',
        'Browser storage',
      ]) {
        await page.getByRole('region', { name: region }).waitFor();
      }
      expect(await page.getByRole('link', { name: 'Change password' }).getAttribute('href')).toBe(
        '/account/changePassword',
      );
      expect(
        await page.getByRole('link', { name: 'Profile', exact: true }).first().getAttribute('href'),
      ).toMatch(/profile$/);
      expect(await seriousViolations(page)).toEqual([]);

      await page.goto('/dashboard/settings');
      await waitForPath(page, '/setting');
      expect(portal.errors).toEqual([]);
    } finally {
      await portal.context.close();
    }
  });

  it('saves notification preferences on the server; they are there after a reload', async () => {
    const portal = await open();
    let token = '';
    let before: Record<string, unknown> = {};
    try {
      const { page } = portal;
      await signIn(page, 'demo.candidate');
      token = await accessToken(page);
      before = (await settingsCall(token, 'GET')).Data;
      await page.goto('/setting');
      const notifications = page.getByRole('region', { name: 'Notification preferences' });
      await notifications.getByRole('checkbox', { name: /^Announcements/ }).uncheck();
      await notifications.getByRole('checkbox', { name: /^Push notifications/ }).uncheck();
      await notifications.getByRole('button', { name: 'Save notification settings' }).click();
      await page.getByText('Your notification settings are saved.').waitFor();
      const saved = await settingsCall(await accessToken(page), 'GET');
      expect(saved.Data.PushNotifications).toBe(false);
      expect(saved.Data.NotificationKinds).not.toContain('announcements');

      await page.reload();
      const again = page.getByRole('region', { name: 'Notification preferences' });
      expect(await again.getByRole('checkbox', { name: /^Announcements/ }).isChecked()).toBe(false);
      expect(await again.getByRole('checkbox', { name: /^Push notifications/ }).isChecked()).toBe(
        false,
      );
      expect(await again.getByRole('checkbox', { name: /^Course content/ }).isChecked()).toBe(true);
    } finally {
      // Leave demo.candidate as the other journeys expect it.
      if (token) await settingsCall(token, 'POST', before);
      await portal.context.close();
    }
  });

  it('clears browser storage only after a confirmation, and keeps the session', async () => {
    const portal = await open();
    try {
      const { page } = portal;
      await signIn(page, 'demo.candidate');
      await page.goto('/setting');
      await page.evaluate(() => {
        localStorage.setItem('portal.commonData', '{}');
        sessionStorage.setItem('anything', '1');
      });
      await page.getByRole('button', { name: 'Clear browser storage' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Clear browser storage?' });
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(await page.evaluate(() => localStorage.getItem('portal.commonData'))).toBe('{}');

      await page.getByRole('button', { name: 'Clear browser storage' }).click();
      await Promise.all([
        page.waitForEvent('load'),
        dialog.getByRole('button', { name: 'Clear and reload' }).click(),
      ]);
      const left = await page.evaluate(() => ({
        commonData: localStorage.getItem('portal.commonData'),
        sessionEntries: sessionStorage.length,
        token: localStorage.getItem('portal.authToken'),
      }));
      expect(left).toMatchObject({ commonData: null, sessionEntries: 0 });
      expect(left.token).not.toBeNull();
      await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    } finally {
      await portal.context.close();
    }
  });
});

describe('dark mode', () => {
  it('follows a dark system colour scheme from the first frame, before signing in', async () => {
    const portal = await open({ colorScheme: 'dark' });
    try {
      const { page } = portal;
      await page.goto('/account/login');
      await page.getByRole('button', { name: 'Sign in' }).waitFor();
      expect(await firstFrameDark(page)).toBe(true);
      expect(await isDark(page)).toBe(true);
      expect(await backgroundOf(page)).not.toBe('rgb(255, 255, 255)');
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await portal.context.close();
    }
  });

  it('keeps the light theme chosen in settings over a dark system, across a reload', async () => {
    const portal = await open({ colorScheme: 'dark' });
    let token = '';
    try {
      const { page } = portal;
      await signIn(page, 'demo.candidate');
      token = await accessToken(page);
      expect(await isDark(page)).toBe(true);
      await page.goto('/setting');
      await page.getByRole('radio', { name: /^Light/ }).check();
      await expect.poll(() => isDark(page)).toBe(false);
      await expect
        .poll(async () => (await settingsCall(await accessToken(page), 'GET')).Data.Theme)
        .toBe('light');

      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
      expect(await firstFrameDark(page)).toBe(false);
      expect(await isDark(page)).toBe(false);
      expect(await backgroundOf(page)).toBe('rgb(255, 255, 255)');
      expect(await page.getByRole('radio', { name: /^Light/ }).isChecked()).toBe(true);
    } finally {
      if (token) {
        const current = await settingsCall(token, 'GET');
        await settingsCall(token, 'POST', { ...current.Data, Theme: 'system' });
      }
      await portal.context.close();
    }
  });

  it('brings the theme saved on the server to a new browser at sign-in', async () => {
    const portal = await open({ colorScheme: 'light' });
    try {
      const { page } = portal;
      await signIn(page, 'demo.candidate');
      const token = await accessToken(page);
      const current = await settingsCall(token, 'GET');
      await settingsCall(token, 'POST', { ...current.Data, Theme: 'dark' });

      const fresh = await open({ colorScheme: 'light' });
      try {
        await signIn(fresh.page, 'demo.candidate');
        await expect.poll(() => isDark(fresh.page)).toBe(true);
        expect(await fresh.page.evaluate(() => localStorage.getItem('portal.theme'))).toBe('dark');
      } finally {
        await fresh.context.close();
        // Leave the account as the other journeys expect it: following the system.
        await settingsCall(token, 'POST', { ...current.Data, Theme: 'system' });
      }
    } finally {
      await portal.context.close();
    }
  });
});
