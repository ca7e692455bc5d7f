import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../../core/context';
import { registerSettingsRoutes } from './settings.routes';
import { createSettingsService } from './settings.service';

/** The candidate's settings (SettingsApiRoutes): theme, notification preferences. */
export function registerSettings(app: FastifyInstance, context: ServiceContext) {
  const settings = createSettingsService(context);
  registerSettingsRoutes(app, settings);
  return {
    /** A candidate's settings (the defaults when they never saved any): notifications consult them. */
    settingsOf: settings.settingsOf,
  };
}

export type SettingsModule = ReturnType<typeof registerSettings>;
export { seedCandidateSettings } from './settings.seed';
