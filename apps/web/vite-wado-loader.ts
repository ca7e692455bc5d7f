import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * cornerstone-wado-image-loader's web worker and codecs, served from our origin (issue 19).
 *
 * The package's `dist/dynamic-import` build is a webpack bundle whose decode worker
 * (index.worker.min.worker.js, a classic worker) loads its chunks with importScripts and its
 * WebAssembly codecs (CharLS, OpenJPEG, libjpeg-turbo, OpenJPH; content-hashed names) by fetch,
 * both relative to the worker's own address. Vite does not see any of them: they are copied as they
 * are into `assets/cornerstone-wado-image-loader-<version>/` (a versioned folder: the server caches
 * /assets/ as immutable). The main-thread bundle starts the worker at webpack's "automatic public
 * path", guessed from `document.currentScript` or the page's last <script>, which inside a Vite
 * chunk is whatever script happens to be last: that one expression is rewritten to the folder's
 * address (the build fails if a new version of the package no longer has it).
 */
const require = createRequire(import.meta.url);
const packageFolder = dirname(require.resolve('cornerstone-wado-image-loader/package.json'));
const distFolder = join(packageFolder, 'dist', 'dynamic-import');
const version = (JSON.parse(readFileSync(join(packageFolder, 'package.json'), 'utf8')) as { version: string }).version;
const folder = `assets/cornerstone-wado-image-loader-${version}/`;
const mainBundle = /cornerstone-wado-image-loader\/dist\/dynamic-import\/cornerstoneWADOImageLoader\.min\.js$/;
const workerStart = 'r.p+"index.worker.min.worker.js"';
/** The worker, its chunks and the codecs (not the source maps). */
const workerFiles = () => readdirSync(distFolder).filter((name) => /\.(worker\.js|wasm)$/.test(name));

function rewriteWorkerAddress(code: string, base: string): string {
  const parts = code.split(workerStart);
  if (parts.length !== 2) throw new Error(`cornerstone-wado-image-loader ${version}: expected one \`${workerStart}\` in its dynamic-import bundle, found ${parts.length - 1}`);
  return parts.join(JSON.stringify(`${base}${folder}index.worker.min.worker.js`));
}

export function wadoImageLoaderAssets(): Plugin {
  let base = '/';
  return {
    name: 'portal:wado-image-loader-assets',
    configResolved(config) {
      base = config.base;
    },
    // Dev pre-bundles the package (optimizeDeps): the same rewrite runs there.
    config: () => ({
      optimizeDeps: {
        rolldownOptions: {
          plugins: [
            {
              name: 'portal:wado-image-loader-worker-address',
              transform: (code: string, id: string) => (mainBundle.test(id.replace(/\\/g, '/')) ? { code: rewriteWorkerAddress(code, '/') } : null),
            },
          ],
        },
      },
    }),
    transform(code, id) {
      if (!mainBundle.test(id.replace(/\\/g, '/'))) return null;
      return { code: rewriteWorkerAddress(code, base), map: null };
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = request.url?.split('?')[0] ?? '';
        const name = path.startsWith(`/${folder}`) ? path.slice(folder.length + 1) : '';
        if (!name || !workerFiles().includes(name)) return next();
        response.setHeader('content-type', name.endsWith('.wasm') ? 'application/wasm' : 'text/javascript');
        response.end(readFileSync(join(distFolder, name)));
      });
    },
    generateBundle() {
      for (const name of workerFiles()) this.emitFile({ type: 'asset', fileName: `${folder}${name}`, source: readFileSync(join(distFolder, name)) });
    },
  };
}
