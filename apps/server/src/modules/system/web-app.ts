import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import { errorEnvelope } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import { apiPrefix } from '../../http/define-route';
import { zoomSdkPathPrefix } from '../../http/security-headers';

// Also the Zoom SDK's files: a missing one is a 404, never index.html under a script's name.
const isApiPath = (url: string) =>
  url.startsWith(`${apiPrefix}/`) || url === apiPrefix || url.startsWith('/docs') || url.startsWith('/__dev') || url === '/health' || url.startsWith(zoomSdkPathPrefix);

/**
 * The build's own records (Vite's `.vite/manifest.json`, read by the benches) are not part of the
 * site: they would tell anyone the source layout. Checked on the decoded path, so `%2Evite` is caught.
 */
export function isBuildRecordPath(url: string): boolean {
  let path = url;
  try {
    path = decodeURIComponent(url);
  } catch {
    // A malformed escape: judged as written.
  }
  return path === '/.vite' || path.startsWith('/.vite/');
}

/** Vite puts every content-hashed file here (`assets/<name>-<hash>.<ext>`): a new build gives new names. */
const hashedAssetsFolder = `${sep}assets${sep}`;

/**
 * How long browsers keep a file: content-hashed assets never change under their name, so they are
 * cached for a year without revalidation; everything else (index.html, the Firebase service
 * worker, files of public/) is revalidated on every use (ETag / Last-Modified from @fastify/static),
 * so a new release is picked up at once.
 */
export function cacheControlFor(filePath: string): string {
  return filePath.includes(hashedAssetsFolder) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** The paths whose first visit gets the login document (spec 2: /account redirects to /account/login). */
const loginDocumentPaths = new Set(['/account/login', '/account']);

/**
 * The HTML page a history-mode path gets. A first visit to the login page (a direct visit, a
 * refresh, a link from outside) gets the login document, `login.html`: the same form with React
 * alone, no router (issue #10; apps/web/src/login-main.tsx); every other path gets the SPA,
 * `index.html`, whose own login route serves navigations inside the portal. Paths match as the
 * SPA's router matches them: any case, trailing slashes ignored. A build without the login document
 * sends the SPA.
 */
export function documentFor(path: string, hasLoginDocument: boolean): 'index.html' | 'login.html' {
  const route = path.replace(/\/+$/, '').toLowerCase();
  return hasLoginDocument && loginDocumentPaths.has(route) ? 'login.html' : 'index.html';
}

/**
 * Serves the built portal from WEB_DIST_DIR on the same origin, as a production web server would:
 * the `.br` / `.gz` files the build wrote beside each asset (apps/web/vite-precompress.ts) are sent
 * as they are, chosen by Accept-Encoding, with `Vary: Accept-Encoding`; caching per cacheControlFor.
 * Unknown non-API GETs get index.html (history-mode routing), or the login document (documentFor);
 * everything else unknown, API paths included, is a 404 envelope.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string | undefined): Promise<void> {
  const servesWeb = Boolean(webDistDir && existsSync(join(webDistDir, 'index.html')));
  if (servesWeb) {
    await app.register(fastifyStatic, {
      root: webDistDir as string,
      prefix: '/',
      wildcard: true,
      index: ['index.html'],
      preCompressed: true,
      cacheControl: false,
      allowedPath: (pathName) => !isBuildRecordPath(pathName),
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', cacheControlFor(filePath));
      },
    });
  }
  const hasLoginDocument = servesWeb && existsSync(join(webDistDir as string, 'login.html'));
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (servesWeb && (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(path) && !isBuildRecordPath(path)) {
      return reply.type('text/html; charset=utf-8').sendFile(documentFor(path, hasLoginDocument));
    }
    return reply.status(404).send(errorEnvelope('Not found', 'NotFoundException'));
  });
}
