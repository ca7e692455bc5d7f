import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { zoomSdkPathPrefix } from '../../http/security-headers';

/** The installed @zoom/meetingsdk: its version and its `dist` folder (the Client View and its assets). */
export interface ZoomSdkPackage {
  readonly version: string;
  readonly distDir: string;
}

/** Finds the installed @zoom/meetingsdk (a dependency of this package), or undefined when it is not installed. */
export function findZoomSdkPackage(): ZoomSdkPackage | undefined {
  try {
    const manifestPath = createRequire(import.meta.url).resolve('@zoom/meetingsdk/package.json');
    const { version } = JSON.parse(readFileSync(manifestPath, 'utf8')) as { version: string };
    const distDir = join(dirname(manifestPath), 'dist');
    return existsSync(join(distDir, `zoom-meeting-${version}.min.js`)) ? { version, distDir } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The files of dist/ the Client View uses: its bundle `zoom-meeting-<version>.min.js`, `lib/` (the
 * vendor React 18 and Redux globals it expects, media workers and wasm in lib/av, languages, sounds,
 * images) and `ui/` (its style sheets and fonts, found beside the lib path given to setZoomJSLib).
 * The Component View bundles and the package's other files are not served.
 */
export function isZoomClientViewFile(relativePath: string, version: string): boolean {
  const path = relativePath.replace(/^\/+/, '');
  return path === `zoom-meeting-${version}.min.js` || path.startsWith('lib/') || path.startsWith('ui/');
}

/**
 * Serves the SDK's Client View read-only from the installed package (no copy into the web build):
 * `/zoom-sdk/<version>/...` from node_modules/@zoom/meetingsdk/dist. The version is in the path, so
 * every file is cached for a year without revalidation and an upgrade changes every address.
 * @fastify/static refuses paths that leave the folder (`..`, encoded or not) and types the files
 * (`.wasm` as application/wasm). The isolation headers (CORP same-origin, COEP, the Zoom page's
 * CSP for the SDK's workers) are set with the page's in http/security-headers.ts.
 * Returns the path prefix served, or undefined when the package is not installed.
 */
export async function registerZoomSdkAssets(app: FastifyInstance, sdk: ZoomSdkPackage | undefined = findZoomSdkPackage()): Promise<string | undefined> {
  if (!sdk) {
    app.log.warn('@zoom/meetingsdk is not installed: /zoom-sdk/ is not served, the Zoom page will say the client did not load');
    return undefined;
  }
  const prefix = `${zoomSdkPathPrefix}${sdk.version}/`;
  await app.register(fastifyStatic, {
    root: sdk.distDir,
    prefix,
    decorateReply: false,
    wildcard: true,
    index: false,
    list: false,
    dotfiles: 'deny',
    cacheControl: false,
    allowedPath: (pathName) => isZoomClientViewFile(pathName, sdk.version),
    setHeaders: (reply) => {
      reply.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
  return prefix;
}
