import { customType, index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';

/** A PostgreSQL tsvector (a stored search document; read only by `@@` and ts_rank in SQL). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/*
 * The search's read path (issue 14: search p99 <= 30 ms over 10,000 items). Both tables are kept by
 * database triggers, written by hand at the end of the migration that creates them (0033): every
 * insert, update or delete of the rows they are derived from recomputes the rows it touches, so
 * nothing in the application writes them and they cannot drift; the migration fills them from the
 * rows already there. A search then reads one table for its matches and one row per subject for
 * the day locks, instead of joining the course's hierarchy and its completions per request
 * (bench/results/search-load.md).
 */

/**
 * search_documents: one row per course activity (course_activities) with what a search filters
 * on (its course, subject, day in course order and activity type, from course_days) and its two
 * documents: the activity's title and its text (the video's or reading's stored search_document of
 * course_contents, or the assignment's instructions). The GIN indexes do without a pending list
 * (`fastupdate` off): course content is written rarely and searched often, and PGlite has no
 * autovacuum to merge a pending list, so every search would read it through.
 */
export const searchDocuments = pgTable(
  'search_documents',
  {
    activityId: integer('activity_id').primaryKey(),
    sosId: integer('sos_id').notNull(),
    subjectId: integer('subject_id').notNull(),
    groupPosition: integer('group_position').notNull(),
    dayPosition: integer('day_position').notNull(),
    sosDetailId: integer('sos_detail_id').notNull(),
    activityType: integer('activity_type').notNull(),
    titleDocument: tsvector('title_document').notNull(),
    bodyDocument: tsvector('body_document'),
  },
  (table) => [
    index('search_documents_title_idx')
      .using('gin', table.titleDocument)
      .with({ fastupdate: false }),
    index('search_documents_body_idx').using('gin', table.bodyDocument).with({ fastupdate: false }),
  ],
);

/**
 * search_open_days: per enrolment and subject of its course (candidate_courses' SOSId, course_days),
 * the last open day in course order: the first day with a video or reading the enrolment has not
 * completed (days unlock in order, domain rule `lockedDayIds`), or null columns when every day of
 * the subject is open. Kept by the triggers on activity_completions, course_activities, course_days
 * and candidate_courses. A subject without a row has nothing open (the search joins it, so a
 * missing row hides content rather than showing locked content).
 */
export const searchOpenDays = pgTable(
  'search_open_days',
  {
    candidateSosId: integer('candidate_sos_id').notNull(),
    subjectId: integer('subject_id').notNull(),
    groupPosition: integer('group_position'),
    dayPosition: integer('day_position'),
    sosDetailId: integer('sos_detail_id'),
  },
  (table) => [primaryKey({ columns: [table.candidateSosId, table.subjectId] })],
);
