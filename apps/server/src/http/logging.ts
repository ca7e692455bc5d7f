import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/** Where log lines go: stdout unless a test captures them. */
export interface LogDestination {
  write(line: string): void;
}

/**
 * Keys whose values never reach a log line, at any of the first three levels of a logged object
 * (ASVS 5.0 V16.2.5: credentials, tokens and one-time codes are not logged): request headers that
 * carry credentials, the payload fields that hold passwords, tokens and codes, and whole bodies and
 * query parameters. The logging code already avoids them; this is the net under it.
 */
const secretKeys = [
  'authorization',
  'cookie',
  'password',
  'oldPassword',
  'newPassword',
  'confirmPassword',
  'token',
  'Token',
  'accessToken',
  'refreshToken',
  'access_token',
  'refresh_token',
  'AccessToken',
  'RefreshToken',
  'Code',
  'otp',
  'recaptchaToken',
  'body',
  'params',
] as const;
const hyphenatedSecretKeys = ['recaptcha-token', 'x-application-security'] as const;

export const redactedPaths: string[] = [
  ...secretKeys.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]),
  ...hyphenatedSecretKeys.flatMap((key) => [`*["${key}"]`, `*.*["${key}"]`]),
];

/** Query values that may be logged: numbers (ids, page sizes), under names that hold no secret. */
const secretQueryName = /code|otp|token|password|secret|sig|key|user|mail|phone|^to$/i;

/**
 * The request's path with its query reduced to names, and to the values that are plain numbers
 * under harmless names: a reset code, an email address or a signed file URL's signature in a
 * query string never reaches the log (the reset link carries its code in the URL).
 */
export function loggableUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const query = new URLSearchParams(url.slice(queryStart + 1));
  const parts = [...query].map(([name, value]) => `${name}=${/^\d{1,12}$/.test(value) && !secretQueryName.test(name) ? value : '…'}`);
  return `${url.slice(0, queryStart)}?${parts.join('&')}`;
}

/** The SQLSTATE and names of a database error (PostgreSQL and PGlite alike); never its text. */
function databaseFields(error: object): Record<string, string> | undefined {
  const fields = error as Record<string, unknown>;
  const code = fields.code;
  if (typeof code !== 'string' || !/^[0-9A-Z]{5}$/.test(code)) return undefined;
  const named: Record<string, string> = { code };
  for (const name of ['severity', 'constraint', 'table', 'column', 'dataType', 'routine'] as const) {
    const value = fields[name];
    if (typeof value === 'string' && value) named[name] = value;
  }
  return named;
}

const stackFrames = (stack: string | undefined) =>
  stack
    ?.split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');

/**
 * How an error is logged. A failed query is logged by its SQLSTATE, the constraint/table/column
 * names and the stack frames only: the query error's message lists the parameters (a whole profile
 * with the national ID number, a push token) and the driver's detail quotes values, so neither is
 * kept (issue 20, finding 5; ASVS 5.0 V16.2.5). Other errors keep their message.
 */
export function loggableError(error: unknown): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: 'a non-Error value was thrown', stack: '' };
  const cause = error.cause;
  const database = databaseFields(error) ?? (cause instanceof Error ? databaseFields(cause) : undefined);
  const isQueryError = database !== undefined || 'params' in error || 'query' in error;
  if (isQueryError) return { type: error.name, message: 'database query failed', ...database, stack: stackFrames(error.stack) ?? '' };
  const statusCode = (error as { statusCode?: unknown }).statusCode;
  return {
    type: error.name,
    message: error.message,
    ...(typeof statusCode === 'number' ? { statusCode } : {}),
    stack: error.stack ?? '',
    ...(cause instanceof Error ? { cause: loggableError(cause) } : {}),
  };
}

/** An error as it appears in a log line. */
export interface LoggedError {
  readonly type: string;
  readonly message: string;
  readonly stack: string;
  readonly [field: string]: unknown;
}

/** pino's options for the server: level, redaction, the safe serialisers, and the destination when one is given. */
export function loggerOptions(level: string, destination?: LogDestination, format: 'json' | 'pretty' = 'json'): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: redactedPaths, censor: '[redacted]' },
    serializers: {
      err: loggableError,
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: loggableUrl(request.url),
        remoteAddress: request.ip,
      }),
    },
    ...(destination
      ? { stream: destination }
      : format === 'pretty'
        ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } } }
        : {}),
  };
}
