import type { Page } from 'playwright-core';
import { waitForPath } from './browser';

/** What a new candidate types into the sign-up form. */
export interface NewCandidate {
  fullName: string;
  userName: string;
  email: string;
  password: string;
  /** ISO code of the country chosen in the Country list, e.g. 'PK'. */
  countryCode: string;
  /** The mobile number without the country code. */
  phoneNumber: string;
  timeZoneId: string;
}

/**
 * A candidate no test has used yet: `prefix` names the journey (user name `prefix.<digits>`), with
 * a Pakistani mobile number of the same digits and a password that is not a common one.
 */
export function newCandidate(prefix: string, overrides: Partial<NewCandidate> = {}): NewCandidate {
  const suffix = `${Date.now()}${Math.floor(Math.random() * 10)}`.slice(-8);
  return {
    fullName: 'Journey Tester',
    userName: `${prefix}.${suffix}`,
    email: `${prefix}.${suffix}@example.com`,
    password: 'Journey@2026',
    countryCode: 'PK',
    phoneNumber: `300${suffix.slice(-7)}`,
    timeZoneId: 'Asia/Karachi',
    ...overrides,
  };
}

/** A required field: its label ends with an asterisk that screen readers skip. */
export function requiredField(page: Page, label: string) {
  return page.getByLabel(new RegExp(`^${label}\\*?$`));
}

/** Fills every field of the sign-up form (open already), waiting for the username check. */
export async function fillSignUpForm(page: Page, candidate: NewCandidate): Promise<void> {
  await requiredField(page, 'Full name').fill(candidate.fullName);
  await requiredField(page, 'Username').fill(candidate.userName);
  // spec 5: the username uniqueness check runs while typing.
  await page.getByText('This username is available.').waitFor();
  await requiredField(page, 'Email').fill(candidate.email);
  await requiredField(page, 'Password').fill(candidate.password);
  await requiredField(page, 'Country').selectOption(candidate.countryCode);
  await requiredField(page, 'Mobile number').fill(candidate.phoneNumber);
  await requiredField(page, 'Time zone').selectOption(candidate.timeZoneId);
}

/** Signs a new candidate up through the form and waits for the next step, the phone. */
export async function signUpNewCandidate(page: Page, candidate: NewCandidate): Promise<void> {
  await page.goto('/account/SignUp');
  await fillSignUpForm(page, candidate);
  await page.getByRole('button', { name: 'Create account' }).click();
  await waitForPath(page, '/account/verifyPhoneNumber');
}
