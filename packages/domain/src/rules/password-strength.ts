import { ZxcvbnFactory, type ZxcvbnResult } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

/*
 * Issue 11, item 9 and ASVS 5.0 6.2.4: a new password is refused when it is one of the common
 * passwords (zxcvbn-ts's list of about 49,000, 18,000 of them 8 characters or longer), also with
 * its case changed, reversed or with letters swapped for look-alikes ('P@ssw0rd'). The same
 * estimator gives the strength hint. The dictionary is large (about 370 KB): this is a separate
 * entry of the package (`@portal/domain/password-strength`), which the sign-up page imports lazily
 * and the server at start-up; the login route never loads it.
 */

let estimator: ZxcvbnFactory | undefined;
const estimate = (password: string, userInputs: readonly string[]): ZxcvbnResult => {
  estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  return estimator.check(password, [...userInputs]);
};

/** zxcvbn's score: 0 too guessable … 4 very unguessable. */
export type PasswordScore = 0 | 1 | 2 | 3 | 4;

export interface PasswordStrength {
  readonly score: PasswordScore;
  /** The whole password is a common password (or a simple variant of one). */
  readonly isCommon: boolean;
}

/** One dictionary match from the common-password list covering the whole password. */
const isCommonResult = (result: ZxcvbnResult): boolean => {
  const [only, ...rest] = result.sequence;
  return rest.length === 0 && only?.pattern === 'dictionary' && only.dictionaryName === 'passwords-common';
};

/**
 * How guessable `password` is. `userInputs` are the person's own words (name, username, email),
 * which make a password weaker when it contains them.
 */
export function passwordStrength(password: string, userInputs: readonly string[] = []): PasswordStrength {
  if (password === '') return { score: 0, isCommon: false };
  const result = estimate(password, userInputs);
  return { score: result.score as PasswordScore, isCommon: isCommonResult(result) };
}

export const commonPasswordMessage =
  'This password is one of the most common ones, which attackers try first. Choose a less common password.';

/** The sentence a person reads when `password` is a common one; undefined otherwise. */
export function commonPasswordProblem(password: string): string | undefined {
  return passwordStrength(password).isCommon ? commonPasswordMessage : undefined;
}
