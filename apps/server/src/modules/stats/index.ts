import type { FastifyInstance } from 'fastify';
import { registerStatsRoutes } from './stats.routes';
import { createStatsService, type StatsContext } from './stats.service';

/**
 * Stats and leaderboard (StatsApiRoutes): figures computed in SQL from the candidate's completions,
 * scored test attempts and reviewed assignments whenever they are read; nothing is stored.
 */
export function registerStats(app: FastifyInstance, context: StatsContext) {
  registerStatsRoutes(app, createStatsService(context));
}

export { seedLeaderboardCohort } from './stats.seed';
