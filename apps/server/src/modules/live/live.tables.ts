import { index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt } from '../../platform/database/columns';
import { userIdColumn } from '../account';

/**
 * A live class, doubt session or exclusive session of a course (spec: MeetingTopicId; topic type
 * LiveDoubts 1 / LiveLecture 2 / Exclusive 3; meeting type Instant 1 / Scheduled 2 / recurring 3, 8),
 * shared by every enrolment of the course (`sos_id`).
 */
export const meetingTopics = pgTable(
  'meeting_topics',
  {
    meetingTopicId: integer('meeting_topic_id').primaryKey(),
    sosId: integer('sos_id').notNull(),
    topicType: integer('topic_type').notNull(),
    meetingType: integer('meeting_type').notNull(),
    topic: text('topic').notNull(),
    teacherName: text('teacher_name').notNull(),
    subjectName: text('subject_name'),
    /**
     * A recurring class stored once (recurrence.ts): an RFC 5545 RRULE, the IANA zone it is held
     * in and its first start as a wall-clock time there ('2026-03-03T18:30'). Its occurrences are
     * expanded into `meetings` rows for a rolling window (`expanded_until`), so they join, take
     * attendance and are cancelled one by one like any other occurrence.
     */
    recurrenceRule: text('recurrence_rule'),
    recurrenceTimeZone: text('recurrence_time_zone'),
    recurrenceLocalStart: text('recurrence_local_start'),
    recurrenceMinutes: integer('recurrence_minutes'),
    expandedUntil: at('expanded_until'),
  },
  (table) => [index('meeting_topics_course_idx').on(table.sosId, table.topicType)],
);

/**
 * One dated occurrence of a topic (a recurring class has one row per occurrence). Its status follows
 * the clock (domain `meetingStatusAt`) unless a teacher set one (`set_status`: started early,
 * cancelled or ended: `setMeetingStatus` in the service, not a candidate call). The Zoom meeting
 * number and passcode are used only by the Zoom provider.
 */
export const meetings = pgTable(
  'meetings',
  {
    /** Given by the seed for one-off occurrences; expanded recurring ones take the identity (from 10 000 000). */
    meetingId: integer('meeting_id').primaryKey().generatedByDefaultAsIdentity({ startWith: 10_000_000 }),
    meetingTopicId: integer('meeting_topic_id')
      .notNull()
      .references(() => meetingTopics.meetingTopicId, { onDelete: 'cascade' }),
    startAt: at('start_at').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    setStatus: integer('set_status'),
    zoomMeetingNumber: text('zoom_meeting_number'),
    zoomPasscode: text('zoom_passcode'),
  },
  (table) => [uniqueIndex('meetings_topic_start_idx').on(table.meetingTopicId, table.startAt)],
);

/** A candidate's subscription to a topic, per enrolment (spec: Subscribe; idempotent). */
export const meetingSubscriptions = pgTable(
  'meeting_subscriptions',
  {
    candidateSosId: integer('candidate_sos_id').notNull(),
    meetingTopicId: integer('meeting_topic_id')
      .notNull()
      .references(() => meetingTopics.meetingTopicId, { onDelete: 'cascade' }),
    userId: userIdColumn(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.candidateSosId, table.meetingTopicId] })],
);

/** Attendance: the first time an enrolment joined an occurrence. */
export const meetingAttendance = pgTable(
  'meeting_attendance',
  {
    candidateSosId: integer('candidate_sos_id').notNull(),
    meetingId: integer('meeting_id')
      .notNull()
      .references(() => meetings.meetingId, { onDelete: 'cascade' }),
    userId: userIdColumn(),
    joinedAt: at('joined_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.candidateSosId, table.meetingId] }),
    index('meeting_attendance_meeting_idx').on(table.meetingId),
  ],
);

/**
 * A webinar of a course. Its folder (current, upcoming, past) follows the clock; `join_url` is given
 * while it runs, `recording_url` once it is past.
 */
export const webinars = pgTable(
  'webinars',
  {
    webinarId: integer('webinar_id').primaryKey(),
    sosId: integer('sos_id').notNull(),
    title: text('title').notNull(),
    presenter: text('presenter').notNull(),
    startAt: at('start_at').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    joinUrl: text('join_url'),
    recordingUrl: text('recording_url'),
  },
  (table) => [index('webinars_course_idx').on(table.sosId, table.startAt)],
);

/**
 * A past webinar's recording (issue 15): a file in storage (the catalogue's, like course videos),
 * served through a signed, expiring URL with HTTP byte ranges (seekable), never a third-party link.
 */
export const webinarRecordings = pgTable('live_webinar_recordings', {
  webinarId: integer('webinar_id')
    .primaryKey()
    .references(() => webinars.webinarId, { onDelete: 'cascade' }),
  fileKey: text('file_key').notNull(),
  contentType: text('content_type').notNull(),
  durationSeconds: integer('duration_seconds'),
});

/**
 * A candidate's private iCalendar feed (issue 15): the SHA-256 of the long random token in the feed
 * URL (the token itself is shown once, when made; regenerating replaces it, deleting revokes it).
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: userIdColumn().primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: createdAt(),
});
