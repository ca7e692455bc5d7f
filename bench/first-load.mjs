// A route's first-load JavaScript by a build's own account (Vite's manifest, `build.manifest`, and
// .vite/chunk-modules.json, written by apps/web/vite-precompress.ts): the document's entry, the chunks every
// route preloads (routes.mjs: everyRouteModules) and the route's own modules, each with its static
// imports. bench/bundle-size.mjs and bench/before-after.mjs both count with it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** apps/web's folder from the repo root: manifest keys are relative to it, chunk modules to the root. */
const webRoot = 'apps/web/';

/** A build's manifest and chunk modules, with the lookups a route needs. */
export function readBuild(dist) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  const chunkModules = JSON.parse(readFileSync(join(dist, '.vite/chunk-modules.json'), 'utf8'));
  const keyByFile = new Map(Object.entries(manifest).map(([key, value]) => [value.file, key]));
  const chunkByModule = new Map();
  for (const [file, modules] of Object.entries(chunkModules)) for (const module of modules) chunkByModule.set(module, file);
  /**
   * A route module is a manifest key (`src/...`, relative to apps/web) or a module inside a chunk
   * that has no key of its own: a module statically imported from more than one place lands in a
   * shared chunk keyed `_<name>-<hash>.js` (src/app/candidate-layout.tsx since catch-all-frame.tsx
   * imports it), or in another module's chunk (`node_modules/axios/index.js`). Either way the
   * manifest key of the chunk that holds it. Chunk modules are paths from the repo root, so a
   * `src/...` path is also looked up as `apps/web/src/...`.
   */
  const manifestKey = (module) => {
    if (manifest[module]) return module;
    const file = chunkByModule.get(module) ?? chunkByModule.get(`${webRoot}${module}`);
    return file ? keyByFile.get(file) : undefined;
  };
  return { dist, manifest, chunkModules, manifestKey };
}

/**
 * The JavaScript files a first visit to the route loads: `document` is the HTML page the server
 * sends for it (index.html, the SPA; login.html for /account/login), counted with its entry's static
 * imports. Throws when the document or a module of the route (or of every route) is in no chunk of
 * the build: a renamed or inlined module would otherwise drop out of the count silently and make the
 * route look lighter than it is.
 */
export function firstLoadFiles(build, modules, everyRouteModules, document = 'index.html') {
  const { manifest, manifestKey } = build;
  if (!manifest[document]?.isEntry) {
    throw new Error(`${build.dist}: the manifest has no entry ${document} (fix bench/routes.mjs and apps/web/vite.config.ts)`);
  }
  const wanted = [...everyRouteModules, ...modules];
  const missing = wanted.filter((module) => !manifestKey(module));
  if (missing.length > 0) {
    throw new Error(
      `${build.dist}: no chunk of the build holds ${missing.join(', ')} (renamed or moved? fix bench/routes.mjs and apps/web/vite.config.ts)`,
    );
  }
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    if (!manifest[key]) throw new Error(`${build.dist}: the manifest imports ${key}, which it does not list`);
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  [document, ...wanted.map(manifestKey)].forEach(visit);
  return [...new Set([...seen].map((key) => manifest[key].file))].filter((file) => file.endsWith('.js'));
}
