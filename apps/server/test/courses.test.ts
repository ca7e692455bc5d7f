import {
  ActivityDaysResponse,
  ActivityGroupsResponse,
  Content,
  ContentSource,
  CourseSubjectsResponse,
  CoursesApiRoutes as routes,
  DayActivitiesResponse,
  Feature,
  MarkContentCompletedResponse,
  MISSING_FEATURE_MESSAGE,
  MixedContentResponse,
  ResumePointsResponse,
} from '@portal/domain';
import { buildPackageFeatures } from '@portal/domain/fixtures';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseContents } from '../src/modules/courses/courses.tables';
import { sanitizeReading } from '../src/modules/courses/reading-sanitiser';
import { byteRangeOf } from '../src/platform/storage/local-file-routes';
import { startTestServer, startWithTwoCandidates, type TestServer } from './helpers/test-server';

let server: TestServer, first: string, second: string;
beforeAll(async () => ({ server, first, second } = await startWithTwoCandidates()));
afterAll(() => server?.close());

const mdcat = 1001;
const nums = 2001;
const get = (route: { path: string }, token: string, query: Record<string, string | number>) => server.call('GET', route.path, { token, query });
const complete = (token: string, CandidateSOSId: number, SOSDetailContentId: number) =>
  server.call('POST', routes.markContentAsCompleted.path, { token, body: { CandidateSOSId, SOSDetailContentId } });

describe('subjects and the activity hierarchy', () => {
  it("lists the enrolment's subjects with progress from its completions (FLP flagged)", async () => {
    const result = await get(routes.getCourseSubjects, first, { candidateSOSId: mdcat });
    expect(result.status).toBe(200);
    const subjects = CourseSubjectsResponse.parse(result.body.Data).Subjects;
    expect(subjects.map((subject) => [subject.SubjectName, subject.IsFLP])).toEqual([
      ['Biology', false],
      ['Chemistry', false],
      ['Physics', false],
      ['English', false],
      ['Full-Length Practice', true],
    ]);
    expect(subjects.find((subject) => subject.SubjectName === 'Chemistry')?.Progress).toBeGreaterThan(0);
    expect(subjects.find((subject) => subject.SubjectName === 'Physics')?.Progress).toBe(0);
  });

  it('answers the groups, days and activities of the spec, with days locked by the server', async () => {
    const groups = ActivityGroupsResponse.parse((await get(routes.getCourseSubjectActivityGroups, first, { candidateSOSId: mdcat, subjectId: 1 })).body.Data).SubjectActivityGroups;
    expect(groups.map((group) => group.GroupName)).toEqual(['Cell Biology', 'Biological Molecules', 'Enzymes']);
    const [day1, day2] = groups[0]?.SubjectActivityGroupDays ?? [];
    expect(day1?.IsLocked).toBe(false);
    expect(day1?.SubjectGroupDayActivities.map((activity) => activity.IsContentCompleted)).toEqual([true, false, false, false]);
    expect(day2?.IsLocked).toBe(true);
    expect(day2?.SubjectGroupDayActivities.every((activity) => activity.IsLocked)).toBe(true);

    const days = ActivityDaysResponse.parse((await get(routes.getCourseSubjectActivityDays, first, { candidateSOSId: mdcat, subjectId: 1, groupName: 'Cell Biology' })).body.Data);
    expect(days.SubjectActivityGroupDays.map((day) => day.SOSDetailId)).toEqual([111, 112, 113]);
    const activities = DayActivitiesResponse.parse(
      (await get(routes.getCourseSubjectDayActivities, first, { candidateSOSId: mdcat, subjectId: 1, groupName: 'Cell Biology', sosDetailId: 111 })).body.Data,
    );
    expect(activities.SubjectGroupDayActivities.map((activity) => activity.Title)).toEqual([
      'Cell theory and the microscope',
      'Cell theory, magnification and resolution',
      'Quiz: cell theory and microscopy',
      'Assignment: light and electron microscopes compared',
    ]);
  });

  it('refuses bad input with 400 naming the field', async () => {
    const cases: [{ path: string }, Record<string, string | number>, string][] = [
      [routes.getCourseSubjects, { candidateSOSId: 'abc' }, 'candidateSOSId'],
      [routes.getCourseSubjectActivityGroups, { candidateSOSId: mdcat }, 'subjectId'],
      [routes.getCourseSubjectActivityDays, { candidateSOSId: mdcat, subjectId: 1, groupName: '' }, 'groupName'],
      [routes.getCourseSubjectDayActivities, { candidateSOSId: mdcat, subjectId: 1, groupName: 'Cell Biology', sosDetailId: -3 }, 'sosDetailId'],
    ];
    for (const [route, query, field] of cases) {
      const result = await get(route, first, query);
      expect(result.status, field).toBe(400);
      expect(result.body.Message.startsWith(`${field}: `), result.body.Message).toBe(true);
    }
  });

  it("answers another candidate's enrolment, a subject or group outside the course, exactly like a missing one (404)", async () => {
    const missing = await get(routes.getCourseSubjects, second, { candidateSOSId: 999_999 });
    const theirs = await get(routes.getCourseSubjects, second, { candidateSOSId: mdcat });
    expect(missing.status).toBe(404);
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual(missing.body);
    expect((await get(routes.getCourseSubjectActivityGroups, second, { candidateSOSId: mdcat, subjectId: 1 })).status).toBe(404);
    // NUMS' Biology is subject 11: subject 1 is not in candidate 2's course.
    expect((await get(routes.getCourseSubjectActivityGroups, second, { candidateSOSId: nums, subjectId: 1 })).status).toBe(404);
    expect((await get(routes.getCourseSubjectActivityDays, first, { candidateSOSId: mdcat, subjectId: 1, groupName: 'No such group' })).status).toBe(404);
    expect((await get(routes.getCourseSubjectDayActivities, first, { candidateSOSId: mdcat, subjectId: 1, groupName: 'Cell Biology', sosDetailId: 211 })).status).toBe(404);
    // Candidate 2's own course answers with its own progress.
    const groups = ActivityGroupsResponse.parse((await get(routes.getCourseSubjectActivityGroups, second, { candidateSOSId: nums, subjectId: 11 })).body.Data);
    expect(groups.SubjectActivityGroups[0]?.SubjectActivityGroupDays[1]?.IsLocked).toBe(false);
  });
});

describe('content', () => {
  it('answers a video with signed, seekable URLs of the file and its WebVTT captions', async () => {
    const result = await get(routes.getContentVideo, first, { candidateSOSId: mdcat, contentId: 1110 });
    expect(result.status).toBe(200);
    const video = Content.parse(result.body.Data);
    expect(video).toMatchObject({ ContentId: 1110, Title: 'Cell theory and the microscope', ContentSource: 1, IsContentCompleted: true, Body: null });
    expect(video.Url).toMatch(/^\/files\/lecture-videos\/.+\.mp4\?.*sig=/);
    const whole = await fetch(new URL(video.Url ?? '', server.baseUrl));
    const bytes = Buffer.from(await whole.arrayBuffer());
    expect(whole.status).toBe(200);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    expect(bytes.subarray(4, 8).toString('latin1')).toBe('ftyp');

    const part = await fetch(new URL(video.Url ?? '', server.baseUrl), { headers: { range: 'bytes=100-1123' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-1123/${bytes.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(100, 1124))).toBe(true);
    const tail = await fetch(new URL(video.Url ?? '', server.baseUrl), { headers: { range: 'bytes=-10' } });
    expect(tail.status).toBe(206);
    expect(Buffer.from(await tail.arrayBuffer()).equals(bytes.subarray(bytes.length - 10))).toBe(true);
    const past = await fetch(new URL(video.Url ?? '', server.baseUrl), { headers: { range: `bytes=${bytes.length + 10}-` } });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${bytes.length}`);

    const captions = await fetch(new URL(video.CaptionsUrl ?? '', server.baseUrl));
    expect(captions.status).toBe(200);
    expect(captions.headers.get('content-type')).toBe('text/vtt');
    expect((await captions.text()).startsWith('WEBVTT')).toBe(true);
  });

  it('reads byte ranges as HTTP does (one range; several or malformed: the whole file)', () => {
    expect(byteRangeOf(undefined, 100)).toBeNull();
    expect(byteRangeOf('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(byteRangeOf('bytes=90-200', 100)).toEqual({ start: 90, end: 99 });
    expect(byteRangeOf('bytes=0-1,5-6', 100)).toBeNull();
    expect(byteRangeOf('items=0-1', 100)).toBeNull();
    expect(byteRangeOf('nonsense', 100)).toBeNull();
    expect(byteRangeOf('bytes=200-', 100)).toBe('unsatisfiable');
  });

  it('keeps an external video on its provider URL, without captions', async () => {
    const video = Content.parse((await get(routes.getContentVideo, second, { candidateSOSId: nums, contentId: 11123 })).body.Data);
    expect(video.ContentSource).toBe(2);
    expect(video.Url).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=/);
    expect(video.CaptionsUrl).toBeNull();
  });

  it('answers a reading with its sanitised HTML; a script stored by another tool never reaches the client', async () => {
    const reading = Content.parse((await get(routes.getContentReading, first, { candidateSOSId: mdcat, contentId: 1111 })).body.Data);
    expect(reading.Body).toContain('<table');
    const [row] = await server.app.platform.db.select().from(courseContents).where(eq(courseContents.contentId, 1111));
    await server.app.platform.db
      .update(courseContents)
      .set({ body: `<h2>Injected</h2><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">x</a><p style="color:red" onclick="alert(4)">text</p>` })
      .where(eq(courseContents.contentId, 1111));
    try {
      const body = Content.parse((await get(routes.getContentReading, first, { candidateSOSId: mdcat, contentId: 1111 })).body.Data).Body ?? '';
      expect(body).toContain('<h2>Injected</h2>');
      expect(body).toContain('<p>text</p>');
      for (const payload of ['<script', 'alert(1)', 'onerror', 'javascript:', 'onclick', 'style=']) expect(body).not.toContain(payload);
    } finally {
      await server.app.platform.db.update(courseContents).set({ body: row?.body ?? null }).where(eq(courseContents.contentId, 1111));
    }
  });

  it('sanitises on the way in too, keeping the rich text a lesson needs', () => {
    const clean = sanitizeReading('<h3>Title</h3><ul><li>a</li></ul><table><tr><th scope="col">x</th></tr></table><p>H<sub>2</sub>O, x<sup>2</sup></p><img src="https://example.org/a.png" alt="A"><img src="data:image/png;base64,AAAA"><iframe src="https://example.org"></iframe><svg onload="alert(1)"></svg>');
    expect(clean).toContain('<h3>Title</h3>');
    expect(clean).toContain('<th scope="col">x</th>');
    expect(clean).toContain('<sub>2</sub>');
    expect(clean).toContain('<img src="https://example.org/a.png" alt="A" />');
    expect(clean).not.toContain('data:');
    expect(clean).not.toContain('iframe');
    expect(clean).not.toContain('onload');
  });

  it('refuses content of a locked day (403), a video asked as a reading (404), and another candidate (404)', async () => {
    const locked = await get(routes.getContentVideo, first, { candidateSOSId: mdcat, contentId: 1120 });
    expect(locked.status).toBe(403);
    expect(locked.body.error).toBe('ContentLockedException');
    expect((await get(routes.getContentReading, first, { candidateSOSId: mdcat, contentId: 1110 })).status).toBe(404);
    const theirs = await get(routes.getContentVideo, second, { candidateSOSId: mdcat, contentId: 1110 });
    const missing = await get(routes.getContentVideo, second, { candidateSOSId: nums, contentId: 999_999 });
    expect(theirs.status).toBe(404);
    expect(missing.status).toBe(404);
    expect(theirs.body).toEqual(missing.body);
    // MDCAT content through candidate 2's NUMS enrolment: not in that course.
    expect((await get(routes.getContentVideo, second, { candidateSOSId: nums, contentId: 1110 })).status).toBe(404);
  });

  it('refuses a video when the package disallows Videos (403 with the spec text)', async () => {
    const db = server.app.platform.db;
    const features = JSON.stringify(buildPackageFeatures([Feature.Videos]));
    await db.execute(sql`update candidate_courses set course = jsonb_set(course, '{Subscription,PackageFeatures}', ${features}::jsonb) where candidate_sos_id = ${nums}`);
    try {
      const result = await get(routes.getContentVideo, second, { candidateSOSId: nums, contentId: 11110 });
      expect(result.status).toBe(403);
      expect(result.body).toMatchObject({ success: false, error: 'FeatureNotAllowedException', Message: MISSING_FEATURE_MESSAGE });
      expect((await complete(second, nums, 11110)).status).toBe(403);
      // Readings stay allowed.
      expect((await get(routes.getContentReading, second, { candidateSOSId: nums, contentId: 11111 })).status).toBe(200);
    } finally {
      const all = JSON.stringify(buildPackageFeatures());
      await db.execute(sql`update candidate_courses set course = jsonb_set(course, '{Subscription,PackageFeatures}', ${all}::jsonb) where candidate_sos_id = ${nums}`);
    }
  });
});

describe('content: the Readings feature', () => {
  it('refuses a reading, and its completion, when the package disallows Readings (403 with the spec text); videos stay open', async () => {
    const db = server.app.platform.db;
    const features = JSON.stringify(buildPackageFeatures([Feature.Readings]));
    await db.execute(sql`update candidate_courses set course = jsonb_set(course, '{Subscription,PackageFeatures}', ${features}::jsonb) where candidate_sos_id = ${nums}`);
    try {
      const result = await get(routes.getContentReading, second, { candidateSOSId: nums, contentId: 11111 });
      expect(result.status).toBe(403);
      expect(result.body).toMatchObject({ success: false, error: 'FeatureNotAllowedException', Message: MISSING_FEATURE_MESSAGE });
      expect((await complete(second, nums, 11111)).status).toBe(403);
      expect((await get(routes.getContentVideo, second, { candidateSOSId: nums, contentId: 11110 })).status).toBe(200);
    } finally {
      const all = JSON.stringify(buildPackageFeatures());
      await db.execute(sql`update candidate_courses set course = jsonb_set(course, '{Subscription,PackageFeatures}', ${all}::jsonb) where candidate_sos_id = ${nums}`);
    }
  });
});

describe('completion', () => {
  it('marks content completed once, unlocks the next day and raises the subject progress', async () => {
    const before = CourseSubjectsResponse.parse((await get(routes.getCourseSubjects, first, { candidateSOSId: mdcat })).body.Data).Subjects[0]?.Progress ?? 0;
    const locked = await complete(first, mdcat, 1120);
    expect(locked.status).toBe(403);
    expect(locked.body.error).toBe('ContentLockedException');

    const result = await complete(first, mdcat, 1111);
    expect(result.status).toBe(200);
    const done = MarkContentCompletedResponse.parse(result.body.Data);
    expect(done).toMatchObject({ SOSDetailContentId: 1111, WasAlreadyCompleted: false, SubjectId: 1, UnlockedSOSDetailIds: [112] });
    expect(done.SubjectProgress).toBeGreaterThan(before);

    const again = MarkContentCompletedResponse.parse((await complete(first, mdcat, 1111)).body.Data);
    expect(again).toMatchObject({ WasAlreadyCompleted: true, UnlockedSOSDetailIds: [], SubjectProgress: done.SubjectProgress });
    const rows = await server.app.platform.db.execute(sql`select count(*)::int as count from activity_completions where candidate_sos_id = ${mdcat} and item_id = 1111`);
    expect((rows as unknown as { rows: { count: number }[] }).rows[0]?.count).toBe(1);

    const groups = ActivityGroupsResponse.parse((await get(routes.getCourseSubjectActivityGroups, first, { candidateSOSId: mdcat, subjectId: 1 })).body.Data).SubjectActivityGroups;
    expect(groups[0]?.SubjectActivityGroupDays[1]?.IsLocked).toBe(false);
    expect(groups[0]?.SubjectActivityGroupDays[2]?.IsLocked).toBe(true);
    const subjects = CourseSubjectsResponse.parse((await get(routes.getCourseSubjects, first, { candidateSOSId: mdcat })).body.Data).Subjects;
    expect(subjects[0]?.Progress).toBe(done.SubjectProgress);
    expect((await get(routes.getContentVideo, first, { candidateSOSId: mdcat, contentId: 1120 })).status).toBe(200);
  });

  it("never completes another candidate's content, and checks the body (400 naming the field)", async () => {
    const theirs = await complete(second, mdcat, 1113);
    expect(theirs.status).toBe(404);
    const bad = await server.call('POST', routes.markContentAsCompleted.path, { token: first, body: { CandidateSOSId: mdcat, SOSDetailContentId: 'x' } });
    expect(bad.status).toBe(400);
    expect(bad.body.Message).toMatch(/^SOSDetailContentId: /);
    // A test is not content: it has no SOSDetailContentId to complete.
    expect((await complete(first, mdcat, 1112)).status).toBe(404);
  });
});

describe('miscellaneous videos', () => {
  it('pages the shelf: MiscContents and TotalRecords, hosted ones as signed URLs', async () => {
    const page1 = MixedContentResponse.parse((await get(routes.getCourseMiscContent, first, { candidateSOSId: mdcat, pageNumber: 1, pageSize: 10 })).body.Data);
    const page2 = MixedContentResponse.parse((await get(routes.getCourseMiscContent, first, { candidateSOSId: mdcat, pageNumber: 2, pageSize: 10 })).body.Data);
    expect(page1.TotalRecords).toBe(14);
    expect(page1.MiscContents).toHaveLength(10);
    expect(page2.MiscContents).toHaveLength(4);
    expect(new Set([...page1.MiscContents, ...page2.MiscContents].map((item) => item.ContentId)).size).toBe(14);
    expect(page1.MiscContents[0]?.Title).toBe('How to read an MCQ stem');
    expect(page1.MiscContents[0]?.Url).toMatch(/^\/files\/lecture-videos\//);
    // Our own videos carry their WebVTT captions; external ones have none.
    expect(page1.MiscContents[0]?.CaptionsUrl).toMatch(/^\/files\/lecture-videos\/.*\.vtt/);
    expect(page1.MiscContents.find((item) => item.ContentSource !== ContentSource.LMS)?.CaptionsUrl).toBeNull();
    expect((await get(routes.getCourseMiscContent, first, { candidateSOSId: mdcat, pageSize: 500 })).status).toBe(400);
    expect((await get(routes.getCourseMiscContent, second, { candidateSOSId: mdcat })).status).toBe(404);
  });
});

describe('resume where you left off', () => {
  it('starts at the next activity, then follows the content opened and the second saved, across logins', async () => {
    const fresh = await startTestServer();
    try {
      const token = (await fresh.login()).accessToken;
      const resume = async (accessToken: string) => ResumePointsResponse.parse((await fresh.call('GET', routes.getResumePoints.path, { token: accessToken })).body.Data).ResumePoints;
      const [initial] = await resume(token);
      expect(initial).toMatchObject({ CandidateSOSId: mdcat, SubjectName: 'Biology', GroupName: 'Cell Biology', SOSDetailId: 111, SOSDetailContentId: 1111, PositionSeconds: 0, UpdatedOn: null });
      expect(initial?.Title).toBe('Cell theory, magnification and resolution');

      expect((await fresh.call('GET', routes.getContentVideo.path, { token, query: { candidateSOSId: mdcat, contentId: 1110 } })).status).toBe(200);
      const saved = await fresh.call('POST', routes.saveResumePoint.path, { token, body: { CandidateSOSId: mdcat, SOSDetailContentId: 1110, PositionSeconds: 754 } });
      expect(saved.status).toBe(200);
      // Reopening the same video keeps the second; a new login (another browser) sees it.
      await fresh.call('GET', routes.getContentVideo.path, { token, query: { candidateSOSId: mdcat, contentId: 1110 } });
      const other = (await fresh.login()).accessToken;
      const [after] = await resume(other);
      expect(after).toMatchObject({ SOSDetailContentId: 1110, ActivityType: 1, PositionSeconds: 754 });
      expect(after?.UpdatedOn).not.toBeNull();
      // Opening a reading moves the point there, at 0.
      await fresh.call('GET', routes.getContentReading.path, { token, query: { candidateSOSId: mdcat, contentId: 1111 } });
      expect((await resume(token))[0]).toMatchObject({ SOSDetailContentId: 1111, PositionSeconds: 0 });

      // Candidate 2's points are their own; they cannot save into candidate 1's enrolment.
      const secondToken = (await fresh.login('demo.candidate2')).accessToken;
      expect((await resume(secondToken)).map((point) => point.CandidateSOSId)).toEqual([nums]);
      expect((await fresh.call('POST', routes.saveResumePoint.path, { token: secondToken, body: { CandidateSOSId: mdcat, SOSDetailContentId: 1110, PositionSeconds: 5 } })).status).toBe(404);
      const locked = await fresh.call('POST', routes.saveResumePoint.path, { token, body: { CandidateSOSId: mdcat, SOSDetailContentId: 1130, PositionSeconds: 5 } });
      expect(locked.status).toBe(403);
      const negative = await fresh.call('POST', routes.saveResumePoint.path, { token, body: { CandidateSOSId: mdcat, SOSDetailContentId: 1110, PositionSeconds: -1 } });
      expect(negative.status).toBe(400);
      expect(negative.body.Message).toMatch(/^PositionSeconds: /);
    } finally {
      await fresh.close();
    }
  });
});
