import { MeetingType, SubscribedClassTopicType, utcOffsetMinutes, type LiveClass, type Webinar } from '@portal/domain';
import type { DemoCourseData } from '@portal/domain/fixtures';
import { readFile } from 'node:fs/promises';
import type { Database } from '../../core/context';
import type { FileStorage } from '../../platform/storage';
import { meetingSubscriptions, meetingTopics, meetings, webinarRecordings, webinars } from './live.tables';

/** The committed demo clips (apps/server/demo-media/videos, made by generate-videos.sh). */
const demoVideosFolder = new URL('../../../demo-media/videos/', import.meta.url);

const minute = 60_000;
const day = 24 * 60 * minute;

/**
 * When each demo topic meets, relative to the seeding time (minutes from now, per occurrence), so a
 * fresh database always has a class live now, classes later today and this week, and past ones:
 * lecture 1 started 10 minutes ago and meets again next week; lecture 2 opens in 8 minutes (the
 * join window) and next week; lecture 3 met 2 days ago and meets in 3 days; doubt session 1 in 2 days
 * and 9 days; doubt session 2 in 4 days; the exclusive session tomorrow.
 */
const lectureTimes = [[-10, 7 * 24 * 60 - 10], [8, 7 * 24 * 60 + 8], [-2 * 24 * 60, 3 * 24 * 60]];
const doubtTimes = [[2 * 24 * 60, 9 * 24 * 60], [4 * 24 * 60]];
const exclusiveTimes = [[24 * 60 + 120]];

const roundToMinute = (date: Date) => new Date(Math.floor(date.getTime() / minute) * minute);

/**
 * The first doubt session is stored once as a recurring class (recurrence.ts): weekly for 8 weeks in
 * Asia/Karachi (the demo academy's zone), first meeting in 2 days at this minute's wall-clock time;
 * the server expands its occurrences when the course's live classes are read.
 */
export const demoRecurrence = { rule: 'FREQ=WEEKLY;COUNT=8', timeZone: 'Asia/Karachi', firstInMinutes: 2 * 24 * 60 } as const;

/** 'YYYY-MM-DDTHH:mm', the wall-clock time of `instant` in `timeZone`. */
export function wallClock(instant: Date, timeZone: string): string {
  return new Date(instant.getTime() + utcOffsetMinutes(timeZone, instant) * minute).toISOString().slice(0, 16);
}

/** Webinars relative to now, by their fixture folder: current started 15 min ago, upcoming in days, past days ago. */
function webinarStart(webinar: Webinar, index: number, now: Date): Date {
  if (webinar.WebinarFolder === 1) return new Date(now.getTime() - 15 * minute);
  if (webinar.WebinarFolder === 2) return new Date(now.getTime() + (3 + index) * day);
  return new Date(now.getTime() - (7 + index) * day);
}

/**
 * The course's demo live classes (the domain fixtures' topics, teachers and subjects) with dated
 * occurrences relative to `now`, and its webinars. Idempotent: rows already there are kept.
 */
export async function seedDemoLiveSessions(db: Database, data: DemoCourseData, now: Date): Promise<void> {
  const start = roundToMinute(now);
  const sosId = data.course.SOSId;
  const plan: [LiveClass, number[]][] = [
    ...data.liveLectures.map((live, index): [LiveClass, number[]] => [live, lectureTimes[index % lectureTimes.length]!]),
    ...data.liveDoubts.map((live, index): [LiveClass, number[]] => [live, doubtTimes[index % doubtTimes.length]!]),
    ...data.exclusives.map((live, index): [LiveClass, number[]] => [live, exclusiveTimes[index % exclusiveTimes.length]!]),
  ];
  const recurring = data.liveDoubts.find((live) => live.TopicType === SubscribedClassTopicType.LiveDoubts)?.MeetingTopicId;
  const topicRows = plan.map(([live, times]) => ({
    meetingTopicId: live.MeetingTopicId,
    sosId,
    topicType: live.TopicType,
    meetingType: times.length > 1 || live.MeetingTopicId === recurring ? MeetingType.RecurringFixedTime : MeetingType.Scheduled,
    topic: live.Topic,
    teacherName: live.TeacherName,
    subjectName: live.SubjectName,
    ...(live.MeetingTopicId === recurring
      ? {
          recurrenceRule: demoRecurrence.rule,
          recurrenceTimeZone: demoRecurrence.timeZone,
          recurrenceLocalStart: wallClock(new Date(start.getTime() + demoRecurrence.firstInMinutes * minute), demoRecurrence.timeZone),
          recurrenceMinutes: live.DurationMinutes,
        }
      : {}),
  }));
  const meetingRows = plan.filter(([live]) => live.MeetingTopicId !== recurring).flatMap(([live, times]) =>
    times.map((minutes, index) => ({
      meetingId: live.MeetingTopicId * 10 + index + 1,
      meetingTopicId: live.MeetingTopicId,
      startAt: new Date(start.getTime() + minutes * minute),
      durationMinutes: live.DurationMinutes,
      zoomMeetingNumber: String(8_100_000_000 + live.MeetingTopicId * 10 + index),
      zoomPasscode: `demo${live.MeetingTopicId % 1000}`,
    })),
  );
  await db.insert(meetingTopics).values(topicRows).onConflictDoNothing();
  await db.insert(meetings).values(meetingRows).onConflictDoNothing();
  if (data.webinars.length > 0) {
    await db
      .insert(webinars)
      .values(
        data.webinars.map((webinar, index) => ({
          webinarId: webinar.WebinarId,
          sosId,
          title: webinar.Title,
          presenter: webinar.Presenter,
          startAt: webinarStart(webinar, index, start),
          durationMinutes: webinar.DurationMinutes,
          joinUrl: webinar.WebinarFolder === 1 ? webinar.Url : `https://zoom.us/j/9900${index}`,
          recordingUrl: webinar.WebinarFolder === 3 ? webinar.Url : null,
        })),
      )
      .onConflictDoNothing();
  }
}

/** The demo candidate's subscriptions: the fixtures' classes marked IsSubscribed (the exclusive session). */
export async function seedLiveSubscriptions(db: Database, userId: string, data: DemoCourseData, now: Date): Promise<void> {
  const rows = [...data.liveLectures, ...data.liveDoubts, ...data.exclusives]
    .filter((live) => live.IsSubscribed)
    .map((live) => ({ candidateSosId: data.course.CandidateSOSId, meetingTopicId: live.MeetingTopicId, userId, createdAt: now }));
  if (rows.length > 0) await db.insert(meetingSubscriptions).values(rows).onConflictDoNothing();
}

/**
 * The demo recordings of past webinars (issue 15): short clips of the demo study material
 * (apps/server/demo-media/videos, already committed for the course's miscellaneous shelf), copied
 * into storage under the catalogue's key like course videos. A past webinar without a matching
 * clip has no recording (the page says so).
 */
export const demoWebinarRecordings: Readonly<Record<string, string>> = {
  'Time management for entry tests': 'misc-time-management-on-exam-day.mp4',
  'Cracking MDCAT Biology': 'misc-how-to-read-an-mcq-stem.mp4',
};

export async function seedDemoWebinarRecordings(
  db: Database,
  storage: FileStorage,
  data: DemoCourseData,
  keyOf: (fileName: string) => string,
): Promise<void> {
  const rows: (typeof webinarRecordings.$inferInsert)[] = [];
  for (const webinar of data.webinars) {
    const fileName = demoWebinarRecordings[webinar.Title];
    if (webinar.WebinarFolder !== 3 || !fileName) continue;
    const key = keyOf(fileName);
    if (!(await storage.stat(key))) await storage.put(key, await readFile(new URL(fileName, demoVideosFolder)), 'video/mp4');
    rows.push({ webinarId: webinar.WebinarId, fileKey: key, contentType: 'video/mp4', durationSeconds: null });
  }
  if (rows.length > 0) await db.insert(webinarRecordings).values(rows).onConflictDoNothing();
}
