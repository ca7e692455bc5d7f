import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

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

/**
 * Runs axe-core on the page for the given rule tags. Injected through the DevTools protocol, not as
 * a <script> tag: the portal's CSP (rightly) refuses inline script, and a test tool must not need
 * the policy loosened. Fails the test if axe checked nothing (it did not really run).
 */
async function runAxe(page: Page, tags: readonly string[]): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const { violations, passes } = await page.evaluate(async (values) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: Document,
            options: object,
          ) => Promise<{ violations: unknown[]; passes?: unknown[] }>;
        };
      }
    ).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values } });
    return { violations: result.violations, passes: result.passes?.length ?? 0 };
  }, tags);
  expect(passes).toBeGreaterThan(0);
  return violations as AxeViolation[];
}

const nodesOf = (violation: AxeViolation) =>
  violation.nodes.map((node) => node.target.join(' ')).join(', ');

/**
 * axe-core's serious and critical WCAG 2 A/AA violations on the page, one line each (rule, help,
 * the offending nodes).
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const violations = await runAxe(page, ['wcag2a', 'wcag2aa']);
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${nodesOf(violation)})`);
}

/**
 * Every axe-core violation on the page, of any impact (minor and moderate included), for the WCAG 2
 * A/AA rules and axe's best practices (landmarks, heading order, one h1): one line each.
 */
export async function allViolations(page: Page): Promise<string[]> {
  const violations = await runAxe(page, [
    'wcag2a',
    'wcag2aa',
    'wcag21a',
    'wcag21aa',
    'best-practice',
  ]);
  return violations.map(
    (violation) =>
      `${violation.impact ?? 'unknown'} ${violation.id}: ${violation.help} (${nodesOf(violation)})`,
  );
}
