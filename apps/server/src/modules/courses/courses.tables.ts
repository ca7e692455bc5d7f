import { sql, type SQL } from 'drizzle-orm';
import {
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { at, createdAt } from '../../platform/database/columns';
import { userIdColumn } from '../account';

/**
 * The full-text search document of a video or reading (search module, CandidateKoogleService/Koogle):
 * its title, description and body with its HTML tags dropped, a stored generated column. The search
 * reads it through its own table (search_documents, kept by triggers: migration 0033), which holds
 * the GIN indexes.
 */
export const contentSearchText = (
  title: AnyPgColumn,
  description: AnyPgColumn,
  body: AnyPgColumn,
): SQL =>
  sql`(${title} || ' ' || coalesce(${description}, '') || ' ' || regexp_replace(coalesce(${body}, ''), '<[^>]*>', ' ', 'g'))`;
export const contentSearchDocument = (
  title: AnyPgColumn,
  description: AnyPgColumn,
  body: AnyPgColumn,
): SQL => sql`to_tsvector('english'::regconfig, ${contentSearchText(title, description, body)})`;

/** A PostgreSQL tsvector (a stored search document; read only by `@@` and ts_rank in SQL). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The days of a course's subjects (spec: a day = SOSDetailId), shared by every enrolment of the
 * course (SOSId). Groups are named, not rows: a day carries its group's name and position.
 */
export const courseDays = pgTable(
  'course_days',
  {
    sosDetailId: integer('sos_detail_id').primaryKey(),
    sosId: integer('sos_id').notNull(),
    subjectId: integer('subject_id').notNull(),
    groupName: text('group_name').notNull(),
    groupPosition: integer('group_position').notNull(),
    dayPosition: integer('day_position').notNull(),
    dayName: text('day_name').notNull(),
  },
  (table) => [
    index('course_days_subject_idx').on(
      table.sosId,
      table.subjectId,
      table.groupPosition,
      table.dayPosition,
    ),
  ],
);

/**
 * The activities of a day (spec: SOSDetailContentId, AssignmentId, TestId): exactly one of the
 * content, test or assignment ids is set, by ActivityType.
 */
export const courseActivities = pgTable(
  'course_activities',
  {
    id: serial('id').primaryKey(),
    sosDetailId: integer('sos_detail_id')
      .notNull()
      .references(() => courseDays.sosDetailId, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    activityType: integer('activity_type').notNull(),
    title: text('title').notNull(),
    sosDetailContentId: integer('sos_detail_content_id'),
    contentId: integer('content_id'),
    assignmentId: integer('assignment_id'),
    sosDetailAssignmentId: integer('sos_detail_assignment_id'),
    testId: integer('test_id'),
    sosDetailTestId: integer('sos_detail_test_id'),
    dueDate: text('due_date'),
  },
  (table) => [
    uniqueIndex('course_activities_day_position_unique').on(table.sosDetailId, table.position),
    uniqueIndex('course_activities_content_unique').on(table.sosDetailContentId),
    index('course_activities_content_id_idx').on(table.contentId),
  ],
);

/**
 * Videos and readings (spec: ContentId). An LMS video is a file in storage (`video_key`, captions
 * beside it), served through signed URLs; an external one keeps its provider URL. A reading's body
 * is HTML sanitised when it is stored (and again when it is served).
 */
export const courseContents = pgTable('course_contents', {
  contentId: integer('content_id').primaryKey(),
  contentType: integer('content_type').notNull(),
  contentSource: integer('content_source').notNull(),
  title: text('title').notNull(),
  description: text('description'),
  videoKey: text('video_key'),
  captionsKey: text('captions_key'),
  externalUrl: text('external_url'),
  body: text('body'),
  durationSeconds: integer('duration_seconds'),
  /**
   * The search document, stored (generated from title, description and body): ranking a match
   * reads it instead of parsing the body again (bench/search-load.mjs); search_documents copies it.
   */
  searchDocument: tsvector('search_document').generatedAlwaysAs((): SQL =>
    contentSearchDocument(courseContents.title, courseContents.description, courseContents.body),
  ),
});

/** A course's miscellaneous videos (spec: mixed content, MiscContents), in shelf order. */
export const courseMiscContents = pgTable(
  'course_misc_contents',
  {
    sosId: integer('sos_id').notNull(),
    contentId: integer('content_id').notNull(),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    contentSource: integer('content_source').notNull(),
    videoKey: text('video_key'),
    captionsKey: text('captions_key'),
    externalUrl: text('external_url'),
    durationSeconds: integer('duration_seconds'),
  },
  (table) => [
    primaryKey({ columns: [table.sosId, table.contentId] }),
    index('course_misc_contents_order_idx').on(table.sosId, table.position),
  ],
);

/**
 * What an enrolment completed: one row per item (kind 'content' | 'test' | 'assignment' and its
 * SOSDetail...Id), so marking twice is one completion.
 */
export const activityCompletions = pgTable(
  'activity_completions',
  {
    candidateSosId: integer('candidate_sos_id').notNull(),
    kind: text('kind').$type<'content' | 'test' | 'assignment'>().notNull(),
    itemId: integer('item_id').notNull(),
    userId: userIdColumn(),
    completedAt: at('completed_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.candidateSosId, table.kind, table.itemId] })],
);

/** Beyond the spec: per enrolment, the last video or reading opened and the second a video was left at. */
export const resumePoints = pgTable('resume_points', {
  candidateSosId: integer('candidate_sos_id').primaryKey(),
  userId: userIdColumn(),
  sosDetailContentId: integer('sos_detail_content_id').notNull(),
  positionSeconds: integer('position_seconds').notNull(),
  createdAt: createdAt(),
  updatedAt: at('updated_at').notNull(),
});
