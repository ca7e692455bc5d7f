import { LeaderboardResponse, StatsApiRoutes as routes, TestsApiRoutes } from '@portal/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignmentSubmissions } from '../src/modules/assignments/assignments.tables';
import { activityCompletions } from '../src/modules/courses/courses.tables';
import { deleteCandidateCourse } from '../src/modules/dashboard/dashboard.queries';
import { candidateCourses } from '../src/modules/dashboard/dashboard.tables';
import { leaderboardRows, leaderboardRowsComputed } from '../src/modules/stats/stats.queries';
import { weekStart } from '../src/modules/stats/stats.service';
import { seedScoredAttempt } from '../src/modules/tests';
import { testAttempts } from '../src/modules/tests/tests.tables';
import { startTestServer, type TestServer } from './helpers/test-server';

/**
 * The leaderboard's tallies (issue 17, migration 0025): leaderboard_tallies and
 * leaderboard_standings are kept by database triggers as attempts, reviews and completions are
 * written. After every kind of write below they must hold exactly what the history sums to, and the
 * board read from them must equal the board computed from the whole history
 * (leaderboardRowsComputed, the query the read path used before the tallies).
 */
let server: TestServer;
let token: string;
let userId: string;

const mdcat = 1001;
const mdcatSosId = 11;
const hour = 60 * 60 * 1000;
const db = () => server.app.platform.db;
const rowsOf = async <Row>(statement: ReturnType<typeof sql>) => ((await db().execute(statement)) as unknown as { rows: Row[] }).rows;

interface Tally {
  sos_id: number;
  candidate_sos_id: number;
  week: string;
  obtained: number;
  available: number;
  done: number;
  /** Epoch ms of the latest counted contribution (the tie rule's "reached"). */
  reached_ms: number | null;
}

/**
 * What the history sums to, per course, enrolment and week: written from the leaderboard's
 * definition, not from the triggers. Only live enrolments count (migration 0029): the rows of an
 * attempt, review or completion count for the enrolment (candidate_courses row) in the course they belong to.
 */
const expectedTallies = () =>
  rowsOf<Tally>(sql`
    with parts as (
      select t.sos_id, ta.candidate_sos_id, ta.submitted_at as at, coalesce(ta.obtained_score, 0) as obtained, coalesce(ta.total_score, 0) as available, 0 as done
      from test_attempts ta join tests t on t.test_id = ta.test_id
      join candidate_courses cc on cc.candidate_sos_id = ta.candidate_sos_id and (cc.course->>'SOSId')::int = t.sos_id
      where ta.scored_at is not null and ta.submitted_at is not null
      union all
      select a.sos_id, s.candidate_sos_id, s.submitted_at, coalesce(s.score, 0), a.total_score, 0
      from assignment_submissions s join assignments a on a.assignment_id = s.assignment_id
      join candidate_courses cc on cc.candidate_sos_id = s.candidate_sos_id and (cc.course->>'SOSId')::int = a.sos_id
      where s.reviewed_at is not null and s.submitted_at is not null
      union all
      select d.sos_id, c.candidate_sos_id, c.completed_at, 0, 0, 1
      from activity_completions c
      join candidate_courses cc on cc.candidate_sos_id = c.candidate_sos_id
      join course_days d on d.sos_id = (cc.course->>'SOSId')::int
      join course_activities a on a.sos_detail_id = d.sos_detail_id
        and ((c.kind = 'content' and a.sos_detail_content_id = c.item_id) or (c.kind = 'test' and a.sos_detail_test_id = c.item_id)
          or (c.kind = 'assignment' and a.sos_detail_assignment_id = c.item_id))
    )
    select sos_id::int as sos_id, candidate_sos_id::int as candidate_sos_id, to_char(date_trunc('week', at at time zone 'UTC'), 'YYYY-MM-DD') as week,
      sum(obtained)::float8 as obtained, sum(available)::float8 as available, sum(done)::int as done,
      (extract(epoch from max(at)) * 1000)::float8 as reached_ms
    from parts group by 1, 2, 3
    having sum(obtained) <> 0 or sum(available) <> 0 or sum(done) <> 0
    order by 1, 2, 3`);

const storedTallies = () =>
  rowsOf<Tally>(sql`
    select sos_id, candidate_sos_id, to_char(week, 'YYYY-MM-DD') as week, obtained::float8 as obtained, available::float8 as available, done,
      (extract(epoch from reached_at) * 1000)::float8 as reached_ms
    from leaderboard_tallies where obtained <> 0 or available <> 0 or done <> 0 order by 1, 2, 3`);

const storedStandings = () =>
  rowsOf<Omit<Tally, 'week'>>(sql`
    select sos_id, candidate_sos_id, obtained::float8 as obtained, available::float8 as available, done,
      (extract(epoch from reached_at) * 1000)::float8 as reached_ms
    from leaderboard_standings where obtained <> 0 or available <> 0 or done <> 0 order by 1, 2`);

/** The tallies equal the history; the standings equal the tallies summed over weeks; the board agrees with the computed one. */
async function expectConsistent() {
  const expected = await expectedTallies();
  expect(expected.length).toBeGreaterThan(0);
  expect(await storedTallies()).toEqual(expected);
  const perEnrolment = new Map<string, Omit<Tally, 'week'>>();
  for (const { week: _week, ...row } of expected) {
    const key = `${row.sos_id}/${row.candidate_sos_id}`;
    const sum = perEnrolment.get(key);
    perEnrolment.set(
      key,
      sum
        ? { ...sum, obtained: sum.obtained + row.obtained, available: sum.available + row.available, done: sum.done + row.done, reached_ms: Math.max(sum.reached_ms ?? 0, row.reached_ms ?? 0) }
        : row,
    );
  }
  // The course sizes the board reads (course_activity_counts, migration 0033) are the activities there are.
  const countsOf = (statement: ReturnType<typeof sql>) => rowsOf<{ sos_id: number; subject_id: number; activity_type: number; activities: number }>(statement);
  expect(await countsOf(sql`select sos_id, subject_id, activity_type, activities from course_activity_counts order by 1, 2, 3`)).toEqual(
    await countsOf(sql`select d.sos_id, d.subject_id, a.activity_type, count(*)::int as activities
      from course_activities a join course_days d on d.sos_detail_id = a.sos_detail_id group by 1, 2, 3 order by 1, 2, 3`),
  );
  expect(await storedStandings()).toEqual([...perEnrolment.values()].filter((row) => row.obtained !== 0 || row.available !== 0 || row.done !== 0));
  // The board read from the tallies is the board computed from the history, for a spread of
  // enrolments (their neighbourhoods cover the whole course), in both views.
  const members = await rowsOf<{ candidate_sos_id: number }>(
    sql`select candidate_sos_id from candidate_courses where (course->>'SOSId')::int = ${mdcatSosId} order by candidate_sos_id`,
  );
  expect(members.length).toBeGreaterThan(40);
  // The standings' member list is the course's enrolments.
  const listed = await rowsOf<{ candidate_sos_id: number }>(
    sql`select candidate_sos_id from leaderboard_standings where sos_id = ${mdcatSosId} and user_id is not null order by candidate_sos_id`,
  );
  expect(listed).toEqual(members);
  const sample = members.filter((_, index) => index % 5 === 0 || members[index]!.candidate_sos_id === mdcat);
  for (const since of [null, weekStart(server.clock.now())]) {
    for (const { candidate_sos_id } of sample) {
      expect(await leaderboardRows(db(), mdcatSosId, candidate_sos_id, since)).toEqual(await leaderboardRowsComputed(db(), mdcatSosId, candidate_sos_id, since));
    }
  }
}

const ownRow = async (period: 'allTime' | 'thisWeek') => {
  const result = await server.call<LeaderboardResponse>('GET', routes.getLeaderBoard.path, { token, query: { candidateSOSId: mdcat, period } });
  expect(result.status, result.body.Message).toBe(200);
  return LeaderboardResponse.parse(result.body.Data).Positions.find((position) => position.IsCurrentCandidate)!;
};

/** Quizzes of the course (in its hierarchy) the demo candidate has not attempted, open (no due date passed). */
let fresh: number[] = [];

beforeAll(async () => {
  server = await startTestServer();
  ({ accessToken: token, userId } = await server.login());
  const rows = await rowsOf<{ test_id: number }>(sql`
    select t.test_id::int as test_id from tests t
    join course_activities a on a.sos_detail_test_id = t.test_id
    where t.sos_id = ${mdcatSosId} and t.test_source = 1 and (t.due_at is null or t.due_at > ${server.clock.now().toISOString()}::timestamptz)
      and not exists (select 1 from test_attempts ta where ta.test_id = t.test_id and ta.candidate_sos_id = ${mdcat})
    order by t.test_id`);
  fresh = rows.map((row) => row.test_id);
  expect(fresh.length).toBeGreaterThanOrEqual(2);
});
afterAll(async () => {
  await server?.close();
});

describe('leaderboard tallies kept by triggers', () => {
  it('after the demo seed (bulk inserts of 44 enrolments) hold what the history sums to', async () => {
    await expectConsistent();
  });

  it('a new scored attempt adds its marks to its week and to the standings', async () => {
    const [before] = await rowsOf<{ obtained: number; available: number }>(
      sql`select obtained::float8 as obtained, available::float8 as available from leaderboard_standings where sos_id = ${mdcatSosId} and candidate_sos_id = ${mdcat}`,
    );
    // A quiz of 8 questions (one mark each): 5 right, started an hour ago.
    await seedScoredAttempt(db(), { userId, candidateSosId: mdcat, testId: fresh[0]!, correctAnswers: 5, startedAt: new Date(server.clock.now().getTime() - hour), durationMinutes: 15 });
    const [after] = await rowsOf<{ obtained: number; available: number }>(
      sql`select obtained::float8 as obtained, available::float8 as available from leaderboard_standings where sos_id = ${mdcatSosId} and candidate_sos_id = ${mdcat}`,
    );
    expect(after!.obtained - (before?.obtained ?? 0)).toBe(5);
    expect(after!.available - (before?.available ?? 0)).toBe(8);
    await expectConsistent();
  });

  it('a re-scored attempt (update) replaces its marks; moving it to another week moves them', async () => {
    const [attempt] = await db().select().from(testAttempts).where(and(eq(testAttempts.candidateSosId, mdcat), eq(testAttempts.testId, fresh[0]!)));
    expect(attempt?.scoredAt).not.toBeNull();
    await db().update(testAttempts).set({ obtainedScore: 7, correctQuestions: 7, wrongQuestions: 1 }).where(eq(testAttempts.id, attempt!.id));
    await expectConsistent();
    await db()
      .update(testAttempts)
      .set({ submittedAt: new Date(server.clock.now().getTime() - 10 * 24 * hour) })
      .where(eq(testAttempts.id, attempt!.id));
    await expectConsistent();
    // Un-scoring takes the marks away again; deleting the attempt leaves nothing of it.
    await db().update(testAttempts).set({ scoredAt: null }).where(eq(testAttempts.id, attempt!.id));
    await expectConsistent();
    await db().delete(testAttempts).where(eq(testAttempts.id, attempt!.id));
    await expectConsistent();
  });

  it('a completion and its removal change done; an assignment review adds its score', async () => {
    await db().insert(activityCompletions).values({ candidateSosId: mdcat, userId, kind: 'content', itemId: 4110, completedAt: server.clock.now() }).onConflictDoNothing();
    await expectConsistent();
    await db().delete(activityCompletions).where(and(eq(activityCompletions.candidateSosId, mdcat), eq(activityCompletions.itemId, 4110)));
    await expectConsistent();
    const now = server.clock.now();
    await db()
      .insert(assignmentSubmissions)
      .values({ userId, candidateSosId: mdcat, assignmentId: 3122, submissionType: 3, text: 'Newton’s third law: forces come in equal and opposite pairs.', submittedAt: now, updatedAt: now })
      .onConflictDoNothing();
    await expectConsistent();
    await db().update(assignmentSubmissions).set({ score: 9, remarks: 'Clear.', reviewedAt: now }).where(and(eq(assignmentSubmissions.candidateSosId, mdcat), eq(assignmentSubmissions.assignmentId, 3122)));
    await expectConsistent();
  });

  it('a test finished over HTTP, then submitted again, counts once on the board', async () => {
    const week = await ownRow('thisWeek');
    // The first of the remaining quizzes the hierarchy lets the candidate start (later days are locked).
    let testId = 0;
    for (const candidate of fresh.slice(1)) {
      const started = await server.call('GET', TestsApiRoutes.getTestQuestions.path, { token, query: { candidateSOSId: mdcat, testId: candidate } });
      if (started.status === 200) {
        testId = candidate;
        break;
      }
    }
    expect(testId).toBeGreaterThan(0);
    const body = { TestId: testId, CandidateSOSId: mdcat, SOSDetailTestId: testId, StartTime: '2026-03-02T09:00:00Z', EndTime: '2026-03-02T09:10:00Z', Answers: [] };
    const submitted = await server.call('POST', TestsApiRoutes.submitTest.path, { token, body });
    expect(submitted.status, submitted.body.Message).toBe(200);
    await expectConsistent();
    const once = await ownRow('thisWeek');
    expect(once.ParticipationPercentage).toBeGreaterThan(week.ParticipationPercentage);
    const again = await server.call('POST', TestsApiRoutes.submitTest.path, { token, body });
    expect(again.status, again.body.Message).toBe(200);
    await expectConsistent();
    expect(await ownRow('thisWeek')).toEqual(once);
  });

  it("a course's new and removed activities change its size at once: participation follows", async () => {
    const before = await ownRow('allTime');
    await db().execute(sql`insert into course_days (sos_detail_id, sos_id, subject_id, group_name, group_position, day_position, day_name)
      values (990001, ${mdcatSosId}, 1, 'Extra', 99, 1, 'Extra day')`);
    await db().execute(sql`insert into course_activities (sos_detail_id, position, activity_type, title, sos_detail_content_id)
      select 990001, p, 1, 'Extra video ' || p, 990100 + p from generate_series(1, 8) p`);
    await expectConsistent();
    const grown = await ownRow('allTime');
    expect(grown.ParticipationPercentage).toBeLessThan(before.ParticipationPercentage);
    await db().execute(sql`delete from course_activities where sos_detail_id = 990001`);
    await db().execute(sql`delete from course_days where sos_detail_id = 990001`);
    await expectConsistent();
    expect(await ownRow('allTime')).toEqual(before);
  });

  it('a deleted enrolment leaves the board and the tallies; its rows count again when it is back; deleting its attempts and completions lowers its score', async () => {
    // A classmate with test marks (no reviewed assignment) and completions in the course, on the board.
    const [classmate] = await rowsOf<{ candidate_sos_id: number; user_id: string; course_type: number; course: Record<string, unknown> }>(sql`
      select cc.candidate_sos_id::int as candidate_sos_id, cc.user_id, cc.course_type::int as course_type, cc.course
      from candidate_courses cc join leaderboard_standings l on l.sos_id = ${mdcatSosId} and l.candidate_sos_id = cc.candidate_sos_id
      where cc.candidate_sos_id <> ${mdcat} and l.obtained > 0 and l.done > 0
        and exists (select 1 from activity_completions c where c.candidate_sos_id = cc.candidate_sos_id)
        and not exists (select 1 from assignment_submissions s where s.candidate_sos_id = cc.candidate_sos_id and s.reviewed_at is not null)
      order by cc.candidate_sos_id limit 1`);
    expect(classmate).toBeDefined();
    const them = classmate!.candidate_sos_id;
    const standing = () =>
      rowsOf<{ obtained: number; available: number; done: number }>(
        sql`select obtained::float8 as obtained, available::float8 as available, done from leaderboard_standings where sos_id = ${mdcatSosId} and candidate_sos_id = ${them}`,
      );
    const theirRow = async (since: Date | null) => (await leaderboardRows(db(), mdcatSosId, them, since)).find((row) => row.candidate_sos_id === them);
    const boardSize = async () => (await leaderboardRows(db(), mdcatSosId, mdcat, null))[0]!.total_candidates;
    const before = await standing();
    expect(before).toHaveLength(1);
    const sizeBefore = await boardSize();
    expect(await theirRow(null)).toBeDefined();

    // Unsubscribing: the enrolment row goes, the study records stay.
    await deleteCandidateCourse(db(), classmate!.user_id, them);
    expect(await standing()).toEqual([]);
    expect(await rowsOf(sql`select 1 from leaderboard_tallies where candidate_sos_id = ${them}`)).toEqual([]);
    expect(await boardSize()).toBe(sizeBefore - 1);
    await expectConsistent();
    // Deleting the records of an enrolment that is gone changes nothing on the board and keeps the tallies exact.
    const [oneCompletion] = await rowsOf<{ kind: string; item_id: number }>(
      sql`select kind, item_id::int as item_id from activity_completions where candidate_sos_id = ${them} order by item_id limit 1`,
    );
    await db().delete(activityCompletions).where(and(eq(activityCompletions.candidateSosId, them), eq(activityCompletions.itemId, oneCompletion!.item_id)));
    await expectConsistent();

    // Enrolled again: summed from its remaining rows (one completion fewer than before).
    await db().insert(candidateCourses).values({ candidateSosId: them, userId: classmate!.user_id, courseType: classmate!.course_type, course: classmate!.course });
    const back = await standing();
    expect(back).toEqual([{ ...before[0]!, done: before[0]!.done - 1 }]);
    expect(await boardSize()).toBe(sizeBefore);
    await expectConsistent();

    // A deleted completion and a deleted scored attempt of a live enrolment lower its score.
    const scoreBefore = (await theirRow(null))!;
    await db().delete(activityCompletions).where(eq(activityCompletions.candidateSosId, them));
    const afterCompletions = (await theirRow(null))!;
    expect(afterCompletions.participation).toBe(0);
    expect(afterCompletions.score).toBeLessThan(scoreBefore.score);
    await expectConsistent();
    const scored = await rowsOf<{ id: number }>(sql`
      select ta.id::int as id from test_attempts ta join tests t on t.test_id = ta.test_id
      where ta.candidate_sos_id = ${them} and t.sos_id = ${mdcatSosId} and ta.scored_at is not null and ta.obtained_score > 0`);
    expect(scored.length).toBeGreaterThan(0);
    await db().delete(testAttempts).where(inArray(testAttempts.id, scored.map((row) => row.id)));
    const afterAttempts = (await theirRow(null))!;
    // No marks obtained left: the result falls to 0.
    expect(afterAttempts.result).toBe(0);
    expect(afterAttempts.score).toBeLessThan(afterCompletions.score);
    await expectConsistent();
  });
});
