import { CalendarFeedCreated, CalendarFeedStatus, LiveApiRoutes as routes, MeetingStatus, UpcomingClassSchedulesResponse } from '@portal/domain';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarFeedBudget } from '../src/modules/live/live.routes';
import { meetingTopics } from '../src/modules/live/live.tables';
import { startWithTwoCandidates, type TestServer } from './helpers/test-server';

let server: TestServer, first: string, second: string;
beforeAll(async () => ({ server, first, second } = await startWithTwoCandidates()));
afterAll(() => server?.close());

const mdcat = 1001;
const createFeed = async (token: string) => {
  const answer = await server.call('POST', routes.createCalendarFeed.path, { token });
  expect(answer.status).toBe(200);
  return { message: answer.body.Message, ...CalendarFeedCreated.parse(answer.body.Data) };
};
const fetchFeed = (path: string) => fetch(new URL(path, server.baseUrl));

/** The feed parsed by ical.js, its VTIMEZONEs registered so zoned times read as instants. */
async function parsedFeed(path: string) {
  const response = await fetchFeed(path);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/calendar/);
  const calendar = new ICAL.Component(ICAL.parse(await response.text()));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const events = calendar.getAllSubcomponents('vevent');
  const byUid = (uid: string) => events.filter((event) => event.getFirstPropertyValue('uid') === `${uid}@candidate-portal.local`);
  /** Every occurrence of a recurring event (its master: the one without RECURRENCE-ID), as ISO instants. */
  const occurrences = (uid: string) => {
    const master = byUid(uid).find((event) => !event.hasProperty('recurrence-id'));
    if (!master) return [];
    const iterator = new ICAL.Event(master).iterator();
    const starts: string[] = [];
    for (let next = iterator.next(); next && starts.length < 60; next = iterator.next()) starts.push(next.toJSDate().toISOString());
    return starts;
  };
  return { calendar, events, byUid, occurrences };
}

describe('private iCalendar feed', () => {
  let feedPath = '';

  it('is made on request (message 445), shown once, and serves the subscribed classes, recurring ones as RRULE with their zone', async () => {
    const before = CalendarFeedStatus.parse((await server.call('GET', routes.getCalendarFeed.path, { token: first })).body.Data);
    expect(before).toEqual({ IsActive: false, CreatedAt: null });
    // The weekly demo doubt session (Asia/Karachi) and a London class crossing the clocks' change.
    const db = server.app.platform.db;
    const [course] = await db.select({ sosId: meetingTopics.sosId }).from(meetingTopics).where(eq(meetingTopics.meetingTopicId, 10015));
    await db.insert(meetingTopics).values({
      meetingTopicId: 10091, sosId: course!.sosId, topicType: 2, meetingType: 8, topic: 'Friday physics revision (London)',
      teacherName: 'Dr. Sara Malik', subjectName: 'Physics', recurrenceRule: 'FREQ=WEEKLY;BYDAY=FR;COUNT=4', recurrenceTimeZone: 'Europe/London',
      recurrenceLocalStart: '2026-03-20T18:30', recurrenceMinutes: 60,
    });
    for (const [MeetingTopicId, TopicType] of [[10015, 1], [10091, 2]] as const) {
      expect((await server.call('POST', routes.subscribeLiveClass.path, { token: first, body: { CandidateSOSId: mdcat, MeetingTopicId, TopicType } })).status).toBe(200);
    }
    // The teacher cancels the doubt session's second occurrence.
    const schedules = UpcomingClassSchedulesResponse.parse(
      (await server.call('GET', routes.getUpcomingLiveDoubtSchedules.path, { token: first, query: { candidateSOSId: mdcat, pageNumber: 1, pageSize: 50 } })).body.Data,
    ).UpcomingClassSchedules.filter((item) => item.MeetingTopicId === 10015);
    expect(await server.app.modules.live.setMeetingStatus(schedules[1]!.MeetingId, MeetingStatus.Cancelled)).toBe(true);

    const created = await createFeed(first);
    expect(created.message).toMatch(/calendar link is ready/);
    expect(created.FeedPath).toMatch(/^\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    feedPath = created.FeedPath;
    expect(CalendarFeedStatus.parse((await server.call('GET', routes.getCalendarFeed.path, { token: first })).body.Data).IsActive).toBe(true);

    const feed = await parsedFeed(feedPath);
    expect(feed.calendar.getFirstPropertyValue('version')).toBe('2.0');
    // The subscribed one-off exclusive session (tomorrow), in UTC, confirmed.
    const [exclusive] = feed.byUid('meeting-100181');
    expect(exclusive?.getFirstPropertyValue('summary')).toBe('One-to-one mentoring');
    expect(exclusive?.getFirstPropertyValue('status')).toBe('CONFIRMED');
    // The London class: one RRULE event whose occurrences, read through the feed's own VTIMEZONE, move with BST.
    const [london] = feed.byUid('class-10091');
    expect(london?.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('Europe/London');
    expect(String(london?.getFirstPropertyValue('rrule'))).toBe('FREQ=WEEKLY;COUNT=4;BYDAY=FR');
    expect(feed.occurrences('class-10091')).toEqual(['2026-03-20T18:30:00.000Z', '2026-03-27T18:30:00.000Z', '2026-04-03T17:30:00.000Z', '2026-04-10T17:30:00.000Z']);
    // The weekly doubt session: 8 occurrences as the server lists them; the cancelled one as an override.
    expect(feed.occurrences('class-10015')).toEqual(schedules.map((item) => item.StartTime));
    const cancelled = feed.byUid('class-10015').find((event) => event.hasProperty('recurrence-id'));
    expect(cancelled?.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect((cancelled?.getFirstPropertyValue('recurrence-id') as ICAL.Time).toJSDate().toISOString()).toBe(schedules[1]!.StartTime);
    // Webinars of the course that have not ended, with stable UIDs; unsubscribed classes are not in it.
    expect(feed.events.some((event) => String(event.getFirstPropertyValue('uid')).startsWith('webinar-'))).toBe(true);
    expect(feed.byUid('meeting-100101')).toEqual([]);
  });

  it("gives candidate B only B's own feed: none of A's subscriptions", async () => {
    const other = await createFeed(second);
    expect(other.FeedPath).not.toBe(feedPath);
    const feed = await parsedFeed(other.FeedPath);
    expect(feed.byUid('class-10015')).toEqual([]);
    expect(feed.byUid('class-10091')).toEqual([]);
  });

  it('answers 404 for a regenerated, revoked, malformed or made-up token, and nothing else', async () => {
    const renewed = await createFeed(first);
    expect((await fetchFeed(feedPath)).status).toBe(404);
    expect((await fetchFeed(renewed.FeedPath)).status).toBe(200);
    const revoked = await server.call('POST', routes.revokeCalendarFeed.path, { token: first });
    expect(revoked.body.Message).toMatch(/revoked/);
    const gone = await fetchFeed(renewed.FeedPath);
    expect(gone.status).toBe(404);
    expect(await gone.text()).not.toMatch(/VCALENDAR/);
    for (const path of ['/calendar/x.ics', `/calendar/${'A'.repeat(43)}.ics`, `/calendar/${'A'.repeat(43)}`, '/calendar/%00.ics']) {
      expect((await fetchFeed(path)).status).toBe(404);
    }
    expect(CalendarFeedStatus.parse((await server.call('GET', routes.getCalendarFeed.path, { token: first })).body.Data)).toEqual({ IsActive: false, CreatedAt: null });
  });

  it('is rate-limited per address (token guessing gets 429)', async () => {
    const statuses: number[] = [];
    for (let index = 0; index <= calendarFeedBudget.requests; index += 1) statuses.push((await fetchFeed('/calendar/guess.ics')).status);
    expect(statuses.at(-1)).toBe(429);
  });
});
