import type { FastifyInstance } from 'fastify';
import { AppError } from '../core/errors';
import { apiPrefix } from './define-route';

export const securityHeaderName = 'x-application-security';

/**
 * spec: every request carries the fixed application security header. It is not a secret (it is
 * in the portal's bundle); API requests without it are not from our clients and get 403.
 */
export function requireSecurityHeader(app: FastifyInstance, value: string): void {
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith(`${apiPrefix}/`)) return;
    if (request.headers[securityHeaderName] !== value) {
      throw new AppError(403, 'ForbiddenException', 'MissingSecurityHeader');
    }
  });
}
