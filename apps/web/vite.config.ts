import { defineConfig, type Plugin } from 'vite';
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
      handler(_html, { bundle }) {
        if (!bundle) return [];
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

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    preloadSessionChunks(['src/shared/session/load-session.ts', 'src/shared/messages/load-messages.ts']),
    chunkModules(),
    precompress(),
  ],
  build: {
    // bench/bundle-size.mjs reads the manifest to find the login route's initial JavaScript.
    manifest: true,
    sourcemap: false,
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/__dev': { target: apiTarget, changeOrigin: true },
      // Local file storage's signed URLs are root-relative (/files/...), served by the API.
      '/files': { target: apiTarget, changeOrigin: true },
    },
  },
});
