import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';

/** Debian's Chromium; nothing downloads a browser (TOOLCHAIN.md). */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-dev-shm-usage',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

export interface PortalPage {
  context: BrowserContext;
  page: Page;
  /** Uncaught page errors, to assert the journey never crashed the app. */
  errors: string[];
}

export async function openPortal(
  browser: Browser,
  baseURL: string,
  userAgent?: string,
  /** More of the browser's settings, e.g. its time zone and locale. */
  contextOptions: BrowserContextOptions = {},
): Promise<PortalPage> {
  return portalIn(
    await browser.newContext({ baseURL, ...contextOptions, ...(userAgent ? { userAgent } : {}) }),
  );
}

async function portalIn(context: BrowserContext): Promise<PortalPage> {
  // Generous: CI machines are small and the journeys share them with the server.
  context.setDefaultTimeout(20_000);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

/** Waits until the SPA shows the given path (client-side navigations included). */
export async function waitForPath(page: Page, path: string | RegExp): Promise<void> {
  await page.waitForURL((url) =>
    typeof path === 'string' ? url.pathname === path : path.test(url.pathname + url.search),
  );
}

/** Waits for the page title the router sets after the route renders ('Route title | Candidate Portal'). */
export async function waitForTitle(page: Page, title: string): Promise<void> {
  await page.waitForFunction((expected) => document.title === expected, title);
}

/** Signs in through the login form (demo candidate by default) and waits for the dashboard. */
export async function signIn(
  page: Page,
  userName = 'demo.candidate',
  password = 'Demo@12345',
): Promise<void> {
  await page.goto('/account/login');
  await page.getByLabel('Username or email').fill(userName);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await waitForPath(page, '/dashboard');
}

/**
 * demo.candidate2 has not answered the how-you-know question, so its first dashboard may ask it
 * (unless another journey already answered "Not now"): waits up to 5 s for the dialog, declines it.
 */
export async function dismissHowYouKnow(page: Page): Promise<void> {
  const howYouKnow = page.getByRole('dialog', { name: 'How did you hear about us?' });
  const asked = await howYouKnow.waitFor({ timeout: 5000 }).then(
    () => true,
    () => false,
  );
  if (!asked) return;
  await howYouKnow.getByRole('button', { name: 'Not now' }).click();
  await howYouKnow.waitFor({ state: 'detached' });
}

/**
 * A signed-in portal with a cold cache: signs in through the form in a throwaway context, then opens
 * a fresh context holding only that session's storage, so the next page load downloads every chunk.
 */
export async function openSignedInPortal(
  browser: Browser,
  baseURL: string,
  userName = 'demo.candidate',
): Promise<PortalPage> {
  const signingIn = await openPortal(browser, baseURL);
  let storageState: Awaited<ReturnType<BrowserContext['storageState']>>;
  try {
    await signIn(signingIn.page, userName);
    storageState = await signingIn.context.storageState();
  } finally {
    await signingIn.context.close();
  }
  return portalIn(await browser.newContext({ baseURL, storageState }));
}
