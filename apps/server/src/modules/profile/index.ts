import type { FastifyInstance } from 'fastify';
import { documentKeysAmong } from './profile.queries';
import { registerProfileRoutes } from './profile.routes';
import { createProfileService, type ProfileContext } from './profile.service';

/** The candidate's profile, picture and academic documents (ProfileApiRoutes). */
export function registerProfile(app: FastifyInstance, context: ProfileContext): void {
  context.files.holdKeys((keys) => documentKeysAmong(context.db, keys));
  registerProfileRoutes(app, createProfileService(context));
}

export { seedCandidateProfile } from './profile.seed';
