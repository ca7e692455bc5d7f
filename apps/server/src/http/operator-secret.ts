import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../core/errors';

/** Constant-time comparison of the operator secret (OPERATOR_SECRET). */
function sameSecret(given: string | undefined, secret: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The operator endpoints' check: `X-Operator-Secret` must be the server's secret, else 401. */
export function assertOperator(request: FastifyRequest, secret: string): void {
  const given = request.headers['x-operator-secret'];
  if (!sameSecret(typeof given === 'string' ? given : undefined, secret)) throw new AppError(401, 'UnauthorizedException', 'NeedAuth');
}
