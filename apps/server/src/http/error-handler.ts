import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorEnvelope, fieldLabel, isValidationMessageKey, validationMessage } from '@portal/domain';
import { hasZodFastifySchemaValidationErrors, type ZodFastifySchemaValidationError } from 'fastify-type-provider-zod';
import { AppError } from '../core/errors';
import { bodyTooLargeMessage, drainRequestBody } from './client-errors';
import { messageText } from '../core/message-catalogue';

const loginPathSuffix = '/oauthService/token';

/** "userName: User name must be at least 3 characters." — the wire name first, then the sentence. */
export function describeValidationIssue(issue: ZodFastifySchemaValidationError, context: string | undefined): string {
  const path = issue.instancePath.replace(/^\//, '').split('/').filter(Boolean);
  const name = path.length > 0 ? path.join('.') : (context ?? 'body');
  const last = path.at(-1) ?? name;
  const params = issue.params as { minimum?: unknown; maximum?: unknown; params?: Record<string, unknown> };
  const extra = params.params ?? {};
  const number = (value: unknown) => (typeof value === 'number' || typeof value === 'bigint' ? Number(value) : undefined);
  const text = isValidationMessageKey(issue.message)
    ? validationMessage(issue.message, {
        field: fieldLabel(last),
        min: number(params.minimum) ?? number(extra.min),
        max: number(params.maximum) ?? number(extra.max),
        other: typeof extra.other === 'string' ? fieldLabel(extra.other) : undefined,
        allowed: typeof extra.allowed === 'string' ? extra.allowed : undefined,
      })
    : issue.message;
  return `${name}: ${text}`;
}

function send(request: FastifyRequest, reply: FastifyReply, status: number, exception: string, message: string) {
  const body: Record<string, unknown> = errorEnvelope(message, exception);
  // spec: the login form reads error and error_description (OAuth token endpoint style).
  if (request.url.split('?')[0]?.endsWith(loginPathSuffix)) body.error_description = message;
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

/**
 * Every failure leaves in the envelope. Client mistakes keep their 4xx status (bad input is 400
 * with the field named, never 500); only real server faults are 500, and their details stay in
 * the log.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
      return send(request, reply, error.statusCode, error.exception, error.message);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const message = error.validation.map((issue) => describeValidationIssue(issue, error.validationContext)).join(' ');
      return send(request, reply, 400, request.url.includes(loginPathSuffix) ? 'invalid_request' : 'ValidationException', message);
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      // Answer once the client has sent the rest (thrown away), so it reads the 413 (finding 11).
      return drainRequestBody(request.raw).then((outcome) => {
        if (outcome === 'gave-up') reply.header('connection', 'close');
        return send(request, reply, 413, 'PayloadTooLargeException', bodyTooLargeMessage);
      });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, wrong content type, body too large...
      const message = status === 400 ? `body: ${error.message}` : error.message;
      return send(request, reply, status, status === 400 ? 'ValidationException' : 'BadRequestException', message);
    }
    request.log.error({ err: error }, 'request failed');
    return send(request, reply, 500, 'InternalServerErrorException', messageText('SomethingWentWrong'));
  });
}
