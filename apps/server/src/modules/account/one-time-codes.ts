import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../../core/clock';
import type { Database } from '../../core/context';
import { badRequest, type AppError } from '../../core/errors';
import { consumeCode, findLatestCode, recordFailedAttempt, replaceCode } from './codes.queries';
import type { CodePurpose } from './account.tables';

/** Lifetimes, resend spacing and guess limits of each kind of one-time code. */
export const codePolicies = {
  // spec gives none of these: ours. OTP: 10 minutes, 5 guesses, a new SMS at most once a minute.
  'phone-otp': { lifetimeSeconds: 10 * 60, resendAfterSeconds: 60, maxFailedAttempts: 5, kind: 'digits' },
  'change-email': { lifetimeSeconds: 30 * 60, resendAfterSeconds: 60, maxFailedAttempts: 5, kind: 'digits' },
  // Link codes are long random strings: guessing is hopeless, but a few tries still end them.
  'confirm-email': { lifetimeSeconds: 3 * 24 * 60 * 60, resendAfterSeconds: 60, maxFailedAttempts: 10, kind: 'link' },
  'reset-password': { lifetimeSeconds: 60 * 60, resendAfterSeconds: 60, maxFailedAttempts: 5, kind: 'link' },
} as const satisfies Record<CodePurpose, { lifetimeSeconds: number; resendAfterSeconds: number; maxFailedAttempts: number; kind: 'digits' | 'link' }>;

export type CheckOutcome = 'ok' | 'expired' | 'wrong' | 'attempts-exceeded' | 'wrong-target';

/** The answer to a typed code (OTP, email change) that did not check out. */
export function codeFailure(outcome: Exclude<CheckOutcome, 'ok'>): AppError {
  switch (outcome) {
    case 'expired':
      return badRequest('OtpExpiredException', 'OtpExpired');
    case 'attempts-exceeded':
      return badRequest('OtpAttemptsExceededException', 'OtpAttemptsExceeded');
    case 'wrong':
    case 'wrong-target':
      return badRequest('InvalidOtpException', 'InvalidOtp');
    default:
      return outcome satisfies never;
  }
}

export function createOneTimeCodes(db: Database, secret: string, clock: Clock) {
  // Codes are stored as HMACs keyed by the server secret: a database dump alone cannot test guesses.
  const digest = (purpose: CodePurpose, userId: string, code: string) =>
    createHmac('sha256', secret).update(`${purpose}:${userId}:${code}`).digest();

  return {
    /** Seconds before another code of this purpose may be sent to the user (0: now). */
    async resendWait(userId: string, purpose: CodePurpose): Promise<number> {
      const latest = await findLatestCode(db, userId, purpose);
      if (!latest) return 0;
      const elapsed = (clock().getTime() - latest.createdAt.getTime()) / 1000;
      return Math.max(0, Math.ceil(codePolicies[purpose].resendAfterSeconds - elapsed));
    },

    /** Creates a code (replacing any live one) and returns it in clear, to be sent. */
    async issue(userId: string, purpose: CodePurpose, target: string): Promise<string> {
      const policy = codePolicies[purpose];
      const code = policy.kind === 'digits' ? String(randomInt(0, 1_000_000)).padStart(6, '0') : randomBytes(24).toString('base64url');
      const now = clock();
      await replaceCode(db, {
        userId,
        purpose,
        codeHash: digest(purpose, userId, code).toString('base64url'),
        target,
        createdAt: now,
        expiresAt: new Date(now.getTime() + policy.lifetimeSeconds * 1000),
      });
      return code;
    },

    /**
     * Checks and (on success) uses up the user's live code. Wrong guesses count; at the limit the
     * code is dead and a new one must be requested. `target` must match where the code was sent.
     */
    async check(
      userId: string,
      purpose: CodePurpose,
      code: string,
      target?: string,
    ): Promise<{ outcome: CheckOutcome; target?: string }> {
      const policy = codePolicies[purpose];
      const latest = await findLatestCode(db, userId, purpose);
      const now = clock();
      if (!latest || latest.consumedAt || latest.expiresAt <= now) return { outcome: 'expired' };
      if (latest.failedAttempts >= policy.maxFailedAttempts) return { outcome: 'attempts-exceeded' };
      const expected = Buffer.from(latest.codeHash, 'base64url');
      const actual = digest(purpose, userId, code);
      const matches = actual.length === expected.length && timingSafeEqual(actual, expected);
      if (!matches || (target !== undefined && target !== latest.target)) {
        const failed = await recordFailedAttempt(db, latest.id);
        if (failed >= policy.maxFailedAttempts) return { outcome: 'attempts-exceeded' };
        return { outcome: matches ? 'wrong-target' : 'wrong' };
      }
      if (!(await consumeCode(db, latest.id, now))) return { outcome: 'expired' };
      return { outcome: 'ok', target: latest.target };
    },
  };
}

export type OneTimeCodes = ReturnType<typeof createOneTimeCodes>;
