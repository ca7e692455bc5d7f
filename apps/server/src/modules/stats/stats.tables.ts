import { date, index, integer, numeric, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The leaderboard's read path (issue 17). Both tables are kept by database triggers (written by
 * hand at the end of the migration that creates them): every insert, update or delete of
 * test_attempts, assignment_submissions and activity_completions adds its contribution (scored
 * attempt or reviewed assignment: marks obtained and available; completion of one of the course's
 * activities: done) to its enrolment's row, and takes the old row's away. Nothing in the
 * application writes them, so they cannot drift from the rows they sum; the migration fills them
 * from the rows already there. Marks are `numeric` so adding and taking away the same marks leaves
 * exactly what was there (no floating-point drift after re-submissions).
 *
 * leaderboard_tallies: per course (SOSId), enrolment and week (Monday, UTC; the "this week" view).
 */
export const leaderboardTallies = pgTable(
  'leaderboard_tallies',
  {
    sosId: integer('sos_id').notNull(),
    candidateSosId: integer('candidate_sos_id').notNull(),
    week: date('week', { mode: 'string' }).notNull(),
    obtained: numeric('obtained').notNull().default('0'),
    available: numeric('available').notNull().default('0'),
    done: integer('done').notNull().default(0),
    /** When the week's latest contribution happened (submitted_at / completed_at; migration 0033): the tie rule's "earlier". */
    reachedAt: timestamp('reached_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [primaryKey({ columns: [table.sosId, table.candidateSosId, table.week] }), index('leaderboard_tallies_week_idx').on(table.sosId, table.week)],
);

/**
 * leaderboard_standings: per course and enrolment, the all-time sums (the all-time view reads only
 * these). It is also the course's member list: a trigger on candidate_courses writes `user_id` for
 * every enrolment, and deletes the enrolment's standings and tallies rows once it is gone (migration
 * 0029; the rows of an enrolment that is gone count for nothing, and are summed again if it comes
 * back), so the board does not read each enrolment's course JSON
 * to find who is in the course (that alone took 60-75 ms for 5,000 enrolments).
 */
export const leaderboardStandings = pgTable(
  'leaderboard_standings',
  {
    sosId: integer('sos_id').notNull(),
    candidateSosId: integer('candidate_sos_id').notNull(),
    userId: uuid('user_id'),
    obtained: numeric('obtained').notNull().default('0'),
    available: numeric('available').notNull().default('0'),
    done: integer('done').notNull().default(0),
    /**
     * When the enrolment's latest counted contribution happened (null: none yet), so when it reached
     * the score it has now: equal scores are listed earlier-reached first, then by enrolment id
     * (migration 0033; never by name, which would leak the order of anonymous candidates' names).
     */
    reachedAt: timestamp('reached_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [primaryKey({ columns: [table.sosId, table.candidateSosId] })],
);

/**
 * course_activity_counts: per course (SOSId), subject and activity type, how many activities the
 * course has. A database trigger on course_activities and course_days rebuilds it after every
 * statement that changes them (migration 0033: course content changes rarely, and a rebuild is one
 * grouped count), so the leaderboard and GetMyPrograms read a course's size from a few rows instead
 * of joining its 5,000 activities to its days on every read.
 */
export const courseActivityCounts = pgTable(
  'course_activity_counts',
  {
    sosId: integer('sos_id').notNull(),
    subjectId: integer('subject_id').notNull(),
    activityType: integer('activity_type').notNull(),
    activities: integer('activities').notNull(),
  },
  (table) => [primaryKey({ columns: [table.sosId, table.subjectId, table.activityType] })],
);
