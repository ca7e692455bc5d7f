import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../../core/context';
import { registerSettingsRoutes } from './settings.routes';
import { createSettingsService } from './settings.service';

/** The candidate's settings (SettingsApiRoutes): theme, notification preferences. */
export function registerSettings(app: FastifyInstance, context: ServiceContext): void {
  registerSettingsRoutes(app, createSettingsService(context));
}
