import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPortal, signIn, waitForPath } from '../support/browser';

/*
 * Issue 11, item 3: the login field says "Username or email" and takes either: the email in any
 * case, and the same message as a wrong user name when the password is wrong.
 */

const baseURL = inject('baseURL');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('login with the email', () => {
  it('signs in with the email address typed in mixed case', async () => {
    const portal = await openPortal(browser, baseURL);
    try {
      await signIn(portal.page, ' Demo.Candidate@Candidate-Portal.local ');
      await portal.page.getByRole('heading', { name: /^Welcome, / }).waitFor();
      expect(portal.errors).toEqual([]);
    } finally {
      await portal.context.close();
    }
  });

  it('gives the same message for a wrong password by email as by user name', async () => {
    const portal = await openPortal(browser, baseURL);
    try {
      const { page } = portal;
      const messageFor = async (loginName: string) => {
        await page.goto('/account/login');
        await page.getByLabel('Username or email').fill(loginName);
        await page.getByLabel('Password', { exact: true }).fill('Wrong@12345');
        await page.getByRole('button', { name: 'Sign in' }).click();
        const alert = page.getByRole('alert').filter({ hasText: 'incorrect' }).first();
        await alert.waitFor();
        await waitForPath(page, '/account/login');
        return alert.innerText();
      };
      const byName = await messageFor('demo.candidate2');
      const byEmail = await messageFor('demo.candidate2@candidate-portal.local');
      expect(byName).toContain('The user name or password is incorrect.');
      expect(byEmail).toBe(byName);
    } finally {
      await portal.context.close();
    }
  });
});
