import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// `npm run dev` proxies the API (and the dev outbox) to the local server, so the portal and the API
// share an origin exactly as in production, where the server serves the built portal.
const apiTarget = process.env.PORTAL_API_PROXY_TARGET ?? 'http://127.0.0.1:4000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
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
