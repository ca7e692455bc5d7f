import type { FastifyServerOptions } from 'fastify';

/** Where log lines go: stdout unless a test captures them. */
export interface LogDestination {
  write(line: string): void;
}

/** pino's options for the server: level, and the destination when one is given. */
export function loggerOptions(level: string, destination?: LogDestination): FastifyServerOptions['logger'] {
  return {
    level,
    redact: ['req.headers.authorization', 'req.headers["recaptcha-token"]'],
    ...(destination ? { stream: destination } : {}),
  };
}
