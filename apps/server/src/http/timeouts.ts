import type { ServerOptions as HttpServerOptions } from 'node:http';

/**
 * How long a client may take (issue #20 finding 9: slow-body and slow-header sockets stayed open
 * indefinitely). ASVS 5.0 V13.1.3 asks for documented time-outs on every connection; these are in
 * apps/server/README.md. All in milliseconds.
 */
export interface ServerTimeouts {
  /** The whole request, headers and body (node's `requestTimeout`): 2 minutes lets a 5 MB upload through at ~45 KB/s. */
  readonly requestMs: number;
  /** The request line and headers (node's `headersTimeout`). */
  readonly headersMs: number;
  /** A socket with no byte either way (Fastify's `connectionTimeout`). */
  readonly idleMs: number;
  /** An idle keep-alive connection between requests: above the 60 s idle timeout of common load balancers. */
  readonly keepAliveMs: number;
  /** How often node checks the request and header deadlines (they are enforced to this precision). */
  readonly checkIntervalMs: number;
}

export const defaultServerTimeouts: ServerTimeouts = {
  requestMs: 120_000,
  headersMs: 20_000,
  idleMs: 60_000,
  keepAliveMs: 65_000,
  checkIntervalMs: 5_000,
};

/** The Fastify options that carry them (node's http options for what Fastify does not name). */
export function timeoutOptions(timeouts: ServerTimeouts): {
  requestTimeout: number;
  connectionTimeout: number;
  keepAliveTimeout: number;
  http: HttpServerOptions;
} {
  if (timeouts.headersMs > timeouts.requestMs) throw new Error('the headers timeout must not exceed the request timeout');
  return {
    requestTimeout: timeouts.requestMs,
    connectionTimeout: timeouts.idleMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    http: { requestTimeout: timeouts.requestMs, headersTimeout: timeouts.headersMs, connectionsCheckingInterval: timeouts.checkIntervalMs },
  };
}
