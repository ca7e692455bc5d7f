import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:4700';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const [name, viewport, scheme] of [['desk-light', { width: 1366, height: 768 }, 'light'], ['phone-dark', { width: 390, height: 844 }, 'dark']]) {
  const context = await browser.newContext({ viewport, colorScheme: scheme });
  const page = await context.newPage();
  await page.goto(base + '/account/login');
  await page.getByLabel('Username or email').fill('demo.candidate');
  await page.getByLabel('Password', { exact: true }).fill('Demo@12345');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/dashboard/);
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/shots/${name}-dashboard.png`, fullPage: false });
  const card = page.getByText('Open course').first();
  await card.click();
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `/tmp/shots/${name}-course.png` });
  const url = page.url();
  const m = url.match(/(\/course\/[^/]+\/[^/]+)/);
  for (const sub of ['notes', 'bookmarks']) {
    await page.goto(base + m[1] + '/' + sub);
    await page.waitForTimeout(2500);
    await page.screenshot({ path: `/tmp/shots/${name}-${sub}.png`, fullPage: true });
  }
  await context.close();
}
await browser.close();
