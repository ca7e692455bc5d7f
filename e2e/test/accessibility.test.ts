import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPortal, waitForPath, type PortalPage } from '../support/browser';

/*
 * Every account screen is labelled and operable: axe-core (WCAG 2 A/AA rules) finds no serious or
 * critical violation on them, nor on the signed-in dashboard.
 */

const baseURL = inject('baseURL');
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  const { violations, passes } = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Document, options: object) => Promise<{ violations: unknown[] }> };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] },
    });
    return {
      violations: result.violations,
      passes: (result as { passes?: unknown[] }).passes?.length ?? 0,
    };
  });
  // axe really ran: it checked (and passed) rules on this page.
  expect(passes).toBeGreaterThan(0);
  return (violations as AxeViolation[])
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
}

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
