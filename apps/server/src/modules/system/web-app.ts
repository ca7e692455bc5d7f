import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { errorEnvelope } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import { apiPrefix } from '../../http/define-route';

const isApiPath = (url: string) =>
  url.startsWith(`${apiPrefix}/`) || url === apiPrefix || url.startsWith('/docs') || url.startsWith('/__dev') || url === '/health';

/**
 * Serves the built portal from WEB_DIST_DIR on the same origin. Unknown non-API GETs get
 * index.html (history-mode routing); everything else unknown, API paths included, is a 404 envelope.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string | undefined): Promise<void> {
  const servesWeb = Boolean(webDistDir && existsSync(join(webDistDir, 'index.html')));
  if (servesWeb) await app.register(fastifyStatic, { root: webDistDir as string, prefix: '/', wildcard: true, index: ['index.html'] });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (servesWeb && (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(path)) {
      return reply.type('text/html; charset=utf-8').sendFile('index.html');
    }
    return reply.status(404).send(errorEnvelope('Not found', 'NotFoundException'));
  });
}
