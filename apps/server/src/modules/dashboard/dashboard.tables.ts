import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, uniqueIndex } from 'drizzle-orm/pg-core';
import { userIdColumn } from '../account';

/**
 * A candidate's enrolments (CandidateSOSId), the dashboard's courses. The wire shape (`Course` of
 * @portal/domain) is stored whole as JSON; the columns the queries filter on are copied out.
 */
export const candidateCourses = pgTable(
  'candidate_courses',
  {
    candidateSosId: integer('candidate_sos_id').primaryKey(),
    userId: userIdColumn(),
    courseType: integer('course_type').notNull(),
    course: jsonb('course').$type<Record<string, unknown>>().notNull(),
  },
  (table) => [
    index('candidate_courses_user_idx').on(table.userId, table.courseType),
    // Issue 17: a course's enrolments (the leaderboard ranks every candidate of one SOSId).
    index('candidate_courses_sos_idx').on(sql`((${table.course}->>'SOSId')::int)`),
  ],
);

/** A candidate's e-books (spec: e-books are courses of type 1), wire shape stored as JSON. */
export const candidateEBooks = pgTable(
  'candidate_ebooks',
  {
    id: serial('id').primaryKey(),
    userId: userIdColumn(),
    eBookId: integer('ebook_id').notNull(),
    courseType: integer('course_type').notNull(),
    eBook: jsonb('ebook').$type<Record<string, unknown>>().notNull(),
  },
  (table) => [uniqueIndex('candidate_ebooks_user_ebook_unique').on(table.userId, table.eBookId)],
);
