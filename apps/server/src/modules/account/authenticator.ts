import { Role } from '@portal/domain';
import type { ServiceContext } from '../../core/context';
import { AppError } from '../../core/errors';
import type { Authenticator } from '../../http/authentication';
import type { UserRow } from './account.queries';
import { findLiveSessionUser } from './session.queries';
import type { AccessClaims, TokenService } from './tokens';

/** The caller of an authenticated route: the live session's user and the token's claims. */
export interface Caller {
  readonly user: UserRow;
  readonly claims: AccessClaims;
}

// Names this Caller for http/ (inside the block below, `Caller` would mean http's own alias).
type AccountCaller = Caller;
declare module '../../http/authentication' {
  interface CallerTypes {
    readonly caller: AccountCaller;
  }
}

/** The candidate role check, case-insensitive (domain: the wire's capitalisation is not shown). */
export const isCandidate = (role: string) => role.toLowerCase() === Role.candidate.toLowerCase();

/**
 * Resolves the caller from the bearer token: a valid signature and expiry, a live (not revoked,
 * not expired) session, an active candidate. One database round trip per call.
 */
export function createAuthenticator({ db, clock }: ServiceContext, tokens: TokenService): Authenticator {
  return {
    async callerOf(token, alongside) {
      const claims = await tokens.verifyAccessToken(token);
      if (!claims) return null;
      const found = await findLiveSessionUser(db, claims.sessionId, claims.userId, clock(), alongside);
      if (!found || !found.user.isActive || !isCandidate(found.user.role)) return null;
      return { caller: { user: found.user, claims }, withCaller: alongside ? alongside.decode(found.columns) : (undefined as never) };
    },
    // spec: a forced password change blocks everything else until done; the server enforces it
    // too (403 PasswordChangeRequiredException), except on the calls the change itself needs.
    admit(caller, route) {
      if (caller.user.isForcePwdChange && !route.duringForcedPasswordChange) {
        throw new AppError(403, 'PasswordChangeRequiredException', 'PasswordChangeRequired');
      }
    },
  };
}
