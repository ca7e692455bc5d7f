import { ApiEnvelope, type ApiRoute } from '@portal/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { z } from 'zod';
import { ok } from '../core/envelope';
import type { MessageKey } from '../core/message-catalogue';
import { optionalCaller, requiredCaller, type Caller, type ReadWithCaller } from './authentication';

/** Every API path lives under this prefix (the portal's API base URL). */
export const apiPrefix = '/api/v6';

/** The server path of a route-table entry. */
export const apiUrl = (route: ApiRoute) => `${apiPrefix}/${route.path.replace(/\{(\w+)\}/g, ':$1')}`;

/** OpenAPI security requirement of the routes that need the bearer token. */
const bearerSecurity = [{ bearerAuth: [] }];

/** What a route documents and validates; method, URL and security come from its route-table entry. */
export interface RouteSchema {
  readonly tags: string[];
  readonly summary: string;
  readonly description?: string;
  readonly consumes?: string[];
  readonly body?: z.ZodType;
  readonly querystring?: z.ZodType;
  readonly params?: z.ZodType;
  readonly headers?: z.ZodType;
  /** The envelope's `Data`; absent = not described (CandidateProfile's input transforms cannot encode). */
  readonly response?: z.ZodType;
}

type Parsed<Schema> = Schema extends z.ZodType ? z.output<Schema> : undefined;

/** The caller a handler gets: the route table's `auth` literal decides (every-route.test.ts checks it at run time). */
type CallerOf<Route extends ApiRoute, Optional> = Optional extends true
  ? Caller | null
  : Route['auth'] extends true
    ? Caller
    : undefined;

/** What a handler gets: the validated input, the caller (per the route's `auth`), and the request and reply when it needs them. */
export interface RouteInput<Schema extends RouteSchema, TheCaller, With = undefined> {
  readonly body: Parsed<Schema['body']>;
  readonly query: Parsed<Schema['querystring']>;
  readonly params: Parsed<Schema['params']>;
  readonly headers: Parsed<Schema['headers']>;
  readonly caller: TheCaller;
  /** What `readWithCaller` read in the caller's statement. */
  readonly withCaller: With;
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
}

export interface RouteOptions<Route extends ApiRoute, Schema extends RouteSchema, Optional extends boolean | undefined, With = undefined> {
  readonly schema: Schema;
  /** spec: a forced password change blocks every authenticated call except the ones the change itself needs. */
  readonly duringForcedPasswordChange?: boolean;
  /** For a route the table marks `auth: false` that still reads the caller when a token is sent (a bad one is a 401). */
  readonly optionalAuth?: Optional;
  /** Data the handler needs that can be read in the same SQL statement as the caller (one round trip instead of two). */
  readonly readWithCaller?: ReadWithCaller<With>;
  /** The answer's status (default 200) and application message (default 'Done'). */
  readonly status?: number;
  readonly message?: MessageKey;
  /** Returns the envelope's `Data` (nothing, for a `z.null()` response). */
  readonly handler: (input: RouteInput<Schema, CallerOf<Route, Optional>, With>) => Promise<DataOf<Schema['response']>>;
}

type DataOf<Response> = Response extends z.ZodNull ? void | null : Response extends z.ZodType ? z.output<Response> : unknown;

/**
 * Registers one API call: method, URL, OpenAPI security and whether the bearer token is needed all
 * come from the domain's route-table entry (one source of truth with packages/api). The caller is
 * resolved before the handler runs (after validation, so bad input is still a 400), and the data
 * the handler returns leaves in the envelope `{ Data, success, Message, error }`.
 */
export function defineRoute<Route extends ApiRoute, Schema extends RouteSchema, Optional extends boolean | undefined = undefined, With = undefined>(
  app: FastifyInstance,
  route: Route,
  options: RouteOptions<Route, Schema, Optional, With>,
): void {
  if (route.auth && options.optionalAuth) throw new Error(`${route.path}: optionalAuth is for routes the table marks auth: false`);
  if (!route.auth && !options.optionalAuth && options.duringForcedPasswordChange) {
    throw new Error(`${route.path}: duringForcedPasswordChange is for routes that read the token`);
  }
  if (!route.auth && options.readWithCaller) throw new Error(`${route.path}: readWithCaller is for routes that need the token`);
  const { response, ...documented } = options.schema;
  const status = options.status ?? 200;
  const admission = { duringForcedPasswordChange: options.duringForcedPasswordChange ?? false };
  const callerOf = async (request: FastifyRequest): Promise<{ caller: unknown; withCaller: unknown }> => {
    if (route.auth) return requiredCaller(request, admission, options.readWithCaller);
    return { caller: options.optionalAuth ? await optionalCaller(request, admission) : undefined, withCaller: undefined };
  };
  const schema: FastifySchema = {
    ...documented,
    ...(route.auth ? { security: bearerSecurity } : {}),
    ...(response ? { response: { [status]: ApiEnvelope(response) } } : {}),
  };
  app.route({
    method: route.method,
    url: apiUrl(route),
    schema,
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const { caller, withCaller } = await callerOf(request);
      // Only what the schema declares (and so validated) reaches the handler.
      const data = await options.handler({
        body: (documented.body ? request.body : undefined) as Parsed<Schema['body']>,
        query: (documented.querystring ? request.query : undefined) as Parsed<Schema['querystring']>,
        params: (documented.params ? request.params : undefined) as Parsed<Schema['params']>,
        headers: (documented.headers ? request.headers : undefined) as Parsed<Schema['headers']>,
        caller: caller as CallerOf<Route, Optional>,
        withCaller: withCaller as With,
        request,
        reply,
      });
      return reply.status(status).send(ok(data ?? null, options.message));
    },
  });
}
