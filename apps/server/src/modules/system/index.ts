import type { FastifyInstance } from 'fastify';
import { registerSystemRoutes, type SystemRoutesOptions } from './system.routes';
import { registerWebApp } from './web-app';
import { registerZoomSdkAssets } from './zoom-sdk-assets';

/**
 * Health, the dev outbox, the Zoom Meeting SDK's Client View files (/zoom-sdk/, served whether or not
 * this server serves the portal: `npm run dev`'s Vite proxies them here), and the built portal with
 * the 404 envelope for the rest; no domain route table.
 */
export async function registerSystem(app: FastifyInstance, options: SystemRoutesOptions & { readonly webDistDir: string | undefined }): Promise<void> {
  registerSystemRoutes(app, options);
  await registerZoomSdkAssets(app);
  await registerWebApp(app, options.webDistDir);
}

export { registerApiDocs } from './api-docs';
