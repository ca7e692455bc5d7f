import {
  ANONYMOUS_CANDIDATE_NAME,
  AssignmentProgressResponse,
  CandidateSettings,
  CourseCompletion,
  CourseSummary,
  CoursesApiRoutes,
  LeaderboardResponse,
  MyProgramsStatsResponse,
  StatsApiRoutes as routes,
  SubjectCompletionResponse,
  SubjectScoreResponse,
  TestAccuracy,
  TestProgressResponse,
  TestsApiRoutes,
  defaultCandidateSettings,
} from '@portal/domain';
import { demoWorld } from '@portal/domain/fixtures';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignmentSubmissions } from '../src/modules/assignments/assignments.tables';
import { activityCompletions } from '../src/modules/courses/courses.tables';
import { candidateCourses } from '../src/modules/dashboard/dashboard.tables';
import { seedScoredAttempt } from '../src/modules/tests';
import { testAttempts } from '../src/modules/tests/tests.tables';
import { sqlStatements, startTestServer, type TestServer } from './helpers/test-server';

/**
 * Stats and leaderboard (issue 17) over a small history written here, with the expectations
 * computed by hand in the comments. The test clock starts Monday 2026-03-02 09:00 UTC, so "this
 * week" starts 9 hours before it. MDCAT (demo world): Biology 36 activities, Chemistry, Physics and
 * English 12 each = 72 (videos 21, readings 21, quizzes 18, assignments 12); every quiz has 8
 * questions (one mark each); system test 30011 (Chemistry) has 10; assignments are out of 10.
 */
let server: TestServer;
let first: string;
let second: string;
let firstUserId: string;
let secondUserId: string;

const mdcat = 1001;
const ecat = 1002;
/** demo.candidate2's own course (NUMS), and the MDCAT enrolment this file gives them for the shared board. */
const nums = 2001;
const secondOnMdcat = 2002;
const hour = 60 * 60 * 1000;

const get = <T>(path: string, query: Record<string, string | number> = {}, token = first) => server.call<T>('GET', path, { token, query });
const db = () => server.app.platform.db;

/**
 * The history of one MDCAT enrolment: Biology's first video and reading (1110, 1111), quiz 1112
 * with 6 of 8 right, Chemistry's first video (2110), system test 30011 with 3 of 10 right (no
 * completion: not in the hierarchy), assignment 2122 reviewed 7 of 10. Everything before this week.
 */
async function writeHistory(userId: string, candidateSosId: number) {
  const lastWeek = new Date(server.clock.now().getTime() - 3 * 24 * hour);
  const at = (hours: number) => new Date(lastWeek.getTime() + hours * hour);
  await db()
    .insert(activityCompletions)
    .values([
      { candidateSosId, userId, kind: 'content', itemId: 1110, completedAt: at(0) },
      { candidateSosId, userId, kind: 'content', itemId: 1111, completedAt: at(1) },
      { candidateSosId, userId, kind: 'test', itemId: 1112, completedAt: at(2) },
      { candidateSosId, userId, kind: 'content', itemId: 2110, completedAt: at(3) },
      { candidateSosId, userId, kind: 'assignment', itemId: 2122, completedAt: at(4) },
    ]);
  await seedScoredAttempt(db(), { userId, candidateSosId, testId: 1112, correctAnswers: 6, startedAt: at(2), durationMinutes: 15 });
  await seedScoredAttempt(db(), { userId, candidateSosId, testId: 30011, correctAnswers: 3, startedAt: at(5), durationMinutes: 30 });
  await db()
    .insert(assignmentSubmissions)
    .values({ userId, candidateSosId, assignmentId: 2122, submissionType: 3, text: 'Mitosis keeps the chromosome number.', submittedAt: at(4), score: 7, remarks: 'Good.', reviewedAt: at(6), updatedAt: at(6) });
}

beforeAll(async () => {
  server = await startTestServer();
  await server.app.runHousekeepingNow();
  ({ accessToken: first, userId: firstUserId } = await server.login());
  ({ accessToken: second, userId: secondUserId } = await server.login('demo.candidate2'));
  // Replace the seeded history of demo.candidate's MDCAT enrolment with the small one above.
  await db().delete(activityCompletions).where(inArray(activityCompletions.candidateSosId, [mdcat]));
  await db().delete(testAttempts).where(inArray(testAttempts.candidateSosId, [mdcat]));
  await db().delete(assignmentSubmissions).where(inArray(assignmentSubmissions.candidateSosId, [mdcat]));
  await writeHistory(firstUserId, mdcat);
  // demo.candidate2 joins MDCAT (enrolment 2002) with exactly the same history: a tie on the board.
  const mdcatCourse = demoWorld.candidate.courses[0]!.course;
  await db()
    .insert(candidateCourses)
    .values({ candidateSosId: secondOnMdcat, userId: secondUserId, courseType: 1, course: { ...mdcatCourse, CandidateSOSId: secondOnMdcat, ItemRating: null } });
  await writeHistory(secondUserId, secondOnMdcat);
});
afterAll(async () => {
  await server?.close();
});

describe('stats computed from the history', () => {
  it('completion: 5 of 72 activities = 6.9 %', async () => {
    const result = await get<CourseCompletion>(routes.getCourseCompletion.path, { candidateSOSId: mdcat });
    expect(result.status, result.body.Message).toBe(200);
    expect(CourseCompletion.parse(result.body.Data)).toEqual({ CompletedActivities: 5, TotalActivities: 72, CompletionPercentage: 6.9 });
  });

  it('summary: done / total per kind', async () => {
    const result = await get<CourseSummary>(routes.getCourseSummary.path, { candidateSOSId: mdcat });
    expect(CourseSummary.parse(result.body.Data)).toEqual({
      WatchedVideos: 2,
      TotalVideos: 21,
      ReadReadings: 1,
      TotalReadings: 21,
      AttemptedTests: 1,
      TotalTests: 18,
      SubmittedAssignments: 1,
      TotalAssignments: 12,
    });
  });

  it('subject completion: Biology 3/36, Chemistry 2/12, Physics and English 0 (the FLP subject has no activities)', async () => {
    const result = await get<SubjectCompletionResponse>(routes.getCourseSubjectCompletion.path, { candidateSOSId: mdcat });
    expect(SubjectCompletionResponse.parse(result.body.Data).SubjectsCompletion.map((entry) => [entry.SubjectName, entry.SubjectProgress])).toEqual([
      ['Biology', 8.3],
      ['Chemistry', 16.7],
      ['Physics', 0],
      ['English', 0],
    ]);
  });

  it('accuracy: (6 + 3) / (8 + 10) = 50 %; Biology only 6 / 8 = 75 %', async () => {
    expect(TestAccuracy.parse((await get(routes.getCourseTestAccuracy.path, { candidateSOSId: mdcat })).body.Data)).toEqual({ Correct: 50 });
    expect(TestAccuracy.parse((await get(routes.getCourseTestAccuracy.path, { candidateSOSId: mdcat, subjectId: 1 })).body.Data)).toEqual({ Correct: 75 });
    expect(TestAccuracy.parse((await get(routes.getCourseTestAccuracy.path, { candidateSOSId: mdcat, subjectId: 3 })).body.Data)).toEqual({ Correct: 0 });
  });

  it('test progress: both attempts, oldest first; by subject and by source', async () => {
    const all = TestProgressResponse.parse((await get(routes.getCourseTestProgress.path, { candidateSOSId: mdcat })).body.Data);
    expect(all.SelectedSubjectId).toBeNull();
    expect(all.TestsProgress.map((row) => [row.SubjectId, row.Percentage, row.TotalQuestion, row.CorrectQuestions, row.WrongQuestions, row.NotAttempted, row.Score, row.TotalMarks])).toEqual([
      [1, 75, 8, 6, 2, 0, 6, 8],
      [2, 30, 10, 3, 7, 0, 3, 10],
    ]);
    expect(Date.parse(all.TestsProgress[0]!.TestAttemptDate)).toBeLessThan(Date.parse(all.TestsProgress[1]!.TestAttemptDate));
    const chemistry = TestProgressResponse.parse((await get(routes.getCourseTestProgress.path, { candidateSOSId: mdcat, subjectId: 2 })).body.Data);
    expect(chemistry.SelectedSubjectId).toBe(2);
    expect(chemistry.TestsProgress.map((row) => row.Percentage)).toEqual([30]);
    const system = TestProgressResponse.parse((await get(routes.getCourseTestProgress.path, { candidateSOSId: mdcat, testSource: 2 })).body.Data);
    expect(system.TestsProgress.map((row) => row.SubjectId)).toEqual([2]);
  });

  it('subject score: Biology 6/8 = 75, Chemistry 3/10 = 30 (unattempted subjects left out)', async () => {
    const result = SubjectScoreResponse.parse((await get(routes.getCourseSubjectScore.path, { candidateSOSId: mdcat })).body.Data);
    expect(result.SubjectsScore).toEqual([
      { SubjectName: 'Biology', SubjectColor: expect.any(String), Score: 75 },
      { SubjectName: 'Chemistry', SubjectColor: expect.any(String), Score: 30 },
    ]);
  });

  it('assignment progress: the reviewed one, 7 / 10 = 70 %', async () => {
    const result = AssignmentProgressResponse.parse((await get(routes.getCourseAssignmentProgress.path, { candidateSOSId: mdcat })).body.Data);
    expect(result.AssignmentsProgress).toEqual([{ Title: expect.any(String), ObtainScore: 7, TotalScore: 10, Percentage: 70, SubmittedDate: expect.any(String) }]);
  });

  it('my programs: MDCAT at 6.9 % complete, average score 9 / 18 = 50', async () => {
    const result = MyProgramsStatsResponse.parse((await get(routes.getStatsMyPrograms.path)).body.Data);
    expect(result.Programs.find((program) => program.CandidateSOSId === mdcat)).toMatchObject({ CompletionPercentage: 6.9, AverageScore: 50 });
    expect(result.Programs.map((program) => program.CandidateSOSId)).not.toContain(nums);
  });
});

describe('the leaderboard', () => {
  it('scores 0.7 x results + 0.3 x participation: 0.7 x 16/28 + 0.3 x 5/72 = 42.1; the tie shares a rank', async () => {
    const result = await get<LeaderboardResponse>(routes.getLeaderBoard.path, { candidateSOSId: mdcat });
    expect(result.status, result.body.Message).toBe(200);
    const board = LeaderboardResponse.parse(result.body.Data);
    // 42 generated classmates + the two demo candidates.
    expect(board.TotalCandidates).toBe(44);
    expect(board.Period).toBe('allTime');
    const mine = board.Positions.find((position) => position.IsCurrentCandidate)!;
    expect(mine).toMatchObject({ CandidateName: 'Ayesha Khan', Score: 42.1, ResultPercentage: 57.1, ParticipationPercentage: 6.9, IsAnonymous: false });
    const twin = board.Positions.find((position) => position.CandidateName === demoWorld.secondCandidate.user.fullName)!;
    expect(twin.Rank).toBe(mine.Rank);
    expect(twin.Score).toBe(42.1);
    // Both reached 42.1 at the same instant (the same history), so the lower enrolment comes first: 1001 before 2002.
    expect(twin.Position).toBe(mine.Position + 1);
    // Positions in order; a rank is 1 + the number of higher scores; the top ten are there.
    const positions = board.Positions.map((position) => position.Position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(positions.slice(0, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    for (const position of board.Positions) {
      const higher = board.Positions.filter((other) => other.Score > position.Score);
      if (position.Position <= 10) expect(position.Rank).toBe(higher.length + 1);
    }
    for (const [index, position] of board.Positions.entries()) {
      const next = board.Positions[index + 1];
      if (next) expect(next.Score).toBeLessThanOrEqual(position.Score);
    }
    // The own row with up to two neighbours either side.
    expect(board.Positions.filter((position) => Math.abs(position.Position - mine.Position) <= 2).length).toBeGreaterThanOrEqual(3);
  });

  it('lists a tie by who reached the score earlier, then by enrolment id; never by name (anonymous names would leak their order)', async () => {
    // demo.candidate2 (Bilal Ahmed, enrolment 2002) did the same an hour earlier than Ayesha Khan (1001).
    const shift = async (interval: string) => {
      await db().execute(sql`update activity_completions set completed_at = completed_at + ${interval}::interval where candidate_sos_id = ${secondOnMdcat}`);
      await db().execute(sql`update test_attempts set submitted_at = submitted_at + ${interval}::interval where candidate_sos_id = ${secondOnMdcat}`);
      await db().execute(sql`update assignment_submissions set submitted_at = submitted_at + ${interval}::interval where candidate_sos_id = ${secondOnMdcat}`);
    };
    const board = async () => LeaderboardResponse.parse((await get(routes.getLeaderBoard.path, { candidateSOSId: mdcat })).body.Data);
    const places = (positions: LeaderboardResponse['Positions']) => {
      const mine = positions.find((position) => position.IsCurrentCandidate)!;
      const twin = positions.find((position) => position.CandidateName === demoWorld.secondCandidate.user.fullName)!;
      return { mine, twin };
    };
    await shift('-1 hour');
    try {
      const { mine, twin } = places((await board()).Positions);
      expect(twin.Score).toBe(mine.Score);
      expect(twin.Rank).toBe(mine.Rank);
      // By name Ayesha would come first; Bilal reached 42.1 earlier.
      expect(twin.Position).toBe(mine.Position - 1);
    } finally {
      await shift('1 hour');
    }
    // Reached at the same instant again: the lower enrolment id (1001) first, whatever the names.
    await db().execute(sql`update users set full_name = 'Zainab Zafar' where id = ${firstUserId}`);
    try {
      const { mine, twin } = places((await board()).Positions);
      expect(twin.Position).toBe(mine.Position + 1);
    } finally {
      await db().execute(sql`update users set full_name = 'Ayesha Khan' where id = ${firstUserId}`);
    }
  });

  it('this week counts only what happened since Monday 00:00 UTC: the history is last week, so 0', async () => {
    const board = LeaderboardResponse.parse((await get(routes.getLeaderBoard.path, { candidateSOSId: mdcat, period: 'thisWeek' })).body.Data);
    expect(board.Since).toBe('2026-03-02T00:00:00.000Z');
    const mine = board.Positions.find((position) => position.IsCurrentCandidate)!;
    expect(mine.Score).toBe(0);
    const zeros = board.Positions.filter((position) => position.Score === 0);
    expect(new Set(zeros.map((position) => position.Rank))).toEqual(new Set([mine.Rank]));
  });

  it('honours anonymity at once: others see "Anonymous candidate" without a picture; the candidate still sees their name', async () => {
    const saved = await server.call<CandidateSettings>('POST', 'CandidateSettingsService/SaveSettings', {
      token: first,
      body: { ...defaultCandidateSettings, LeaderboardAnonymous: true },
    });
    expect(saved.status, saved.body.Message).toBe(200);
    const theirs = LeaderboardResponse.parse((await get(routes.getLeaderBoard.path, { candidateSOSId: secondOnMdcat }, second)).body.Data);
    expect(theirs.Positions.map((position) => position.CandidateName)).not.toContain('Ayesha Khan');
    const hidden = theirs.Positions.find((position) => position.Score === 42.1 && !position.IsCurrentCandidate)!;
    expect(hidden).toMatchObject({ CandidateName: ANONYMOUS_CANDIDATE_NAME, ProfileImage: null, IsAnonymous: true });
    const own = LeaderboardResponse.parse((await get(routes.getLeaderBoard.path, { candidateSOSId: mdcat })).body.Data);
    expect(own.Positions.find((position) => position.IsCurrentCandidate)).toMatchObject({ CandidateName: 'Ayesha Khan', IsAnonymous: true });
    await server.call('POST', 'CandidateSettingsService/SaveSettings', { token: first, body: defaultCandidateSettings });
    const again = LeaderboardResponse.parse((await get(routes.getLeaderBoard.path, { candidateSOSId: secondOnMdcat }, second)).body.Data);
    expect(again.Positions.map((position) => position.CandidateName)).toContain('Ayesha Khan');
  });
});

describe('what the candidate does changes the stats at the next read', () => {
  it('completing an activity raises completion: 6 / 72 = 8.3 %', async () => {
    const done = await server.call('POST', CoursesApiRoutes.markContentAsCompleted.path, { token: first, body: { CandidateSOSId: mdcat, SOSDetailContentId: 3110 } });
    expect(done.status, done.body.Message).toBe(200);
    expect((await get<CourseCompletion>(routes.getCourseCompletion.path, { candidateSOSId: mdcat })).body.Data).toMatchObject({ CompletedActivities: 6, CompletionPercentage: 8.3 });
    expect(SubjectCompletionResponse.parse((await get(routes.getCourseSubjectCompletion.path, { candidateSOSId: mdcat })).body.Data).SubjectsCompletion[2]).toMatchObject({ SubjectName: 'Physics', SubjectProgress: 8.3 });
  });

  it('finishing a test (nothing answered) lowers accuracy: 9 / (18 + 8) = 34.6 %, and adds the attempt to progress', async () => {
    const started = await get(TestsApiRoutes.getTestQuestions.path, { candidateSOSId: mdcat, testId: 3112 });
    expect(started.status, started.body.Message).toBe(200);
    const submitted = await server.call('POST', TestsApiRoutes.submitTest.path, {
      token: first,
      body: { TestId: 3112, CandidateSOSId: mdcat, SOSDetailTestId: 3112, StartTime: '2026-03-02T09:00:00Z', EndTime: '2026-03-02T09:10:00Z', Answers: [] },
    });
    expect(submitted.status, submitted.body.Message).toBe(200);
    expect((await get(routes.getCourseTestAccuracy.path, { candidateSOSId: mdcat })).body.Data).toEqual({ Correct: 34.6 });
    const progress = TestProgressResponse.parse((await get(routes.getCourseTestProgress.path, { candidateSOSId: mdcat })).body.Data);
    expect(progress.TestsProgress.at(-1)).toMatchObject({ SubjectId: 3, Percentage: 0, NotAttempted: 8 });
    // The finished quiz also completes its activity (7 of 72), and it happened this week.
    expect((await get(routes.getCourseCompletion.path, { candidateSOSId: mdcat })).body.Data).toMatchObject({ CompletedActivities: 7 });
    const week = LeaderboardResponse.parse((await get(routes.getLeaderBoard.path, { candidateSOSId: mdcat, period: 'thisWeek' })).body.Data);
    // This week: marks 0 of 8 (result 0), 2 of 72 activities (3110 and 3112): 0.3 x 2.78 = 0.8.
    expect(week.Positions.find((position) => position.IsCurrentCandidate)).toMatchObject({ Score: 0.8, ResultPercentage: 0, ParticipationPercentage: 2.8 });
  });
});

describe('access', () => {
  const statsRoutes = [
    routes.getCourseTestAccuracy,
    routes.getCourseTestProgress,
    routes.getCourseAssignmentProgress,
    routes.getCourseCompletion,
    routes.getCourseSummary,
    routes.getCourseSubjectScore,
    routes.getCourseSubjectCompletion,
    routes.getLeaderBoard,
  ];

  it('needs the Stats feature (Leaderboard for the board): ECAT has neither, 403', async () => {
    for (const route of statsRoutes) {
      const result = await get(route.path, { candidateSOSId: ecat });
      expect(result.status, route.path).toBe(403);
      expect(result.body.error).toBe('FeatureNotAllowedException');
    }
  });

  it("never reaches another candidate's enrolment (IDOR): 404 like a missing one", async () => {
    for (const route of statsRoutes) {
      expect((await get(route.path, { candidateSOSId: mdcat }, second)).status, route.path).toBe(404);
      expect((await get(route.path, { candidateSOSId: nums })).status, route.path).toBe(404);
      expect((await get(route.path, { candidateSOSId: 999_999 })).status, route.path).toBe(404);
    }
  });

  it('answers bad input with 400 naming the field, and a subject outside the course with 404', async () => {
    const queries: Record<string, string | number>[] = [{ candidateSOSId: 'abc' }, { candidateSOSId: mdcat, subjectId: -1 }, {}];
    for (const query of queries) {
      const result = await get(routes.getCourseTestAccuracy.path, query);
      expect(result.status).toBe(400);
      expect(result.body.Message).toMatch(/candidateSOSId|subjectId/);
    }
    const period = await get(routes.getLeaderBoard.path, { candidateSOSId: mdcat, period: 'yesterday' });
    expect(period.status).toBe(400);
    expect(period.body.Message).toMatch(/period/);
    expect((await get(routes.getCourseTestProgress.path, { candidateSOSId: mdcat, testSource: 3 })).status).toBe(400);
    expect((await get(routes.getCourseTestProgress.path, { candidateSOSId: mdcat, subjectId: 11 })).status).toBe(404);
  });

  it('needs a signed-in caller (401)', async () => {
    expect((await server.call('GET', routes.getCourseCompletion.path, { query: { candidateSOSId: mdcat } })).status).toBe(401);
  });

  it('costs a fixed number of statements whatever the history: the caller, the enrolment, one query', async () => {
    const counts = async () => {
      const out: number[] = [];
      for (const route of statsRoutes) out.push(sqlStatements(await get(route.path, { candidateSOSId: mdcat })));
      out.push(sqlStatements(await get(routes.getStatsMyPrograms.path)));
      return out;
    };
    const before = await counts();
    expect(before).toEqual([3, 3, 3, 3, 3, 3, 3, 3, 2]);
    // Forty more completions and the board's counts do not move.
    await db()
      .insert(activityCompletions)
      .values(Array.from({ length: 40 }, (_, index) => ({ candidateSosId: mdcat, userId: firstUserId, kind: 'content' as const, itemId: 1120 + index, completedAt: server.clock.now() })))
      .onConflictDoNothing();
    expect(await counts()).toEqual(before);
  });
});
