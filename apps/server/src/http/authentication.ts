import type { SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthorized } from '../core/errors';

/**
 * The authenticated caller, as the module that authenticates defines it: modules/account adds
 * `caller: Caller` to this interface (declaration merging, as @fastify/jwt types `request.user`),
 * so routes and services are typed with it while http/ imports no module.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by modules/account
export interface CallerTypes {}
export type Caller = CallerTypes extends { readonly caller: infer Authenticated } ? Authenticated : never;

/**
 * Values a route reads in the same SQL statement as its caller's session check (one round trip
 * instead of two): scalar sub-selects that need nothing from the caller. A module that owns the
 * data provides it (reference: the configuration snapshot); `defineRoute`'s `readWithCaller`.
 */
export interface ReadWithCaller<T> {
  /** Names the prepared statement: one per read. */
  readonly name: string;
  readonly columns: Readonly<Record<string, SQL>>;
  /** The raw column values (as the driver gives them) to what the handler gets. */
  decode(row: Readonly<Record<string, unknown>>): T;
}

export interface Authenticated<With> {
  readonly caller: Caller;
  readonly withCaller: With;
}

/** What a route needs to know about the caller of a bearer token; modules/account provides it. */
export interface Authenticator {
  /**
   * The live caller behind a bearer token, or null (bad or expired token, ended session, not let
   * in), with `alongside` read in the same statement when given. Never cached: a revoked session
   * is refused at its next call.
   */
  callerOf<With = undefined>(token: string, alongside?: ReadWithCaller<With>): Promise<Authenticated<With> | null>;
  /** Throws when the caller may not use this route now (spec: a forced password change blocks the rest). */
  admit(caller: Caller, route: { readonly duringForcedPasswordChange: boolean }): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves bearer tokens for `defineRoute` (installed by the account module). */
    authenticator: Authenticator;
  }
}

export function installAuthenticator(app: FastifyInstance, authenticator: Authenticator): void {
  app.decorate('authenticator', authenticator);
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/** The caller (and what the route reads with it), or a 401 (spec: 'Need auth'); the authenticator may still refuse it for this route. */
export async function requiredCaller<With = undefined>(
  request: FastifyRequest,
  route: { readonly duringForcedPasswordChange: boolean },
  alongside?: ReadWithCaller<With>,
): Promise<Authenticated<With>> {
  const token = bearerToken(request);
  const authenticated = token ? await request.server.authenticator.callerOf(token, alongside) : null;
  if (!authenticated) throw unauthorized();
  request.server.authenticator.admit(authenticated.caller, route);
  return authenticated;
}

/**
 * The caller when an Authorization header is sent, else null; a bad token is still a 401, never
 * silently ignored. A caller who sends a token is admitted like on any authenticated route (a
 * forced password change blocks it: issue 20, finding 6; ASVS 5.0 V8.2.1).
 */
export async function optionalCaller(request: FastifyRequest, route: { readonly duringForcedPasswordChange: boolean }): Promise<Caller | null> {
  if (!request.headers.authorization) return null;
  return (await requiredCaller(request, route)).caller;
}
