import { randomUUID } from 'node:crypto';
import fastifyFormbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { registerErrorHandling } from './error-handler';
import { trackInFlightHandlers } from './in-flight';
import { loggerOptions, type LogDestination } from './logging';
import { requireSecurityHeader } from './security-header';
import { registerSecurityHeaders, type BrowserSources } from './security-headers';

export interface ServerOptions {
  readonly logLevel: string;
  /** Behind a load balancer: take the client address from X-Forwarded-For (login throttling). */
  readonly trustProxy: boolean;
  readonly securityHeaderValue: string;
  /** Origins besides our own the portal's pages reach (CSP); none by default. */
  readonly browserSources?: BrowserSources;
}

const requestIdPattern = /^[\w.-]{8,64}$/;

/**
 * The HTTP server every module registers on: pino logs with a request id (`x-request-id` is honoured
 * and echoed), zod validation and serialisation, the envelope for every failure, the security
 * header, browser security headers (CSP and friends), form bodies (the login), and in-flight
 * tracking for a graceful close.
 */
export async function createServer(options: ServerOptions, logDestination?: LogDestination): Promise<{ app: FastifyInstance; handlersSettled: (timeoutMs: number) => Promise<void> }> {
  const app = Fastify({
    logger: loggerOptions(options.logLevel, logDestination),
    trustProxy: options.trustProxy,
    requestIdHeader: 'x-request-id',
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && requestIdPattern.test(incoming) ? incoming : randomUUID();
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const inFlight = trackInFlightHandlers(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  await registerSecurityHeaders(app, options.browserSources ?? { connect: [], media: [] });
  requireSecurityHeader(app, options.securityHeaderValue);
  registerErrorHandling(app);
  await app.register(fastifyFormbody);
  return { app, handlersSettled: inFlight.settled };
}
