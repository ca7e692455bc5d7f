import { and, asc, count, eq, gt, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../core/context';
import { calendarFeeds, meetingAttendance, meetingSubscriptions, meetingTopics, meetings, webinarRecordings, webinars } from './live.tables';

export type TopicRow = typeof meetingTopics.$inferSelect;
export type MeetingRow = typeof meetings.$inferSelect;
export type WebinarRow = typeof webinars.$inferSelect;

/** Every occurrence of the course's topics that ends after `since`, with its topic, by start (one statement). */
export function listCourseOccurrences(db: Database, sosId: number, since: Date) {
  return db
    .select({ topic: meetingTopics, meeting: meetings })
    .from(meetings)
    .innerJoin(meetingTopics, eq(meetingTopics.meetingTopicId, meetings.meetingTopicId))
    .where(
      and(
        eq(meetingTopics.sosId, sosId),
        gt(sql`${meetings.startAt} + make_interval(mins => ${meetings.durationMinutes})`, since),
      ),
    )
    .orderBy(asc(meetings.startAt), asc(meetings.meetingId));
}

/** The topics the enrolment subscribed to, with every occurrence of each, by start (one statement). */
export function listSubscribedOccurrences(db: Database, candidateSosId: number, sosId: number) {
  return db
    .select({ topic: meetingTopics, meeting: meetings })
    .from(meetingSubscriptions)
    .innerJoin(meetingTopics, eq(meetingTopics.meetingTopicId, meetingSubscriptions.meetingTopicId))
    .innerJoin(meetings, eq(meetings.meetingTopicId, meetingTopics.meetingTopicId))
    .where(and(eq(meetingSubscriptions.candidateSosId, candidateSosId), eq(meetingTopics.sosId, sosId)))
    .orderBy(asc(meetingSubscriptions.createdAt), asc(meetings.startAt));
}

export async function subscribedTopicIds(db: Database, candidateSosId: number): Promise<Set<number>> {
  const rows = await db
    .select({ id: meetingSubscriptions.meetingTopicId })
    .from(meetingSubscriptions)
    .where(eq(meetingSubscriptions.candidateSosId, candidateSosId));
  return new Set(rows.map((row) => row.id));
}

/** A topic of the course, or undefined (another course's topic answers like a missing one). */
export async function findCourseTopic(db: Database, sosId: number, meetingTopicId: number) {
  const [row] = await db
    .select()
    .from(meetingTopics)
    .where(and(eq(meetingTopics.meetingTopicId, meetingTopicId), eq(meetingTopics.sosId, sosId)));
  return row;
}

export function listTopicOccurrences(db: Database, meetingTopicId: number) {
  return db.select().from(meetings).where(eq(meetings.meetingTopicId, meetingTopicId)).orderBy(asc(meetings.startAt));
}

/** An occurrence of the course with its topic, whether the enrolment subscribed, and its attendance. */
export async function findCourseMeeting(db: Database, sosId: number, candidateSosId: number, meetingId: number) {
  const [row] = await db
    .select({
      topic: meetingTopics,
      meeting: meetings,
      subscribedAt: meetingSubscriptions.createdAt,
      joinedAt: sql<Date | null>`(select ${meetingAttendance.joinedAt} from ${meetingAttendance} where ${meetingAttendance.meetingId} = ${meetings.meetingId} and ${meetingAttendance.candidateSosId} = ${candidateSosId})`.mapWith((value: string | Date | null) => (value === null ? null : new Date(value))),
      attendees: sql<number>`(select count(*) from ${meetingAttendance} where ${meetingAttendance.meetingId} = ${meetings.meetingId})`.mapWith(Number),
    })
    .from(meetings)
    .innerJoin(meetingTopics, eq(meetingTopics.meetingTopicId, meetings.meetingTopicId))
    .leftJoin(
      meetingSubscriptions,
      and(eq(meetingSubscriptions.meetingTopicId, meetingTopics.meetingTopicId), eq(meetingSubscriptions.candidateSosId, candidateSosId)),
    )
    .where(and(eq(meetings.meetingId, meetingId), eq(meetingTopics.sosId, sosId)));
  return row;
}

export async function insertSubscription(db: Database, row: typeof meetingSubscriptions.$inferInsert): Promise<void> {
  await db.insert(meetingSubscriptions).values(row).onConflictDoNothing();
}

/** Records the first join; gives the first join's time (a second join keeps it). */
export async function recordAttendance(db: Database, row: typeof meetingAttendance.$inferInsert): Promise<Date> {
  await db.insert(meetingAttendance).values(row).onConflictDoNothing();
  const [first] = await db
    .select({ joinedAt: meetingAttendance.joinedAt })
    .from(meetingAttendance)
    .where(and(eq(meetingAttendance.candidateSosId, row.candidateSosId), eq(meetingAttendance.meetingId, row.meetingId)));
  return first?.joinedAt ?? row.joinedAt;
}

export async function updateMeetingStatus(db: Database, meetingId: number, setStatus: number | null): Promise<boolean> {
  const rows = await db.update(meetings).set({ setStatus }).where(eq(meetings.meetingId, meetingId)).returning({ id: meetings.meetingId });
  return rows.length > 0;
}

export function listCourseWebinars(db: Database, sosIds: readonly number[]) {
  if (sosIds.length === 0) return Promise.resolve([] as WebinarRow[]);
  return db.select().from(webinars).where(inArray(webinars.sosId, [...sosIds])).orderBy(asc(webinars.startAt), asc(webinars.webinarId));
}

export async function findCourseWebinar(db: Database, sosId: number, webinarId: number) {
  const [row] = await db.select().from(webinars).where(and(eq(webinars.webinarId, webinarId), eq(webinars.sosId, sosId)));
  return row;
}

export async function countTopics(db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(meetingTopics);
  return row?.total ?? 0;
}

export async function findMeeting(db: Database, meetingId: number) {
  const [row] = await db.select().from(meetings).where(eq(meetings.meetingId, meetingId));
  return row;
}

/** The course's recurring topics whose expanded occurrences end before `horizon` (one statement). */
export function listRecurringTopicsToExpand(db: Database, sosIds: readonly number[], horizon: Date) {
  return db
    .select()
    .from(meetingTopics)
    .where(
      and(
        inArray(meetingTopics.sosId, [...sosIds]),
        isNotNull(meetingTopics.recurrenceRule),
        or(isNull(meetingTopics.expandedUntil), lt(meetingTopics.expandedUntil, horizon)),
      ),
    );
}

/** Adds expanded occurrences (an occurrence already there, by topic and start, is kept) and moves the topic's horizon. */
/** Occurrences per insert: 3 parameters each, well below PostgreSQL's 65,535 per statement. */
const occurrencesPerInsert = 5000;

/**
 * The expanded occurrences of these topics and their new `expanded_until`: two statements for any
 * number of topics (one more per 5,000 occurrences), never one per topic.
 */
export async function insertExpandedOccurrences(db: Database, meetingTopicIds: readonly number[], rows: readonly (typeof meetings.$inferInsert)[], until: Date) {
  if (meetingTopicIds.length === 0) return;
  for (let start = 0; start < rows.length; start += occurrencesPerInsert) {
    await db
      .insert(meetings)
      .values(rows.slice(start, start + occurrencesPerInsert))
      .onConflictDoNothing({ target: [meetings.meetingTopicId, meetings.startAt] });
  }
  await db.update(meetingTopics).set({ expandedUntil: until }).where(inArray(meetingTopics.meetingTopicId, [...meetingTopicIds]));
}

/** The subscribed topics of these enrolments with every materialised occurrence, by start (one statement). */
export function listSubscribedOccurrencesOf(db: Database, candidateSosIds: readonly number[]) {
  if (candidateSosIds.length === 0) return Promise.resolve([] as { topic: TopicRow; meeting: MeetingRow; candidateSosId: number }[]);
  return db
    .select({ topic: meetingTopics, meeting: meetings, candidateSosId: meetingSubscriptions.candidateSosId })
    .from(meetingSubscriptions)
    .innerJoin(meetingTopics, eq(meetingTopics.meetingTopicId, meetingSubscriptions.meetingTopicId))
    .innerJoin(meetings, eq(meetings.meetingTopicId, meetingTopics.meetingTopicId))
    .where(inArray(meetingSubscriptions.candidateSosId, [...candidateSosIds]))
    .orderBy(asc(meetings.startAt), asc(meetings.meetingId));
}

export async function findCalendarFeed(db: Database, userId: string) {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  return row;
}

export async function findCalendarFeedByHash(db: Database, tokenHash: string) {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.tokenHash, tokenHash));
  return row;
}

/** One feed per user: a new token replaces the old one. */
export async function saveCalendarFeed(db: Database, row: typeof calendarFeeds.$inferInsert): Promise<void> {
  await db.insert(calendarFeeds).values(row).onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash: row.tokenHash, createdAt: row.createdAt } });
}

export async function deleteCalendarFeed(db: Database, userId: string): Promise<void> {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}

/** A webinar of the course with its recording, if it has one (one statement). */
export async function findCourseWebinarRecording(db: Database, sosId: number, webinarId: number) {
  const [row] = await db
    .select({ webinar: webinars, recording: webinarRecordings })
    .from(webinars)
    .leftJoin(webinarRecordings, eq(webinarRecordings.webinarId, webinars.webinarId))
    .where(and(eq(webinars.webinarId, webinarId), eq(webinars.sosId, sosId)));
  return row;
}
