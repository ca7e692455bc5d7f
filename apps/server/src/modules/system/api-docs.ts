import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * The OpenAPI document (/docs/json) and interactive docs (/docs, assets served locally). Registered
 * before any route, so every route the modules add is documented.
 */
export async function registerApiDocs(app: FastifyInstance, securityHeaderValue: string): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Candidate Portal API',
        version: '6.0.0',
        description: `Every /api/v6 call needs the header \`X-Application-Security: ${securityHeaderValue}\` (a fixed, public client marker, not a secret). Responses use the envelope { Data, success, Message, error }.`,
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  // Swagger UI runs inline bootstrap code: its own routes get its hashed policy (staticCSP) instead
  // of the portal's, still framed by nobody and without upgrade-insecure-requests (plain-HTTP dev).
  await app.register(fastifySwaggerUi, {
    routePrefix: '/docs',
    staticCSP: true,
    transformStaticCSP: (header) =>
      header
        .replace("frame-ancestors 'self'", "frame-ancestors 'none'")
        .replace(/\s*upgrade-insecure-requests;?/, '')
        .replace(/ validator\.swagger\.io/, ''),
  });
}
