import { createHash, createSecretKey, randomBytes, randomUUID } from 'node:crypto';
import { SignJWT, decodeJwt, jwtVerify } from 'jose';
import type { Clock } from '../../core/clock';
import type { Database } from '../../core/context';
import { findRefreshToken, findSession, insertRefreshToken, insertSession, revokeSession, useRefreshToken } from './session.queries';

/** Access tokens are short-lived; the portal refreshes them with the refresh token. */
export const accessTokenLifetimeSeconds = 15 * 60;
/** Absolute lifetime of a session (refresh-token family): rotation never extends it. */
export const sessionLifetimeSeconds = 30 * 24 * 60 * 60;

const issuer = 'candidate-portal';

export interface AccessClaims {
  readonly userId: string;
  readonly role: string;
  readonly sessionId: string;
}

export interface TokenPair {
  readonly accessToken: string;
  readonly refreshToken: string;
  readonly expiresIn: number;
}

export const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

/**
 * How many verified access tokens a server remembers (about 0.5 KB each). Past it the oldest is
 * forgotten and simply verified again on its next use.
 */
export const verifiedTokenCapacity = 10_000;

export type RefreshOutcome =
  | { readonly kind: 'rotated'; readonly tokens: TokenPair; readonly userId: string }
  | { readonly kind: 'invalid' }
  | { readonly kind: 'reused' };

export function createTokenService(db: Database, signingKey: string, clock: Clock) {
  // Imported once: a raw secret would be turned into a key object on every sign and verify.
  const key = createSecretKey(Buffer.from(signingKey, 'utf8'));
  const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
  /**
   * Tokens whose signature, algorithm and issuer jose has checked, with their expiry (issue #10:
   * WebCrypto's HMAC verify, a thread-pool round trip, plus decoding was ~13 % of the main
   * thread's time on an authenticated read). Whether a token is well signed never changes, so the
   * exact token string maps to its claims; the expiry is checked against the clock at every use,
   * and the session is still read from the database on every call (authenticator.ts): a logged-out
   * or revoked session is refused at once whatever this map holds.
   */
  const verified = new Map<string, { readonly claims: AccessClaims; readonly expiresAt: number }>();

  async function signAccessToken(claims: AccessClaims): Promise<string> {
    const now = seconds(clock());
    return new SignJWT({ role: claims.role, sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.userId)
      .setJti(randomUUID())
      .setIssuer(issuer)
      .setIssuedAt(now)
      .setExpirationTime(now + accessTokenLifetimeSeconds)
      .sign(key);
  }

  /** Claims of a valid access token, or null (bad signature, expired, malformed). */
  async function verifyAccessToken(token: string, options: { ignoreExpiry?: boolean } = {}): Promise<AccessClaims | null> {
    try {
      let currentDate = clock();
      if (options.ignoreExpiry) {
        // The refresh call sends the (possibly expired) access token: check it at its issue time.
        const issuedAt = decodeJwt(token).iat;
        if (typeof issuedAt !== 'number') return null;
        currentDate = new Date(issuedAt * 1000);
      }
      if (!options.ignoreExpiry) {
        const known = verified.get(token);
        // jose's rule: expired when exp <= now (no clock tolerance).
        if (known) return known.expiresAt > seconds(currentDate) ? known.claims : null;
      }
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer, currentDate });
      if (typeof payload.sub !== 'string' || typeof payload.role !== 'string' || typeof payload.sid !== 'string') return null;
      const claims = { userId: payload.sub, role: payload.role, sessionId: payload.sid };
      // Only a token whose validity is its expiry alone (ours always have exp and no nbf).
      if (!options.ignoreExpiry && typeof payload.exp === 'number' && payload.nbf === undefined) {
        if (verified.size >= verifiedTokenCapacity) verified.delete(verified.keys().next().value as string);
        verified.set(token, { claims, expiresAt: payload.exp });
      }
      return claims;
    } catch {
      return null;
    }
  }

  async function issueRefreshToken(sessionId: string): Promise<string> {
    const refreshToken = randomBytes(32).toString('base64url');
    await insertRefreshToken(db, sessionId, sha256(refreshToken), clock());
    return refreshToken;
  }

  /** Starts a session (login) and returns its first token pair. */
  async function startSession(user: { id: string; role: string }): Promise<TokenPair & { sessionId: string }> {
    const now = clock();
    const sessionId = randomUUID();
    await insertSession(db, {
      id: sessionId,
      userId: user.id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + sessionLifetimeSeconds * 1000),
    });
    const refreshToken = await issueRefreshToken(sessionId);
    const accessToken = await signAccessToken({ userId: user.id, role: user.role, sessionId });
    return { sessionId, accessToken, refreshToken, expiresIn: accessTokenLifetimeSeconds };
  }

  /**
   * Rotates a refresh token: the presented one is used up and a new pair is returned. Presenting a
   * token that was already used means it leaked (or a client raced itself): the whole session
   * (family) is revoked, so whoever holds its newer tokens is logged out too (ASVS 5.0 V10.4.5).
   * The pair must belong to one session before anything is touched: another session's refresh
   * token beside this access token is simply invalid, used or not, so nobody can burn or revoke
   * someone else's family with a mismatched call (issue 20, finding 8).
   */
  async function refresh(accessToken: string, refreshToken: string): Promise<RefreshOutcome> {
    const claims = await verifyAccessToken(accessToken, { ignoreExpiry: true });
    if (!claims) return { kind: 'invalid' };
    const now = clock();
    const tokenHash = sha256(refreshToken);
    if (!(await useRefreshToken(db, tokenHash, claims.sessionId, now))) {
      const existing = await findRefreshToken(db, tokenHash);
      if (!existing || existing.sessionId !== claims.sessionId) return { kind: 'invalid' };
      await revokeSession(db, existing.sessionId, 'refresh token reused', now);
      return { kind: 'reused' };
    }
    const session = await findSession(db, claims.sessionId);
    if (!session || session.revokedAt || session.expiresAt <= now) return { kind: 'invalid' };
    const nextRefreshToken = await issueRefreshToken(session.id);
    const nextAccessToken = await signAccessToken(claims);
    return {
      kind: 'rotated',
      userId: claims.userId,
      tokens: { accessToken: nextAccessToken, refreshToken: nextRefreshToken, expiresIn: accessTokenLifetimeSeconds },
    };
  }

  return { signAccessToken, verifyAccessToken, startSession, refresh };
}

export type TokenService = ReturnType<typeof createTokenService>;
