import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:4700';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
const page = await context.newPage();
await page.goto(base + '/account/login');
await page.getByLabel('Username or email').fill('demo.candidate');
await page.getByLabel('Password', { exact: true }).fill('Demo@12345');
await page.getByRole('button', { name: 'Sign in' }).click();
await page.waitForURL(/dashboard/);
await page.getByText('Open course').first().click();
await page.waitForTimeout(2000);
const m = page.url().match(/(\/course\/[^/]+\/[^/]+)/);
for (const sub of process.argv.slice(2)) {
  await page.goto(base + m[1] + '/' + sub);
  await page.waitForTimeout(2500);
  const wide = await page.evaluate(() => {
    const out = [];
    for (const el of document.querySelectorAll('body *')) {
      const r = el.getBoundingClientRect();
      if (r.right > window.innerWidth + 1) out.push(`${el.tagName}.${(el.className?.baseVal ?? el.className ?? '').toString().slice(0, 140)} right=${Math.round(r.right)} w=${Math.round(r.width)}`);
    }
    return { scrollWidth: document.documentElement.scrollWidth, out: out.slice(0, 8) };
  });
  console.log(sub, JSON.stringify(wide, null, 1));
}
await browser.close();
