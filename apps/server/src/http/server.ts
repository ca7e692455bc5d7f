import { randomUUID } from 'node:crypto';
import fastifyCompress from '@fastify/compress';
import fastifyFormbody from '@fastify/formbody';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { bodyLimitBytes, clientErrorHandler, frameworkErrorHandler } from './client-errors';
import { registerErrorHandling } from './error-handler';
import { trackInFlightHandlers } from './in-flight';
import { loggableUrl, loggerOptions, type LogDestination } from './logging';
import { builtPageScriptHashes } from './inline-script-hashes';
import { requireSecurityHeader } from './security-header';
import { defaultServerTimeouts, timeoutOptions, type ServerTimeouts } from './timeouts';
import { registerSecurityHeaders, type BrowserSources } from './security-headers';

export interface ServerOptions {
  readonly logLevel: string;
  /** Behind a load balancer: take the client address from X-Forwarded-For (login throttling). */
  readonly trustProxy: boolean;
  readonly securityHeaderValue: string;
  /** Origins besides our own the portal's pages reach (CSP); none by default. */
  readonly browserSources?: BrowserSources;
  /** The built portal (WEB_DIST_DIR): its pages' own inline scripts are allowed by hash (CSP). */
  readonly webDistDir?: string | undefined;
  /** Request, header, idle and keep-alive time-outs; defaults in timeouts.ts. */
  readonly timeouts?: Partial<ServerTimeouts>;
  /** One `request done` line per request (ACCESS_LOG); off = no per-request line at all. */
  readonly accessLog?: boolean;
  /** `pretty` = pino-pretty for a person at a terminal (`npm start`, `npm run dev`); `json` = one JSON line per entry. */
  readonly logFormat?: 'json' | 'pretty';
}

/** JSON API answers above this many bytes leave compressed (below it, headers outweigh the saving). */
export const compressionThresholdBytes = 1024;

const requestIdPattern = /^[\w.-]{8,64}$/;

/**
 * The HTTP server every module registers on: pino logs with a request id (`x-request-id` is honoured
 * and echoed), zod validation and serialisation, the envelope for every failure, the security
 * header, browser security headers (CSP and friends), form bodies (the login), and in-flight
 * tracking for a graceful close.
 */
export async function createServer(options: ServerOptions, logDestination?: LogDestination): Promise<{ app: FastifyInstance; handlersSettled: (timeoutMs: number) => Promise<void> }> {
  const app = Fastify({
    // Logs go to stdout only (the platform collects and rotates them). Fastify's own two lines per
    // request ("incoming request", "request completed") halved user-info throughput at info level:
    // they are off, and ACCESS_LOG writes one short line per request instead.
    logger: loggerOptions(options.logLevel, logDestination, options.logFormat),
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: options.trustProxy,
    ...timeoutOptions({ ...defaultServerTimeouts, ...options.timeouts }),
    bodyLimit: bodyLimitBytes,
    // Errors raised before a route runs still leave in the envelope (client-errors.ts).
    clientErrorHandler,
    frameworkErrors: frameworkErrorHandler,
    requestIdHeader: 'x-request-id',
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && requestIdPattern.test(incoming) ? incoming : randomUUID();
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const inFlight = trackInFlightHandlers(app);
  if (options.accessLog) {
    app.addHook('onResponse', async (request, reply) => {
      // The URL as logging.ts reduces it: a reset code or an email in a query string never reaches the log.
      request.log.info({ method: request.method, url: loggableUrl(request.url), status: reply.statusCode, ms: Math.round(reply.elapsedTime) }, 'request done');
    });
  }
  // Responses compressed on the fly (br or gzip by Accept-Encoding, `Vary: Accept-Encoding`) above
  // the threshold; files sent precompressed (the built portal) already carry Content-Encoding and
  // are left alone. Request bodies are never inflated: no client of ours sends them compressed.
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    threshold: compressionThresholdBytes,
    encodings: ['br', 'gzip'],
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  await registerSecurityHeaders(app, options.browserSources ?? { connect: [], media: [] }, builtPageScriptHashes(options.webDistDir));
  requireSecurityHeader(app, options.securityHeaderValue);
  registerErrorHandling(app);
  await app.register(fastifyFormbody);
  return { app, handlersSettled: inFlight.settled };
}
