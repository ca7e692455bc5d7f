import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type Rollup } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { chunkModules, precompress } from './vite-precompress';

// `npm run dev` proxies the API (and the dev outbox) to the local server, so the portal and the API
// share an origin exactly as in production, where the server serves the built portal.
const apiTarget = process.env.PORTAL_API_PROXY_TARGET ?? 'http://127.0.0.1:4000';

/**
 * Every route's guards first read the stored session and messages, validated with zod in chunks of
 * their own (shared/session/load-session.ts, shared/messages/load-messages.ts) so zod stays out of
 * the entry. Every route needs them before its first decision, so the page asks for them at once,
 * beside the entry, instead of after the entry ran: the guards then decide without a network wait,
 * and a route's data prefetch starts while its page chunk is still downloading.
 */
function preloadSessionChunks(modules: readonly string[]): Plugin {
  let base = '/';
  return {
    name: 'portal:preload-session-chunks',
    apply: 'build',
    configResolved: (config) => {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, filename }) {
        // The isolated Zoom page (zoom-meeting.html) loads none of the portal's chunks.
        if (!bundle || !filename.endsWith('index.html')) return [];
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const files = new Set<string>();
        const visit = (fileName: string) => {
          const chunk = byFile.get(fileName);
          if (!chunk || chunk.isEntry || files.has(fileName)) return;
          files.add(fileName);
          chunk.imports.forEach(visit);
        };
        for (const chunk of chunks) {
          if (modules.some((module) => chunk.facadeModuleId?.endsWith(module))) visit(chunk.fileName);
        }
        return [...files].map((fileName) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${fileName}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/** Where a first visit to a path goes, and the modules its first paint needs beside the entry. */
interface RoutePreload {
  /** The address path, exactly (no trailing slash). */
  readonly path: string;
  /** Preload only with a stored session (signed-in pages) or only without (the login form). */
  readonly signedIn: boolean;
  /** Source modules (paths from apps/web, or node_modules/...) whose chunks and static imports it loads. */
  readonly modules: readonly string[];
}

/**
 * The router asks for a route's page chunk only once the entry has downloaded and run, so the
 * page's chunks come in a second wave, after it (Lighthouse's largest-contentful-paint chain on
 * /account/login and the signed-in pages). This writes a small script, loaded `async` from the
 * head (the CSP allows no inline script), that reads the address and the stored session's presence
 * and adds `<link rel="modulepreload">` for that route's chunks at once: they download beside the
 * entry. A path not listed, or a visitor the guards will send elsewhere, preloads nothing extra.
 */
function preloadRouteChunks(routes: readonly RoutePreload[], sessionKey: string): Plugin {
  let base = '/';
  let outDir = 'dist';
  let script: { fileName: string; source: string } | undefined;
  return {
    name: 'portal:preload-route-chunks',
    apply: 'build',
    configResolved: (config) => {
      base = config.base;
      outDir = join(config.root, config.build.outDir);
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, filename }) {
        // The isolated Zoom page (zoom-meeting.html) loads none of the portal's chunks.
        if (!bundle || !filename.endsWith('index.html')) return [];
        const chunks = Object.values(bundle).filter((output): output is Rollup.OutputChunk => output.type === 'chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const chunkOf = (module: string) =>
          chunks.find((chunk) => chunk.facadeModuleId?.endsWith(module)) ??
          chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(module)));
        // What the page's own tags load already (the entry and its static imports).
        const loaded = new Set<string>();
        const visitEntry = (fileName: string) => {
          const chunk = byFile.get(fileName);
          if (!chunk || loaded.has(fileName)) return;
          loaded.add(fileName);
          chunk.imports.forEach(visitEntry);
        };
        chunks.filter((chunk) => chunk.isEntry).forEach((chunk) => visitEntry(chunk.fileName));
        const map: Record<string, { signedIn: boolean; files: string[] }> = {};
        for (const route of routes) {
          const files = new Set<string>(loaded);
          const visit = (fileName: string) => {
            const chunk = byFile.get(fileName);
            if (!chunk || chunk.isEntry || files.has(fileName)) return;
            files.add(fileName);
            chunk.imports.forEach(visit);
          };
          for (const module of route.modules) {
            const chunk = chunkOf(module);
            if (!chunk) throw new Error(`preloadRouteChunks: no chunk holds ${module} (renamed?)`);
            visit(chunk.fileName);
          }
          const extra = [...files].filter((file) => !loaded.has(file));
          map[route.path] = { signedIn: route.signedIn, files: extra.map((file) => `${base}${file}`) };
        }
        const source = `(function () {
  var routes = ${JSON.stringify(map)};
  var route = routes[location.pathname.replace(/[/]+$/, '') || '/'];
  if (!route) return;
  var signedIn = false;
  try {
    signedIn = window.localStorage.getItem(${JSON.stringify(sessionKey)}) !== null;
  } catch (error) {
    return;
  }
  if (route.signedIn !== signedIn) return;
  route.files.forEach(function (href) {
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    // Ahead of the entry's own static imports: the page's chunks are what its first paint waits
    // for last, and beside a few large files (inlined common chunks) they would otherwise start
    // only after the entry's main code.
    link.fetchPriority = 'high';
    link.href = href;
    document.head.appendChild(link);
  });
})();
`;
        const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
        script = { fileName: `assets/route-preload-${hash}.js`, source };
        return [{ tag: 'script', attrs: { async: true, src: `${base}${script.fileName}` }, injectTo: 'head-prepend' as const }];
      },
    },
    writeBundle() {
      if (!script) return;
      const path = join(outDir, script.fileName);
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, script.source);
    },
  };
}

/**
 * react-router's package resolves to its development build under every condition Vite uses (its
 * exports map lists only dist/development), which compiles in dev warnings and checks. The
 * production build sits beside it: the portal's build uses it (dev and tests keep the warnings).
 */
const reactRouterDist = fileURLToPath(new URL('../../node_modules/react-router/dist/production/', import.meta.url));
const reactRouterProduction = [
  { find: /^react-router$/, replacement: join(reactRouterDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: join(reactRouterDist, 'dom-export.mjs') },
];

const signedInShell = ['src/app/candidate-layout.tsx', 'node_modules/axios/index.js', 'src/shared/query-client.ts'];
const loginPage = ['src/features/account/pages/login-page.tsx'];

export default defineConfig(({ command }) => ({
  resolve: { alias: command === 'build' ? reactRouterProduction : [] },
  plugins: [
    react(),
    tailwindcss(),
    preloadSessionChunks(['src/shared/session/load-session.ts', 'src/shared/messages/load-messages.ts']),
    // The first pages students open (bench/routes.mjs measures the same ones). The session key is
    // LocalStorageKey.authToken (src/platform/storage.ts).
    preloadRouteChunks(
      [
        { path: '/account/login', signedIn: false, modules: loginPage },
        { path: '/account', signedIn: false, modules: loginPage },
        { path: '/dashboard', signedIn: true, modules: [...signedInShell, 'src/features/dashboard/pages/dashboard-page.tsx', 'src/features/dashboard/prefetch.ts'] },
        { path: '/dashboard/notifications', signedIn: true, modules: [...signedInShell, 'src/features/notifications/pages/notifications-page.tsx', 'src/features/notifications/prefetch.ts'] },
        { path: '/dashboard/profile', signedIn: true, modules: [...signedInShell, 'src/features/profile/pages/profile-page.tsx', 'src/features/profile/prefetch.ts'] },
      ],
      'portal.authToken',
    ),
    chunkModules(),
    precompress(),
  ],
  build: {
    // bench/bundle-size.mjs reads the manifest to find the login route's initial JavaScript.
    manifest: true,
    sourcemap: false,
    rolldownOptions: {
      // Automatic chunking gave every set of routes that shares a module a chunk of its own: the
      // login page loaded 32 files and /dashboard 57, most under 2 KB (a query key, an icon, a
      // card), queued on HTTP/1.1's six connections. Common chunks under 12 KB of source are copied
      // into the chunks that use them instead (bench/before-after.mjs counts files and bytes).
      // Rolldown requires both settings (the entry exports nothing; it turns on strict execution
      // order itself). The entry then becomes a small facade over its main chunk: the login form's
      // chunk is preloaded with high priority so it still starts before that main code arrives
      // (e2e/test/route-prefetch.test.ts; commit 77d8279 reverted an attempt without it).
      preserveEntrySignatures: false,
      // Two pages: the portal, and the isolated Zoom Meeting SDK page the meeting room frames
      // (src/zoom-meeting: no React, no portal code; the SDK itself is loaded at run time from
      // /zoom-sdk/ on our origin, never bundled).
      input: { main: fileURLToPath(new URL('index.html', import.meta.url)), zoom: fileURLToPath(new URL('zoom-meeting.html', import.meta.url)) },
      output: {
        codeSplitting: {
          experimentalInlineCommonChunks: { maxSize: 12 * 1024 },
          groups: [
            // The query cache and the hooks every signed-in page uses, in one file instead of three
            // (query-client 7.7 + useBaseQuery 3.2 + useMutation 1.1 KB gzip): one request, and
            // compressed together. The provider stays in the entry (the login form has no cache).
            {
              name: 'query',
              test: (id: string) =>
                /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/.test(id) && !/QueryClientProvider|isRestoring|QueryErrorResetBoundary/.test(id)
                  ? true
                  : id.endsWith('src/shared/query-client.ts'),
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/__dev': { target: apiTarget, changeOrigin: true },
      // Local file storage's signed URLs are root-relative (/files/...), served by the API.
      '/files': { target: apiTarget, changeOrigin: true },
      '/dicom': { target: apiTarget, changeOrigin: true },
    },
  },
}));
