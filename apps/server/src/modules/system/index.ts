import type { FastifyInstance } from 'fastify';
import { registerSystemRoutes, type SystemRoutesOptions } from './system.routes';
import { registerWebApp } from './web-app';

/** Health, the dev outbox, and the built portal with the 404 envelope for the rest; no domain route table. */
export async function registerSystem(app: FastifyInstance, options: SystemRoutesOptions & { readonly webDistDir: string | undefined }): Promise<void> {
  registerSystemRoutes(app, options);
  await registerWebApp(app, options.webDistDir);
}

export { registerApiDocs } from './api-docs';
