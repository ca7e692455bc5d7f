/*
 * The stats' plain values, in a module without zod: the course pages' prefetch reads them, and a
 * value taken from schemas/stats.ts would bring its zod schemas (and zod classic) into the first load
 * of every course page (issue #10). schemas/stats.ts re-exports them.
 */

/** Leaderboard period: every result ever, or only what happened since Monday 00:00 UTC. */
export const LeaderboardPeriod = { allTime: 'allTime', thisWeek: 'thisWeek' } as const;
export type LeaderboardPeriod = (typeof LeaderboardPeriod)[keyof typeof LeaderboardPeriod];

/** Display name of a candidate who chose to appear anonymously on the leaderboard. */
export const ANONYMOUS_CANDIDATE_NAME = 'Anonymous candidate';
