import type { FastifyRequest } from 'fastify';
import type { Caller } from '../services/accounts';
import { isCandidate } from '../services/accounts';
import type { ServiceContext } from '../services/context';
import { findLiveSessionUser } from '../queries/sessions';
import { AppError, unauthorized } from './envelope';

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * Resolves the caller from the bearer token: a valid signature and expiry, a live (not revoked,
 * not expired) session, an active candidate. One database round trip per call.
 */
export function createAuthenticator(context: ServiceContext) {
  async function resolve(request: FastifyRequest): Promise<Caller | null> {
    const token = bearerToken(request);
    if (!token) return null;
    const claims = await context.tokens.verifyAccessToken(token);
    if (!claims) return null;
    const user = await findLiveSessionUser(context.db, claims.sessionId, claims.userId, context.clock());
    if (!user || !user.isActive || !isCandidate(user.role)) return null;
    return { user, claims };
  }

  return {
    /**
     * The caller, or a 401 (spec: 'Need auth'). spec: a forced password change blocks everything
     * else until done; the server enforces it too (403 PasswordChangeRequiredException), except on
     * the calls the change itself needs (`duringForcedPasswordChange`).
     */
    async required(request: FastifyRequest, options: { duringForcedPasswordChange?: boolean } = {}): Promise<Caller> {
      const caller = await resolve(request);
      if (!caller) throw unauthorized();
      if (caller.user.isForcePwdChange && !options.duringForcedPasswordChange) {
        throw new AppError(403, 'PasswordChangeRequiredException', 'PasswordChangeRequired');
      }
      return caller;
    },
    /** The caller when a bearer token is sent; a bad token is still a 401, never silently ignored. */
    async optional(request: FastifyRequest): Promise<Caller | null> {
      if (!bearerToken(request) && !request.headers.authorization) return null;
      const caller = await resolve(request);
      if (!caller) throw unauthorized();
      return caller;
    },
  };
}

export type Authenticator = ReturnType<typeof createAuthenticator>;
