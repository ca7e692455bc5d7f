import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPortal, signIn, waitForPath } from '../support/browser';

/*
 * Issue 11, item 1: logout ends the server session. The portal tells the server with the token
 * still stored, then clears its own state; an unreachable server still logs the student out here.
 */

const baseURL = inject('baseURL');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

interface StoredTokens {
  token: string;
  refresh_token: string;
}

async function storedTokens(page: Page): Promise<StoredTokens | null> {
  const text = await page.evaluate(() => localStorage.getItem('portal.authToken'));
  return text ? (JSON.parse(text) as StoredTokens) : null;
}

/** Presents a refresh token to the server as the portal would, and returns the HTTP status. */
async function refreshStatus(tokens: StoredTokens): Promise<number> {
  const response = await fetch(`${baseURL}/api/v6/token/refresh`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Application-Security': 'candidate-portal-web',
    },
    body: JSON.stringify({ AccessToken: tokens.token, RefreshToken: tokens.refresh_token }),
  });
  return response.status;
}

async function logOutThroughMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Account menu for / }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await waitForPath(page, '/account/login');
}

describe('logout', () => {
  it('ends the session on the server: the refresh token captured before logout is refused', async () => {
    const portal = await openPortal(browser, baseURL);
    try {
      const { page } = portal;
      const logoutCalls: { status: number; authorised: boolean }[] = [];
      page.on('response', (response) => {
        if (response.url().endsWith('/api/v6/AccountService/Logout')) {
          logoutCalls.push({
            status: response.status(),
            authorised: Boolean(response.request().headers()['authorization']),
          });
        }
      });
      await signIn(page);
      const before = await storedTokens(page);
      expect(before?.refresh_token).toBeTruthy();

      await logOutThroughMenu(page);
      expect(await storedTokens(page)).toBeNull();
      expect(logoutCalls).toEqual([{ status: 200, authorised: true }]);
      // The server refuses the refresh token the browser held before logging out.
      expect(await refreshStatus(before!)).toBeGreaterThanOrEqual(400);
      expect(await refreshStatus(before!)).toBeLessThan(500);
      expect(portal.errors).toEqual([]);
    } finally {
      await portal.context.close();
    }
  });

  it('still logs out locally when the server cannot be reached', async () => {
    const portal = await openPortal(browser, baseURL);
    try {
      const { page } = portal;
      await signIn(page);
      const before = await storedTokens(page);
      await page.route('**/api/v6/AccountService/Logout', (route) => route.abort('connectionrefused'));

      await logOutThroughMenu(page);
      expect(await storedTokens(page)).toBeNull();
      await page.goto('/dashboard');
      await waitForPath(page, /^\/account\/login\?redirect=%2Fdashboard$/);
      // The server was never told, so that session is still live there: the refresh works.
      expect(await refreshStatus(before!)).toBe(200);
    } finally {
      await portal.context.close();
    }
  });
});
