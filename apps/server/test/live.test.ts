import {
  CandidateWebinarListViewModel,
  LiveApiRoutes as routes,
  LiveClass,
  LiveRoom,
  MeetingJoin,
  MeetingSignature,
  MeetingStatus,
  RatingsApiRoutes,
  SubscribedClassesResponse,
  UpcomingClassSchedulesResponse,
  UpcomingClassesResponse,
  WebinarFolder,
  WebinarFolderEnumResponse,
} from '@portal/domain';
import { eq } from 'drizzle-orm';
import { decodeProtectedHeader, jwtVerify } from 'jose';
import { candidateCourses } from '../src/modules/dashboard/dashboard.tables';
import { users } from '../src/modules/account/account.tables';
import { meetingTopics, meetings } from '../src/modules/live/live.tables';
import { formatTime, formatDayDate } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signZoomSdkJwt } from '../src/modules/live';
import { startTestServer, startWithTwoCandidates, type TestServer } from './helpers/test-server';

let server: TestServer, first: string, second: string;
beforeAll(async () => ({ server, first, second } = await startWithTwoCandidates()));
afterAll(() => server?.close());

const mdcat = 1001;
const nums = 2001;
// The demo seed (live.seed.ts), relative to the test clock's start: lecture 10010 started 10 minutes
// ago (meeting 100101), lecture 10011 starts in 8 minutes (100111), lecture 10012 met 2 days ago
// (100121) and meets in 3 days (100122); the exclusive session 10018 (100181) is subscribed.
const started = { topic: 10010, meeting: 100101 };
const soon = { topic: 10011, meeting: 100111, nextWeek: 100112 };
const pastLecture = { topic: 10012, meeting: 100121 };
const paging = { pageNumber: 1, pageSize: 10 };

const get = <T>(token: string, path: string, query: Record<string, string | number | boolean>) => server.call<T>('GET', path, { token, query });
const upcomingLectures = async (token = first) =>
  UpcomingClassesResponse.parse((await get(token, routes.getUpcomingLiveLectures.path, { candidateSOSId: mdcat, ...paging })).body.Data);
const subscribe = (MeetingTopicId: number, token = first, CandidateSOSId = mdcat, TopicType = 2) =>
  server.call('POST', routes.subscribeLiveClass.path, { token, body: { CandidateSOSId, MeetingTopicId, TopicType } });
const join = (MeetingId: number, token = first, CandidateSOSId = mdcat) =>
  server.call('POST', routes.joinMeeting.path, { token, body: { CandidateSOSId, MeetingId } });
const room = async (meetingId: number) => LiveRoom.parse((await get(first, routes.getLiveRoom.path, { candidateSOSId: mdcat, meetingId })).body.Data);

describe('live classes', () => {
  it('lists upcoming lectures by next start with their status, and the schedules of every occurrence not ended', async () => {
    const upcoming = await upcomingLectures();
    expect(upcoming.TotalRecords).toBe(3);
    expect(upcoming.UpcomingClasses.map((item) => [item.MeetingTopicId, item.MeetingStatus, item.NextMeetingId])).toEqual([
      [started.topic, MeetingStatus.Started, started.meeting],
      [soon.topic, MeetingStatus.Scheduled, soon.meeting],
      [pastLecture.topic, MeetingStatus.Scheduled, 100122],
    ]);
    const schedules = UpcomingClassSchedulesResponse.parse((await get(first, routes.getUpcomingLiveLectureSchedules.path, { candidateSOSId: mdcat, pageNumber: 1, pageSize: 2 })).body.Data);
    expect(schedules.TotalRecords).toBe(5); // the meeting of 2 days ago has ended
    expect(schedules.UpcomingClassSchedules.map((item) => item.MeetingId)).toEqual([started.meeting, soon.meeting]);
    const doubts = UpcomingClassesResponse.parse((await get(first, routes.getUpcomingLiveDoubts.path, { candidateSOSId: mdcat, ...paging })).body.Data);
    expect(doubts.UpcomingClasses.every((item) => item.TopicType === 1)).toBe(true);
    expect(doubts.TotalRecords).toBe(2);
    // The seeded exclusive session is subscribed, so it is not upcoming; its schedule still is.
    expect(UpcomingClassesResponse.parse((await get(first, routes.getUpcomingLiveExclusives.path, { candidateSOSId: mdcat, ...paging })).body.Data).TotalRecords).toBe(0);
    const exclusiveSchedules = await get<{ UpcomingExclusiveSchedules: unknown[] }>(first, routes.getUpcomingLiveExclusiveSchedules.path, { candidateSOSId: mdcat, ...paging });
    expect(exclusiveSchedules.body.Data.UpcomingExclusiveSchedules).toHaveLength(1);
  });

  it('subscribes idempotently: the class leaves the upcoming list (total decremented) and joins the subscribed list once', async () => {
    const first1 = await subscribe(started.topic);
    expect(first1.status).toBe(200);
    expect(first1.body.Message).toMatch(/subscribed/i);
    expect(LiveClass.parse(first1.body.Data)).toMatchObject({ MeetingTopicId: started.topic, IsSubscribed: true });
    expect((await subscribe(started.topic)).status).toBe(200);
    const upcoming = await upcomingLectures();
    expect(upcoming.TotalRecords).toBe(2);
    expect(upcoming.UpcomingClasses.map((item) => item.MeetingTopicId)).not.toContain(started.topic);
    const subscribed = SubscribedClassesResponse.parse((await get(first, routes.getSubscribedLiveClasses.path, { candidateSOSId: mdcat, ...paging })).body.Data);
    expect(subscribed.SubscribedClasses.map((item) => item.MeetingTopicId).sort()).toEqual([started.topic, 10018]);
    expect(subscribed.TotalRecords).toBe(2);
  });

  it('joins a started session in the portal room and records attendance once; the room shows it', async () => {
    await subscribe(started.topic);
    const before = await room(started.meeting);
    expect(before).toMatchObject({ IsSubscribed: true, CanJoin: true, Provider: 'local', JoinedAt: null, AttendeeCount: 0 });
    // The meeting's own link and passcode, the fallback without the Meeting SDK (subscribed only).
    expect(before.JoinUrl).toMatch(/^https:\/\/zoom\.us\/j\/\d+$/);
    expect(before.Passcode).toMatch(/^demo\d+$/);
    expect(await room(soon.meeting)).toMatchObject({ IsSubscribed: false, JoinUrl: null, Passcode: null });
    expect(before.Meeting).toMatchObject({ MeetingStatus: MeetingStatus.Started, Topic: 'Projectile Motion', TopicType: 2 });
    const joined = MeetingJoin.parse((await join(started.meeting)).body.Data);
    expect(joined).toMatchObject({ Provider: 'local', Signature: null });
    server.clock.advance(60);
    const again = MeetingJoin.parse((await join(started.meeting)).body.Data);
    expect(again.JoinedAt).toBe(joined.JoinedAt);
    expect(await room(started.meeting)).toMatchObject({ JoinedAt: joined.JoinedAt, AttendeeCount: 1 });
    // Without Zoom keys there is no SDK signature: a clear 503, never a 500.
    const signature = await get(first, routes.generateSdkSignature.path, { candidateSOSId: mdcat, meetingId: started.meeting });
    expect(signature.status).toBe(503);
    expect(signature.body.Message).toMatch(/meeting service cannot be reached/i);
  });

  it('opens joining 10 minutes before the start, only when subscribed, never after the end or before the window', async () => {
    const notSubscribed = await join(soon.meeting);
    expect(notSubscribed.status).toBe(403);
    expect(notSubscribed.body.Message).toMatch(/subscribe/i);
    await subscribe(soon.topic);
    expect((await room(soon.meeting)).CanJoin).toBe(true); // starts in 8 minutes
    expect((await join(soon.meeting)).status).toBe(200);
    const early = await join(soon.nextWeek);
    expect(early.status).toBe(409);
    expect(early.body.Message).toMatch(/10 minutes before/);
    await subscribe(pastLecture.topic);
    const ended = await join(pastLecture.meeting);
    expect(ended.status).toBe(409);
    expect(ended.body.Message).toMatch(/ended/);
    expect((await room(pastLecture.meeting)).Meeting.MeetingStatus).toBe(MeetingStatus.Completed);
  });

  it("follows a teacher's cancel along the status rule (Scheduled -> Cancelled; a completed one cannot restart)", async () => {
    const live = server.app.modules.live;
    expect(await live.setMeetingStatus(soon.nextWeek, MeetingStatus.Cancelled)).toBe(true);
    expect((await room(soon.nextWeek)).Meeting.MeetingStatus).toBe(MeetingStatus.Cancelled);
    expect(await live.setMeetingStatus(pastLecture.meeting, MeetingStatus.Started)).toBe(false);
    expect(await live.setMeetingStatus(999_999, MeetingStatus.Started)).toBe(false);
    expect((await join(soon.nextWeek)).status).toBe(409);
  });

  it("keeps candidate 2 out of candidate 1's course and meetings, whatever ids are forged (404)", async () => {
    for (const [method, path, options] of [
      ['GET', routes.getUpcomingLiveLectures.path, { query: { candidateSOSId: mdcat, ...paging } }],
      ['GET', routes.getSubscribedLiveClasses.path, { query: { candidateSOSId: mdcat, ...paging } }],
      ['GET', routes.getLiveRoom.path, { query: { candidateSOSId: mdcat, meetingId: started.meeting } }],
      ['GET', routes.getLiveRoom.path, { query: { candidateSOSId: nums, meetingId: started.meeting } }],
      ['GET', routes.generateSdkSignature.path, { query: { candidateSOSId: nums, meetingId: started.meeting } }],
      ['POST', routes.subscribeLiveClass.path, { body: { CandidateSOSId: mdcat, MeetingTopicId: started.topic, TopicType: 2 } }],
      ['POST', routes.subscribeLiveClass.path, { body: { CandidateSOSId: nums, MeetingTopicId: started.topic, TopicType: 2 } }],
      ['POST', routes.joinMeeting.path, { body: { CandidateSOSId: nums, MeetingId: started.meeting } }],
      ['GET', routes.getWebinars.path, { query: { candidateSOSId: mdcat } }],
    ] as const) {
      const result = await server.call(method, path, { token: second, ...options });
      expect(result.status, `${method} ${path} ${JSON.stringify(options)}`).toBe(404);
    }
    // Candidate 1 cannot reach candidate 2's course either, nor pass a topic under the wrong type.
    expect((await subscribe(20010, first)).status).toBe(404);
    expect((await subscribe(started.topic, first, mdcat, 1)).status).toBe(404);
    expect((await server.call('GET', routes.getLiveRoom.path, { token: first, query: { candidateSOSId: mdcat, meetingId: 200101 } })).status).toBe(404);
    // Candidate 2's own course works.
    expect((await subscribe(20010, second, nums)).status).toBe(200);
  });

  it('refuses every live call for a package without LiveLectures and LiveDoubts (403), webinars still open', async () => {
    const db = server.app.platform.db;
    const [row] = await db.select().from(candidateCourses).where(eq(candidateCourses.candidateSosId, 1002));
    const course = row!.course as { Subscription: { PackageFeatures: { FeatureId: { Value: number }; IsFeatureAllowed: boolean }[] } };
    for (const feature of course.Subscription.PackageFeatures) {
      if (feature.FeatureId.Value === 5 || feature.FeatureId.Value === 6) feature.IsFeatureAllowed = false;
    }
    await db.update(candidateCourses).set({ course }).where(eq(candidateCourses.candidateSosId, 1002));
    for (const [method, path, options] of [
      ['GET', routes.getUpcomingLiveLectures.path, { query: { candidateSOSId: 1002, ...paging } }],
      ['GET', routes.getSubscribedLiveClasses.path, { query: { candidateSOSId: 1002, ...paging } }],
      ['GET', routes.getLiveRoom.path, { query: { candidateSOSId: 1002, meetingId: 100201 } }],
      ['POST', routes.subscribeLiveClass.path, { body: { CandidateSOSId: 1002, MeetingTopicId: 10020, TopicType: 2 } }],
      ['POST', routes.joinMeeting.path, { body: { CandidateSOSId: 1002, MeetingId: 100201 } }],
    ] as const) {
      const result = await server.call(method, path, { token: first, ...options });
      expect(result.status, `${method} ${path}`).toBe(403);
      expect(result.body.error).toBe('FeatureNotAllowedException');
    }
    expect((await server.call('GET', routes.getWebinars.path, { token: first, query: { candidateSOSId: 1002 } })).status).toBe(200);
  });

  it('answers bad input with a 400 naming the field, never a 500', async () => {
    const cases = [
      ['GET', routes.getUpcomingLiveLectures.path, { query: { candidateSOSId: 'abc' } }, 'candidateSOSId'],
      ['GET', routes.getUpcomingLiveLectures.path, { query: { candidateSOSId: mdcat, pageSize: 1000 } }, 'pageSize'],
      ['GET', routes.getLiveRoom.path, { query: { candidateSOSId: mdcat, meetingId: -1 } }, 'meetingId'],
      ['GET', routes.getLiveRoom.path, { query: { candidateSOSId: mdcat } }, 'meetingId'],
      ['POST', routes.subscribeLiveClass.path, { body: { CandidateSOSId: mdcat, MeetingTopicId: started.topic, TopicType: 9 } }, 'TopicType'],
      ['POST', routes.joinMeeting.path, { body: { CandidateSOSId: mdcat, MeetingId: 'x' } }, 'MeetingId'],
      ['POST', routes.joinMeeting.path, { body: { CandidateSOSId: mdcat, MeetingId: 2 ** 40 } }, 'MeetingId'],
      ['GET', routes.getWebinars.path, { query: { webinarFolder: 7 } }, 'webinarFolder'],
    ] as const;
    for (const [method, path, options, field] of cases) {
      const result = await server.call(method, path, { token: first, ...options });
      expect(result.status, `${path} ${JSON.stringify(options)}`).toBe(400);
      expect(result.body.Message).toMatch(new RegExp(`^${field}: `));
    }
  });
});

describe('webinars', () => {
  const webinars = async (token: string, query: Record<string, string | number | boolean>) => {
    const result = await get(token, routes.getWebinars.path, query);
    expect(result.status).toBe(200);
    return CandidateWebinarListViewModel.parse(result.body.Data);
  };

  it("lists the webinars of the candidate's own courses by folder, paged; current ones carry the join link, past ones the recording", async () => {
    const all = await webinars(first, { webinarFolder: WebinarFolder.all });
    expect(all.TotalRecords).toBe(12); // 6 per course, two courses
    expect(new Set(all.Webinars.map((webinar) => webinar.CandidateSOSId))).toEqual(new Set([1001, 1002]));
    const current = await webinars(first, { webinarFolder: WebinarFolder.current, candidateSOSId: mdcat });
    expect(current.Webinars).toHaveLength(2);
    expect(current.Webinars.every((webinar) => webinar.WebinarFolder === WebinarFolder.current && webinar.Url?.startsWith('https://zoom.us/'))).toBe(true);
    const upcoming = await webinars(first, { webinarFolder: WebinarFolder.upcoming, candidateSOSId: mdcat });
    expect(upcoming.Webinars.every((webinar) => webinar.Url === null)).toBe(true);
    const past = await webinars(first, { webinarFolder: WebinarFolder.past, candidateSOSId: mdcat, pageSize: 1 });
    expect(past).toMatchObject({ TotalRecords: 2, WebinarFolder: WebinarFolder.past });
    expect(past.Webinars).toHaveLength(1);
    const pastAll = await webinars(first, { webinarFolder: WebinarFolder.past, candidateSOSId: mdcat });
    expect(pastAll.Webinars[0]!.StartTime > pastAll.Webinars[1]!.StartTime).toBe(true); // newest first
    const secondOnes = await webinars(second, { webinarFolder: WebinarFolder.all });
    expect(secondOnes.Webinars.every((webinar) => webinar.CandidateSOSId === nums)).toBe(true);
    const folders = WebinarFolderEnumResponse.parse((await get(first, routes.getWebinarFolderEnum.path, {})).body.Data);
    expect(folders.Folders.map((folder) => folder.Value)).toEqual([-1, 1, 2, 3]);
  });

  it('rates a subscribed class (7) and a started webinar (8); refuses unsubscribed, upcoming and other courses', async () => {
    const rate = (ItemType: number, ItemId: number, token = first, CandidateSOSId = mdcat) =>
      server.call('POST', RatingsApiRoutes.saveRating.path, { token, body: { CandidateSOSId, ItemType, ItemId, Rating: 5 } });
    await subscribe(started.topic);
    expect((await rate(7, started.topic)).status).toBe(200);
    expect((await rate(7, 10015)).status).toBe(403); // a doubt session not subscribed
    const list = await webinars(first, { webinarFolder: WebinarFolder.all, candidateSOSId: mdcat });
    const pastOne = list.Webinars.find((webinar) => webinar.WebinarFolder === WebinarFolder.past)!;
    const upcomingOne = list.Webinars.find((webinar) => webinar.WebinarFolder === WebinarFolder.upcoming)!;
    expect((await rate(8, pastOne.WebinarId)).status).toBe(200);
    const rating = await get<{ ItemRating: { Rating: number } | null }>(first, RatingsApiRoutes.getRating.path, { candidateSOSId: mdcat, itemType: 8, itemId: pastOne.WebinarId });
    expect(rating.body.Data.ItemRating?.Rating).toBe(5);
    const early = await rate(8, upcomingOne.WebinarId);
    expect(early.status).toBe(409);
    expect(early.body.Message).toMatch(/once it has started/);
    expect((await rate(8, pastOne.WebinarId, second, nums)).status).toBe(404);
    expect((await rate(8, pastOne.WebinarId, second, mdcat)).status).toBe(404);
  });
});

describe('Zoom Meeting SDK signature', () => {
  const sdkKey = 'test-sdk-key';
  const sdkSecret = 'test-sdk-secret-0123456789abcdef';

  it('is an HS256 JWT over the key and secret: appKey/sdkKey, mn, attendee role, 2 h lifetime, clamped to 30 min .. 48 h', async () => {
    const now = new Date('2026-03-02T09:00:00Z');
    const token = signZoomSdkJwt({ sdkKey, sdkSecret }, '8100100100', 0, now);
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'HS256', typ: 'JWT' });
    const { payload } = await jwtVerify(token, new TextEncoder().encode(sdkSecret), { algorithms: ['HS256'], currentDate: now });
    expect(payload).toMatchObject({ appKey: sdkKey, sdkKey, mn: '8100100100', role: 0 });
    expect(payload.exp! - payload.iat!).toBe(2 * 60 * 60);
    expect(payload.tokenExp).toBe(payload.exp);
    expect(payload.iat).toBeLessThanOrEqual(now.getTime() / 1000);
    await expect(jwtVerify(token, new TextEncoder().encode('another-secret-0123456789'), { currentDate: now })).rejects.toThrow();
    const lifetime = async (ttlSeconds: number) => {
      const { payload: claims } = await jwtVerify(signZoomSdkJwt({ sdkKey, sdkSecret, ttlSeconds }, '1', 0, now), new TextEncoder().encode(sdkSecret), { currentDate: now });
      return claims.exp! - claims.iat!;
    };
    expect(await lifetime(60)).toBe(30 * 60);
    expect(await lifetime(7 * 24 * 60 * 60)).toBe(48 * 60 * 60);
  });

  it('is given by the server with Zoom configured, for the subscribed candidate as attendee; the secret never leaves the server', async () => {
    const zoomServer = await startTestServer({ zoom: { sdkKey, sdkSecret } });
    try {
      const query = { candidateSOSId: mdcat, meetingId: 100181 }; // the subscribed exclusive session, tomorrow
      const early = (await zoomServer.login()).accessToken;
      expect((await zoomServer.call('GET', routes.generateSdkSignature.path, { token: early, query })).status).toBe(409);
      zoomServer.clock.advance((24 * 60 + 115) * 60); // 5 minutes before its start
      const token = (await zoomServer.login()).accessToken;
      const answer = await zoomServer.call('GET', routes.generateSdkSignature.path, { token, query });
      expect(answer.status).toBe(200);
      expect(JSON.stringify(answer.body)).not.toContain(sdkSecret);
      const signature = MeetingSignature.parse(answer.body.Data);
      expect(signature).toMatchObject({ SdkKey: sdkKey, MeetingNumber: '8100100180', Role: 0, UserName: expect.any(String) as string });
      const { payload } = await jwtVerify(signature.Signature, new TextEncoder().encode(sdkSecret), { currentDate: zoomServer.clock.now() });
      expect(payload).toMatchObject({ mn: '8100100180', role: 0, sdkKey });
      const joined = MeetingJoin.parse((await zoomServer.call('POST', routes.joinMeeting.path, { token, body: { CandidateSOSId: mdcat, MeetingId: 100181 } })).body.Data);
      expect(joined.Provider).toBe('zoom');
      expect(joined.Signature?.Role).toBe(0);
      // Not subscribed: no signature, whatever the client asks.
      expect((await zoomServer.call('GET', routes.generateSdkSignature.path, { token, query: { candidateSOSId: mdcat, meetingId: started.meeting } })).status).toBe(403);
      // Another candidate asking for this candidate's meeting (their own course id or this one's): 404.
      const other = (await zoomServer.login('demo.candidate2')).accessToken;
      for (const candidateSOSId of [mdcat, nums]) {
        expect((await zoomServer.call('GET', routes.generateSdkSignature.path, { token: other, query: { candidateSOSId, meetingId: 100181 } })).status).toBe(404);
      }
    } finally {
      await zoomServer.close();
    }
  });
});

describe('recurring classes', () => {
  const schedulesOf = async (topicType: 'lecture' | 'doubt', meetingTopicId: number) => {
    const path = topicType === 'lecture' ? routes.getUpcomingLiveLectureSchedules.path : routes.getUpcomingLiveDoubtSchedules.path;
    const data = UpcomingClassSchedulesResponse.parse((await get(first, path, { candidateSOSId: mdcat, pageNumber: 1, pageSize: 100 })).body.Data);
    return data.UpcomingClassSchedules.filter((item) => item.MeetingTopicId === meetingTopicId);
  };

  it('expands the demo weekly doubt session (stored once) into 8 dated occurrences, once, each joinable like any other', async () => {
    const weekly = await schedulesOf('doubt', 10015);
    expect(weekly).toHaveLength(8);
    const gaps = weekly.slice(1).map((item, index) => Date.parse(item.StartTime) - Date.parse(weekly[index]!.StartTime));
    expect(gaps.every((gap) => gap === 7 * 24 * 60 * 60_000)).toBe(true); // Asia/Karachi has no DST
    expect(weekly.every((item) => item.MeetingType === 8 && item.TimeZoneId === 'Asia/Karachi')).toBe(true);
    expect(await schedulesOf('doubt', 10015)).toEqual(weekly); // read again: no duplicates, same ids
    expect((await room(weekly[0]!.MeetingId)).Meeting).toMatchObject({ MeetingTopicId: 10015, StartTime: weekly[0]!.StartTime });
  });

  it("keeps a London class at 18:30 London time across the clocks' change and shows it in the candidate's zone", async () => {
    const db = server.app.platform.db;
    const [course] = await db.select({ sosId: meetingTopics.sosId }).from(meetingTopics).where(eq(meetingTopics.meetingTopicId, started.topic));
    await db.insert(meetingTopics).values({
      meetingTopicId: 10090,
      sosId: course!.sosId,
      topicType: 2,
      meetingType: 8,
      topic: 'Friday physics revision (London)',
      teacherName: 'Dr. Sara Malik',
      subjectName: 'Physics',
      recurrenceRule: 'FREQ=WEEKLY;BYDAY=FR;COUNT=6',
      recurrenceTimeZone: 'Europe/London',
      recurrenceLocalStart: '2026-03-20T18:30',
      recurrenceMinutes: 60,
    });
    await db.update(users).set({ timeZoneId: 'America/New_York' }).where(eq(users.userName, 'demo.candidate'));
    try {
      const fridays = await schedulesOf('lecture', 10090);
      expect(fridays.map((item) => item.StartTime)).toEqual([
        '2026-03-20T18:30:00.000Z',
        '2026-03-27T18:30:00.000Z',
        '2026-04-03T17:30:00.000Z', // British Summer Time from 29 March
        '2026-04-10T17:30:00.000Z',
        '2026-04-17T17:30:00.000Z',
        '2026-04-24T17:30:00.000Z',
      ]);
      expect(fridays.every((item) => item.TimeZoneId === 'America/New_York')).toBe(true);
      // New York changed on 8 March, London on 29 March: 14:30 there for two weeks, then 13:30.
      expect(fridays.map((item) => formatTime(item.StartTime, item.TimeZoneId))).toEqual(['02:30 PM', '02:30 PM', '01:30 PM', '01:30 PM', '01:30 PM', '01:30 PM']);
      expect(formatDayDate(fridays[2]!.StartTime, 'Europe/London')).toBe('Fri 03 Apr, 2026');
      const rows = await db.select().from(meetings).where(eq(meetings.meetingTopicId, 10090));
      expect(rows).toHaveLength(6);
      expect(rows.every((row) => row.meetingId >= 10_000_000)).toBe(true);
    } finally {
      await db.update(users).set({ timeZoneId: 'Asia/Karachi' }).where(eq(users.userName, 'demo.candidate'));
    }
  });
});
