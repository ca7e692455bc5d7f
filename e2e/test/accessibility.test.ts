import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPortal, waitForPath, type PortalPage } from '../support/browser';
import { seriousViolations } from '../support/axe';

/*
 * Every account screen is labelled and operable: axe-core (WCAG 2 A/AA rules) finds no serious or
 * critical violation on them, nor on the signed-in dashboard.
 */

const baseURL = inject('baseURL');

let browser: Browser;
let portal: PortalPage;
beforeAll(async () => {
  browser = await launchBrowser();
  portal = await openPortal(browser, baseURL);
});
afterAll(async () => {
  await portal?.context.close();
  await browser?.close();
});

describe('accessibility', () => {
  const screens: [string, string][] = [
    ['/account/login', 'Sign in'],
    ['/account/SignUp', 'Create your account'],
    ['/account/resetPassword', 'Reset your password'],
    ['/account/verifyPhoneNumber?userName=demo.candidate', 'Verify your phone number'],
    ['/account/resendConfirmationEmail', 'Resend confirmation email'],
    ['/account/no-such-page', 'Page not found'],
  ];

  for (const [path, heading] of screens) {
    it(`${path} has no serious WCAG violation`, async () => {
      await portal.page.goto(path);
      await portal.page.getByRole('heading', { name: heading }).waitFor();
      expect(await seriousViolations(portal.page)).toEqual([]);
    });
  }

  it('the signed-in dashboard has no serious WCAG violation', async () => {
    const { page } = portal;
    await page.goto('/account/login');
    await page.getByLabel('Username or email').fill('demo.candidate');
    await page.getByLabel('Password', { exact: true }).fill('Demo@12345');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await waitForPath(page, '/dashboard');
    await page.getByRole('heading', { name: /^Welcome, / }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
