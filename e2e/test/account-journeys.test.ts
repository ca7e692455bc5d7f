import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  launchBrowser,
  openPortal,
  waitForPath,
  waitForTitle,
  type PortalPage,
} from '../support/browser';
import { decryptValue } from '../../apps/web/src/platform/crypto';
import { allViolations, seriousViolations } from '../support/axe';
import { confirmationLink, oneTimeCode, waitForMessage } from '../support/outbox';
import { fillSignUpForm, newCandidate, requiredField, signUpNewCandidate } from '../support/sign-up';

const baseURL = inject('baseURL');
const routeKey = process.env.VITE_ROUTE_ENCRYPTION_KEY || 'candidate-portal-local-route-key';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function login(page: Page, userName: string, password: string) {
  await page.getByLabel('Username or email').fill(userName);
  await requiredField(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('portal.authToken'));
}

describe('sign up, confirm, verify, log in, reload, log out', () => {
  let portal: PortalPage;
  afterAll(async () => portal?.context.close());

  it('takes a new candidate from sign-up to the dashboard and back out', async () => {
    portal = await openPortal(browser, baseURL);
    const { page } = portal;
    const candidate = newCandidate('e2e');
    const { userName, email, phoneNumber, password } = candidate;

    await page.goto('/account/SignUp');
    await waitForTitle(page, 'Sign Up | Candidate Portal');
    // spec 4: the sign-up draft survives a reload (an encrypted cookie, without the password).
    await requiredField(page, 'Full name').fill(candidate.fullName);
    const draftCookie = async () =>
      (await portal.context.cookies()).find((cookie) => cookie.name === 'portal.signUpDraft');
    // The cookie is encrypted with the build's key: read it the way the portal does.
    const draftFullName = async () => {
      const cookie = await draftCookie();
      const plain = cookie ? decryptValue(decodeURIComponent(cookie.value), routeKey) : null;
      return plain ? (JSON.parse(plain) as { fullName?: string }).fullName : undefined;
    };
    await expect.poll(draftFullName, { timeout: 5_000 }).toBe('Journey Tester');
    expect(decodeURIComponent((await draftCookie())?.value ?? '')).not.toContain('Journey');
    await page.reload();
    expect(await requiredField(page, 'Full name').inputValue()).toBe('Journey Tester');
    await fillSignUpForm(page, candidate);
    // Number-only input strips the non-digits typed.
    await requiredField(page, 'Mobile number').fill(
      `${phoneNumber.slice(0, 3)}-${phoneNumber.slice(3)}`,
    );
    expect(await requiredField(page, 'Mobile number').inputValue()).toBe(phoneNumber);
    await page.getByRole('button', { name: 'Create account' }).click();

    await waitForPath(page, '/account/verifyPhoneNumber');
    expect(await draftCookie()).toBeUndefined();
    await page.getByRole('button', { name: 'Send code' }).click();
    await waitForPath(page, '/account/verifyOTP');

    // The confirmation e-mail and the SMS, from the dev outbox.
    const mail = await waitForMessage(baseURL, email, (message) =>
      /confirmEmail/.test(message.Body),
    );
    const link = confirmationLink(mail);
    expect(link.searchParams.get('UserId')).toBeTruthy();
    expect(link.searchParams.get('Code')).toBeTruthy();
    const sms = await waitForMessage(baseURL, `+92${phoneNumber}`, (message) =>
      /\d{4,8}/.test(message.Body),
    );

    // Confirm the e-mail in a second tab, as from the mail client.
    const mailTab = await portal.context.newPage();
    await mailTab.goto(link.pathname + link.search);
    await mailTab.getByText('Your email address is confirmed.').waitFor();
    await mailTab.close();

    // Verify the phone with the one-time code.
    const code = oneTimeCode(sms);
    // The code boxes form a group named by the field label; typing moves from box to box.
    const otp = page.getByRole('group', { name: 'One-time code' });
    await otp.locator('input').first().click();
    await page.keyboard.type(code);
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await waitForPath(page, '/account/login');
    // (The success alert lasts 5 s; under load it may be gone already, so the path is the proof.)

    // Log in: the dashboard greets the new candidate.
    await login(page, userName, password);
    await waitForPath(page, '/dashboard');
    // The how-you-know dialog (below) lives in the layout and may open before the dashboard's chunk
    // has rendered; a modal dialog hides the rest of the page from the accessibility tree
    // (aria-hidden), so the greeting is looked for there too. It must still be visible on screen.
    await page.getByRole('heading', { name: 'Welcome, Journey Tester', includeHidden: true }).waitFor();
    await waitForTitle(page, 'Dashboard | Candidate Portal');
    // A new candidate is asked how they heard of us (spec 1): answer it; it is not asked again.
    const howYouKnow = page.getByRole('dialog', { name: 'How did you hear about us?' });
    await howYouKnow.waitFor();
    await howYouKnow.getByRole('radio').first().check();
    const detail = howYouKnow.getByLabel('Please tell us more');
    if (await detail.isVisible()) await detail.fill('A friend');
    await howYouKnow.getByRole('button', { name: 'Save' }).click();
    await howYouKnow.waitFor({ state: 'detached' });

    // First run (issue 11, item 8): no course yet, so a welcome with the next step, not 'Oops!'.
    // Checked once the modal question has closed: while it is open, the page behind it is hidden
    // from the accessibility tree (a CI run found the link 'missing' that way).
    const welcome = page.getByRole('region', { name: 'Welcome to the portal, Journey' });
    await welcome.waitFor();
    expect(await welcome.getByRole('link', { name: 'Complete your profile' }).getAttribute('href')).toBe(
      '/dashboard/profile',
    );
    expect(await page.getByText('Oops!').count()).toBe(0);

    // A reload keeps the session (and the answer).
    await page.reload();
    await page.getByRole('heading', { name: 'Welcome, Journey Tester' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    expect(await page.getByRole('dialog').count()).toBe(0);

    // The optional dashboard tab is part of the URL.
    await page.getByRole('tab', { name: 'My Ebooks' }).click();
    await waitForPath(page, '/dashboard/ebooks');
    await page.getByRole('tab', { name: 'My Courses' }).click();
    await waitForPath(page, '/dashboard');

    // Log out: back to login, token gone, protected pages refused.
    await page.getByRole('button', { name: 'Account menu for Journey Tester' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await waitForPath(page, '/account/login');
    expect(await storedToken(page)).toBeNull();
    await page.goto('/dashboard/profile');
    await waitForPath(page, /^\/account\/login\?redirect=%2Fdashboard%2Fprofile$/);
    expect(portal.errors).toEqual([]);
  });
});

describe('login errors and refusals', () => {
  let portal: PortalPage;
  beforeAll(async () => {
    portal = await openPortal(browser, baseURL);
  });
  afterAll(async () => portal?.context.close());

  it('shows the server message for a wrong password and stays on login', async () => {
    const { page } = portal;
    // The message the server gives for these credentials (spec 8: error_description).
    const response = await fetch(`${baseURL}/api/v6/oauthService/token`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        'X-Application-Security': 'candidate-portal-web',
      },
      body: new URLSearchParams({
        username: 'demo.candidate2',
        password: 'Wrong@12345',
        grant_type: 'password',
      }),
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error_description?: string; Message?: string };
    const serverMessage = body.error_description ?? body.Message ?? '';
    expect(serverMessage).not.toBe('');

    await page.goto('/account/login');
    await login(page, 'demo.candidate2', 'Wrong@12345');
    await expectFormError(page, serverMessage);
    expect(new URL(page.url()).pathname).toBe('/account/login');
    expect(await storedToken(page)).toBeNull();
  });

  it('refuses a non-candidate role (demo.teacher) and stores no session', async () => {
    const { page } = portal;
    await page.goto('/account/login');
    await login(page, 'demo.teacher', 'Demo@12345');
    // spec 8: role not candidate -> the user-not-found message of the application messages.
    const messages = await fetch(`${baseURL}/api/v6/ApplicationMessageService/GetAllMessages`, {
      headers: { 'X-Application-Security': 'candidate-portal-web' },
    });
    const body = (await messages.json()) as {
      Data: { Messages: Record<string, { Message: string }> };
    };
    const userNotFound = body.Data.Messages['73']?.Message ?? '';
    expect(userNotFound).not.toBe('');
    await expectFormError(page, userNotFound);
    expect(new URL(page.url()).pathname).toBe('/account/login');
    expect(await storedToken(page)).toBeNull();
    await page.goto('/dashboard');
    await waitForPath(page, '/account/login');
  });

  it('shows field errors from the domain schema without calling the server', async () => {
    const { page } = portal;
    await page.goto('/account/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const userName = page.getByLabel('Username or email');
    // The form's schema loads with the first keystroke or submit (issue 10: no zod on first paint),
    // so the errors appear a moment after the click.
    await expect.poll(() => userName.getAttribute('aria-invalid')).toBe('true');
    // Focus moves to the first invalid field.
    await expect
      .poll(() => userName.evaluate((element) => element === document.activeElement))
      .toBe(true);
  });
});

describe('login throttling in the portal', () => {
  let portal: PortalPage;
  beforeAll(async () => {
    portal = await openPortal(browser, baseURL);
  });
  afterAll(async () => portal?.context.close());

  // Issue 20, finding 2: failed sign-ins slow the attacker and then ask for the reCAPTCHA
  // challenge; the owner is never locked out. Runs after the wrong-password test (same account).
  it('asks for the security check after repeated failures, and lets the owner in with it', async () => {
    const { page } = portal;
    // Fail on the API until the server asks for the challenge, waiting out the short delays.
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const response = await fetch(`${baseURL}/api/v6/oauthService/token`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          'X-Application-Security': 'candidate-portal-web',
        },
        body: new URLSearchParams({
          username: 'demo.candidate2',
          password: 'Wrong@12345',
          grant_type: 'password',
        }),
      });
      const body = (await response.json()) as { error?: string };
      if (body.error === 'RecaptchaRequiredException') break;
      if (response.status === 429) {
        const seconds = Number(response.headers.get('retry-after') ?? '1');
        await new Promise((wait) => setTimeout(wait, seconds * 1000));
      }
    }
    await page.goto('/account/login');
    await login(page, 'demo.candidate2', 'Demo@12345');
    const challenge = page.getByTestId('login-challenge');
    await challenge.waitFor();
    expect(await challenge.innerText()).toContain('not a robot');
    expect(await seriousViolations(page)).toEqual([]);
    expect(await storedToken(page)).toBeNull();
    // The same password again, now with the check solved: signed in.
    await page.getByRole('button', { name: 'Sign in' }).click();
    await waitForPath(page, /^\/dashboard/);
    expect(await storedToken(page)).not.toBeNull();
  });
});

async function expectFormError(page: Page, text: string) {
  const error = page.getByTestId('form-error');
  await error.waitFor();
  expect(await error.innerText()).toContain(text);
}

describe('one clear next step on each page (issue 11, item 10)', () => {
  let portal: PortalPage;
  afterAll(async () => portal?.context.close());

  /** The texts of the alerts in the page's alert stack. */
  const alertTexts = (page: Page) =>
    page.locator('[data-slot="alert-stack"] > *').allInnerTexts();

  it('sign-up speaks of the phone, login before the email link says only that, the confirmed page offers only sign-in', async () => {
    portal = await openPortal(browser, baseURL);
    const { page } = portal;
    const { userName, email, password, ...candidate } = newCandidate('steps', {
      fullName: 'Step Tester',
    });
    await signUpNewCandidate(page, { userName, email, password, ...candidate });
    // The sign-up message names the step this page is for, and nothing else.
    const afterSignUp = await alertTexts(page);
    expect(afterSignUp.join(' ')).toMatch(/verify your phone number/i);
    expect(afterSignUp.join(' ')).not.toMatch(/email|link/i);

    // Signing in before the email link was opened: the one message is to confirm the email.
    await page.goto('/account/login');
    await login(page, userName, password);
    await waitForPath(page, '/account/resendConfirmationEmail');
    await expect.poll(() => alertTexts(page)).toHaveLength(1);
    const [only] = await alertTexts(page);
    expect(only).toMatch(/confirm your email/i);
    expect(only).not.toMatch(/account (is ready|is created)/i);

    // The confirmation link: success, and the one next step is to sign in.
    const mail = await waitForMessage(baseURL, email, (message) => /confirmEmail/.test(message.Body));
    const link = confirmationLink(mail);
    await page.goto(link.pathname + link.search);
    await page.getByText('Your email address is confirmed.').waitFor();
    expect(await page.getByRole('link', { name: 'Send the email again' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Sign in' }).count()).toBe(1);

    // A broken link still offers to send the email again.
    await page.goto('/account/confirmEmail?UserId=x');
    await page.getByRole('link', { name: 'Send the email again' }).waitFor();
    expect(portal.errors).toEqual([]);
  });
});

describe('how-you-know "Not now" (issue 11, item 8)', () => {
  it('is sent to the server and remembered: the question is not asked again after a reload', async () => {
    const portal = await openPortal(browser, baseURL);
    try {
      const { page } = portal;
      const postponed: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('CandidateAccountService/PostponeHowYouKnowQuestion'))
          postponed.push(request.method());
      });
      await page.goto('/account/login');
      await login(page, 'demo.candidate2', 'Demo@12345');
      await waitForPath(page, '/dashboard');
      const howYouKnow = page.getByRole('dialog', { name: 'How did you hear about us?' });
      await howYouKnow.waitFor();
      await howYouKnow.getByRole('button', { name: 'Not now' }).click();
      await howYouKnow.waitFor({ state: 'detached' });
      await expect.poll(() => postponed).toEqual(['POST']);

      // The question's answer from the server says not now; give it time to (not) appear. The wait
      // starts before the reload: the answer may come before the heading does.
      const questionAnswered = page.waitForResponse((response) =>
        response.url().includes('CandidateAccountService/GetHowYouKnowQuestion'),
      );
      await page.reload();
      await page.getByRole('heading', { name: /^Welcome, / }).waitFor();
      await questionAnswered;
      expect(await page.getByRole('dialog').count()).toBe(0);
      expect(portal.errors).toEqual([]);
    } finally {
      await portal.context.close();
    }
  });
});

describe('the sign-up form (issue 11, item 9)', () => {
  let portal: PortalPage;
  beforeAll(async () => {
    // A visitor in Lahore: the browser's time zone and region choose the defaults.
    portal = await openPortal(browser, baseURL, undefined, {
      timezoneId: 'Asia/Karachi',
      locale: 'en-PK',
    });
  });
  // Each check starts from an empty form: no sign-up draft from the one before. The previous
  // page is left first, so a draft save it still had pending (500 ms after the last keystroke)
  // cannot write the cookie back after it is cleared.
  beforeEach(async () => {
    await portal.page.goto('about:blank');
    await portal.context.clearCookies();
  });
  afterAll(async () => portal?.context.close());

  it("lists every country and time zone, preselects the browser's, and the calling code follows the country", async () => {
    const { page } = portal;
    await page.goto('/account/SignUp');
    const timeZone = requiredField(page, 'Time zone');
    await expect.poll(() => timeZone.inputValue()).toBe('Asia/Karachi');
    const country = requiredField(page, 'Country');
    await expect.poll(() => country.inputValue()).toBe('PK');
    expect(await country.locator('option').count()).toBeGreaterThan(240);
    expect(await timeZone.locator('option').count()).toBeGreaterThan(400);

    await country.selectOption('AE');
    const callingCode = page.getByLabel('Country code');
    expect(await callingCode.inputValue()).toBe('AE');
    expect(await callingCode.locator('option:checked').innerText()).toBe('+971 AE');
    expect(portal.errors).toEqual([]);
  });

  it("preselects the browser's zone for India, whichever alias (Kolkata, Calcutta) the list holds", async () => {
    const india = await openPortal(browser, baseURL, undefined, { timezoneId: 'Asia/Kolkata' });
    try {
      await india.page.goto('/account/SignUp');
      const timeZone = requiredField(india.page, 'Time zone');
      await expect.poll(() => timeZone.inputValue()).toMatch(/^Asia\/(Kolkata|Calcutta)$/);
    } finally {
      await india.context.close();
    }
  });

  it('refuses a phone number that is not a mobile number of the chosen country, without asking the server', async () => {
    const { page } = portal;
    const signUpCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('SignUp') && request.method() === 'POST') signUpCalls.push(request.url());
    });
    await page.goto('/account/SignUp');
    // A valid Pakistani mobile number, with the United Arab Emirates chosen.
    await fillSignUpForm(page, newCandidate('phone', { countryCode: 'AE', phoneNumber: '3211234567' }));
    await page.getByRole('button', { name: 'Create account' }).click();
    const phone = requiredField(page, 'Mobile number');
    await expect.poll(() => phone.getAttribute('aria-invalid')).toBe('true');
    const expected =
      'Enter a mobile number that is valid in United Arab Emirates, without the country code +971.';
    expect(await phone.evaluate((element) => element.getAttribute('aria-describedby'))).toBeTruthy();
    await page.getByText(expected).waitFor();
    expect(await phone.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/account/SignUp');
    expect(signUpCalls).toEqual([]);
  });

  it('refuses a common password with the message, and hints at strength while typing', async () => {
    const { page } = portal;
    await page.goto('/account/SignUp');
    const password = requiredField(page, 'Password');
    await page.getByText('Use at least 8 characters.', { exact: false }).waitFor();
    await fillSignUpForm(page, newCandidate('common', { password: 'P@ssw0rd' }));
    await page.getByText('This is a common password and will be refused.', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Create account' }).click();
    await page
      .getByText('This password is one of the most common ones, which attackers try first.', {
        exact: false,
      })
      .waitFor();
    expect(await password.getAttribute('aria-invalid')).toBe('true');
    expect(new URL(page.url()).pathname).toBe('/account/SignUp');
    // The hint and the error are read with the field, and the page stays free of axe findings.
    expect(await allViolations(page)).toEqual([]);

    // A less common one: the hint says so and the error goes as the person types.
    await password.fill('Lahore#Tariq-88');
    await page.getByText('Password strength: Strong.', { exact: false }).waitFor();
    expect(await password.getAttribute('aria-invalid')).toBeNull();
  });

  it('words an empty form in the words of its labels', async () => {
    const { page } = portal;
    await page.goto('/account/SignUp');
    await expect.poll(() => requiredField(page, 'Time zone').inputValue()).toBe('Asia/Karachi');
    // Nothing restored from an earlier check's draft: the form really is empty.
    for (const label of ['Full name', 'Username', 'Email', 'Password', 'Mobile number']) {
      expect(await requiredField(page, label).inputValue(), label).toBe('');
    }
    await requiredField(page, 'Time zone').selectOption('');
    await page.getByRole('button', { name: 'Create account' }).click();
    for (const sentence of [
      'Enter your full name.',
      'Choose a username.',
      'Enter your email address.',
      'Choose a password.',
      'Enter your mobile number.',
      'Enter your time zone.',
    ]) {
      await page.getByText(sentence, { exact: true }).waitFor();
    }
    expect(await page.getByText(/Time zone ID|Phone number|User name/).count()).toBe(0);
    expect(portal.errors).toEqual([]);
  });
});
