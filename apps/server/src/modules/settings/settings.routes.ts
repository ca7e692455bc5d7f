import { CandidateSettings, SettingsApiRoutes as routes } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/define-route';
import type { SettingsService } from './settings.service';

const tags = ['Settings'];

/** SettingsApiRoutes (issue 11). */
export function registerSettingsRoutes(app: FastifyInstance, settings: SettingsService): void {
  defineRoute(app, routes.getSettings, {
    schema: { tags, summary: "The caller's settings (the defaults until they save any).", response: CandidateSettings },
    handler: ({ caller }) => settings.get(caller),
  });

  defineRoute(app, routes.saveSettings, {
    schema: { tags, summary: "Saves the caller's settings, whole; answers what was saved.", body: CandidateSettings, response: CandidateSettings },
    handler: ({ body, caller }) => settings.save(caller, body),
  });
}
