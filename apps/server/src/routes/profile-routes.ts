import { CandidateProfile, ProfileApiRoutes } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiUrl, bearerSecurity } from '../http/api-route';
import type { Authenticator } from '../http/auth';
import { ok } from '../http/envelope';
import type { ProfileService } from '../services/profiles';

export function registerProfileRoutes(app: FastifyInstance, profiles: ProfileService, auth: Authenticator): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    method: ProfileApiRoutes.getProfile.method,
    url: apiUrl(ProfileApiRoutes.getProfile),
    // No response schema: CandidateProfile has input transforms ('' -> null) that cannot encode.
    schema: { tags: ['Profile'], summary: "The caller's profile.", security: bearerSecurity },
    handler: async (request) => ok(await profiles.get(await auth.required(request))),
  });

  api.route({
    method: ProfileApiRoutes.updateProfile.method,
    url: apiUrl(ProfileApiRoutes.updateProfile),
    schema: { tags: ['Profile'], summary: "Save the caller's profile (validated); the portal then refreshes its token.", security: bearerSecurity, body: CandidateProfile },
    handler: async (request) => ok(await profiles.update(await auth.required(request), request.body)),
  });
}
