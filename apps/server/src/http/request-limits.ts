import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tooManyRequests } from '../core/errors';

/** At most `requests` calls of one route from one client address in each window of `windowSeconds`. */
export interface RequestBudget {
  readonly requests: number;
  readonly windowSeconds: number;
}

/**
 * Per-address budgets of the routes anyone may call without a token (ASVS 5.0 V2.4.1: anti-
 * automation; V6.3.8: no harvesting of user names). Counted per route and client address in the
 * database, so every instance shares them. Generous enough for a class behind one NAT address:
 * a person signing up types a user name in a few checks (the form debounces by 400 ms) and needs
 * one or two codes; a prober's 200 names a second become `userNameCheck.requests` per window.
 */
export const requestBudgets = {
  /** Every route the table marks `auth: false`, unless it names another budget. */
  anonymous: { requests: 1000, windowSeconds: 10 * 60 },
  /** IsUserNameUnique: the sign-up form's live check. */
  userNameCheck: { requests: 300, windowSeconds: 10 * 60 },
  /** Calls that send a message or check a code for a user name: SendOTP, VerifyOTP, resend/forgot/reset, sign-up. */
  accountMessage: { requests: 60, windowSeconds: 10 * 60 },
} as const satisfies Record<string, RequestBudget>;

/** Counts calls; the database-backed one lives in platform/rate-limit. */
export interface RequestLimiter {
  /** Counts one call of `bucket` by `key`: seconds until the next is allowed when over budget, else 0. */
  take(bucket: string, key: string, budget: RequestBudget): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Per-address call budgets for `defineRoute` (installed by buildApp). */
    requestLimiter: RequestLimiter;
  }
}

export function installRequestLimiter(app: FastifyInstance, limiter: RequestLimiter): void {
  app.decorate('requestLimiter', limiter);
}

/** 429 + Retry-After when this address has spent the route's budget (before validation: bad input counts too). */
export async function spendBudget(request: FastifyRequest, bucket: string, budget: RequestBudget): Promise<void> {
  const wait = await request.server.requestLimiter.take(bucket, request.ip, budget);
  if (wait > 0) throw tooManyRequests(wait);
}
