import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../core/context';

/**
 * The stats area's statements: each is one SQL statement over the candidate's real data
 * (activity_completions, test_attempts, assignment_submissions with reviews), aggregated in the
 * database. Nothing is stored; every number is computed when it is asked for. Columns come back
 * cast (int4, float8, epoch milliseconds) so PGlite and node-postgres give the same JS values.
 */

const rowsOf = async <Row>(db: Database, statement: SQL): Promise<Row[]> => ((await db.execute(statement)) as unknown as { rows: Row[] }).rows;

const idList = (ids: readonly number[]) => sql.join(ids.map((id) => sql`${id}`), sql`, `);

/**
 * The activities of a course (sos_id), each with the completion kind and item id that marks it done
 * (activity_completions: 'content' by SOSDetailContentId, 'test' by SOSDetailTestId, 'assignment'
 * by SOSDetailAssignmentId; exactly one is set per activity).
 */
const courseActivitiesOf = (sosId: number, subjectIds?: readonly number[]) => sql`
  select d.subject_id, a.activity_type,
    case when a.sos_detail_content_id is not null then 'content' when a.sos_detail_test_id is not null then 'test' else 'assignment' end as kind,
    coalesce(a.sos_detail_content_id, a.sos_detail_test_id, a.sos_detail_assignment_id) as item_id
  from course_activities a
  join course_days d on d.sos_detail_id = a.sos_detail_id
  where d.sos_id = ${sosId}${subjectIds ? sql` and d.subject_id in (${idList(subjectIds)})` : sql``}`;

export interface ActivityCountRow {
  readonly subject_id: number;
  readonly activity_type: number;
  readonly total: number;
  readonly done: number;
}

/** Per subject and activity type: the course's activities and how many this enrolment completed. */
export function countActivities(db: Database, sosId: number, subjectIds: readonly number[], candidateSosId: number): Promise<ActivityCountRow[]> {
  if (subjectIds.length === 0) return Promise.resolve([]);
  return rowsOf<ActivityCountRow>(
    db,
    sql`with acts as (${courseActivitiesOf(sosId, subjectIds)})
      select acts.subject_id::int as subject_id, acts.activity_type::int as activity_type, count(*)::int as total, count(c.item_id)::int as done
      from acts
      left join activity_completions c on c.candidate_sos_id = ${candidateSosId} and c.kind = acts.kind and c.item_id = acts.item_id
      group by acts.subject_id, acts.activity_type
      order by acts.subject_id, acts.activity_type`,
  );
}

export interface AccuracyRow {
  readonly correct: number;
  readonly questions: number;
}

/** Over the enrolment's scored attempts (optionally one subject): questions answered right, and all questions. */
export async function testAccuracy(db: Database, candidateSosId: number, sosId: number, subjectId?: number): Promise<AccuracyRow> {
  const [row] = await rowsOf<AccuracyRow>(
    db,
    sql`select coalesce(sum(ta.correct_questions), 0)::int as correct,
        coalesce(sum(ta.correct_questions + ta.wrong_questions + ta.not_attempted), 0)::int as questions
      from test_attempts ta
      join tests t on t.test_id = ta.test_id
      where ta.candidate_sos_id = ${candidateSosId} and t.sos_id = ${sosId} and ta.scored_at is not null
        ${subjectId === undefined ? sql`` : sql`and t.subject_id = ${subjectId}`}`,
  );
  return row ?? { correct: 0, questions: 0 };
}

export interface AttemptRow {
  readonly subject_id: number;
  readonly test_name: string;
  readonly percentage: number;
  readonly correct: number;
  readonly wrong: number;
  readonly not_attempted: number;
  readonly score: number;
  readonly total_marks: number;
  readonly submitted_ms: number;
}

/**
 * The enrolment's scored attempts (optionally one subject, one test source), oldest submission first.
 * They come back as one JSON array built in the database (json_agg), not as rows: with 1,000
 * attempts, decoding 10,000 fields one by one in the driver was most of the request's CPU time on
 * PGlite (bench/stats-cost.mjs); one text parsed by JSON.parse gives the same values (float8 is
 * written in its shortest exact form).
 */
export async function listScoredAttempts(db: Database, candidateSosId: number, sosId: number, filter: { subjectId?: number; testSource?: number }): Promise<AttemptRow[]> {
  const [row] = await rowsOf<{ attempts: string }>(
    db,
    sql`select coalesce(json_agg(json_build_object(
          'subject_id', t.subject_id, 'test_name', t.name, 'percentage', coalesce(ta.percentage, 0)::float8,
          'correct', ta.correct_questions, 'wrong', ta.wrong_questions, 'not_attempted', ta.not_attempted,
          'score', coalesce(ta.obtained_score, 0)::float8, 'total_marks', coalesce(ta.total_score, 0)::float8,
          'submitted_ms', (extract(epoch from ta.submitted_at) * 1000)::float8
        ) order by ta.submitted_at, ta.id), '[]')::text as attempts
      from test_attempts ta
      join tests t on t.test_id = ta.test_id
      where ta.candidate_sos_id = ${candidateSosId} and t.sos_id = ${sosId} and ta.scored_at is not null
        ${filter.subjectId === undefined ? sql`` : sql`and t.subject_id = ${filter.subjectId}`}
        ${filter.testSource === undefined ? sql`` : sql`and t.test_source = ${filter.testSource}`}`,
  );
  return row ? (JSON.parse(row.attempts) as AttemptRow[]) : [];
}

export interface SubjectMarksRow {
  readonly subject_id: number;
  readonly obtained: number;
  readonly available: number;
}

/** Per subject: marks obtained and available over the enrolment's scored attempts. */
export function subjectMarks(db: Database, candidateSosId: number, sosId: number): Promise<SubjectMarksRow[]> {
  return rowsOf<SubjectMarksRow>(
    db,
    sql`select t.subject_id::int as subject_id, coalesce(sum(ta.obtained_score), 0)::float8 as obtained, coalesce(sum(ta.total_score), 0)::float8 as available
      from test_attempts ta
      join tests t on t.test_id = ta.test_id
      where ta.candidate_sos_id = ${candidateSosId} and t.sos_id = ${sosId} and ta.scored_at is not null
      group by t.subject_id`,
  );
}

export interface ReviewRow {
  readonly title: string;
  readonly score: number;
  readonly total_score: number;
  readonly submitted_ms: number;
}

/** The enrolment's reviewed assignments (optionally one subject), oldest submission first. */
export function listReviewedAssignments(db: Database, candidateSosId: number, sosId: number, subjectId?: number): Promise<ReviewRow[]> {
  return rowsOf<ReviewRow>(
    db,
    sql`select a.title, coalesce(s.score, 0)::float8 as score, a.total_score::float8 as total_score,
        (extract(epoch from s.submitted_at) * 1000)::float8 as submitted_ms
      from assignment_submissions s
      join assignments a on a.assignment_id = s.assignment_id
      where s.candidate_sos_id = ${candidateSosId} and a.sos_id = ${sosId} and s.reviewed_at is not null and s.submitted_at is not null
        ${subjectId === undefined ? sql`` : sql`and a.subject_id = ${subjectId}`}
      order by s.submitted_at, a.assignment_id`,
  );
}

export interface ProgramRow {
  readonly candidate_sos_id: number;
  readonly course_name: string;
  readonly total: number;
  readonly done: number;
  readonly obtained: number;
  readonly available: number;
}

/**
 * Every active enrolment of the user: its course's activities, those completed, and test marks (one
 * statement). The completed count is leaderboard_standings.done, which the completion triggers keep
 * (migrations 0025/0029: the enrolment's completions of its course's activities, exactly what
 * joining the course's activities to its completions counts): joining them here hashed every
 * completion of every candidate (106,000 rows in the bench, 118 ms on PostgreSQL). The course's size
 * comes from course_activity_counts (kept by a trigger on the course's content, migration 0033).
 */
export function listProgramFigures(db: Database, userId: string): Promise<ProgramRow[]> {
  return rowsOf<ProgramRow>(
    db,
    sql`with mine as (
        select candidate_sos_id, ((course->>'SOSId')::int) as sos_id, course->>'CourseName' as course_name
        from candidate_courses where user_id = ${userId} and course_type = 1
      ),
      totals as (
        select sos_id, sum(activities)::int as total from course_activity_counts where sos_id in (select sos_id from mine) group by sos_id
      ),
      marks as (
        select ta.candidate_sos_id, sum(ta.obtained_score) as obtained, sum(ta.total_score) as available
        from test_attempts ta join mine m on m.candidate_sos_id = ta.candidate_sos_id
        join tests t on t.test_id = ta.test_id and t.sos_id = m.sos_id
        where ta.scored_at is not null
        group by ta.candidate_sos_id
      )
      select m.candidate_sos_id::int as candidate_sos_id, m.course_name, coalesce(tt.total, 0)::int as total, coalesce(ls.done, 0)::int as done,
        coalesce(k.obtained, 0)::float8 as obtained, coalesce(k.available, 0)::float8 as available
      from mine m
      left join totals tt on tt.sos_id = m.sos_id
      left join leaderboard_standings ls on ls.sos_id = m.sos_id and ls.candidate_sos_id = m.candidate_sos_id
      left join marks k on k.candidate_sos_id = m.candidate_sos_id
      order by m.candidate_sos_id`,
  );
}

export interface LeaderboardRow {
  readonly candidate_sos_id: number;
  readonly full_name: string;
  readonly profile_image: string | null;
  readonly profile_image_type: string | null;
  readonly anonymous: boolean;
  readonly result: number;
  readonly participation: number;
  readonly score: number;
  readonly rank: number;
  readonly position: number;
  readonly total_candidates: number;
}

/** How many rows from the top the leaderboard gives, and how many neighbours either side of the caller. */
export const leaderboardTop = 10;
export const leaderboardNeighbours = 2;

/**
 * The tie rule (issue 17): equal scores share a rank; within it, positions go to whoever reached the
 * score earlier (reached_at: the time of their latest counted contribution; none yet = the score
 * since enrolling, first), then to the lower enrolment id. Never by name: that would tell everyone
 * the alphabetical order of the real names of candidates who appear anonymously.
 */
const tieOrder = (row: SQL) => sql`${row}.reached_at asc nulls first, ${row}.candidate_sos_id`;

/** Rank the scored enrolments (`scored`: candidate_sos_id, user_id, result, participation, reached_at) and keep the top and the caller's neighbourhood. */
const rankedRows = (scored: SQL, candidateSosId: number) => sql`
      scored as (${scored}),
      rounded as (
        select s.*, round((0.7 * s.result + 0.3 * s.participation)::numeric, 1) as score from scored s
      ),
      ranked as (
        select r.candidate_sos_id, u.full_name, u.profile_image, u.profile_image_type,
          coalesce(cs.leaderboard_anonymous, false) as anonymous,
          round(r.result::numeric, 1)::float8 as result, round(r.participation::numeric, 1)::float8 as participation,
          r.score::float8 as score,
          rank() over (order by r.score desc)::int as rank,
          row_number() over (order by r.score desc, ${tieOrder(sql`r`)})::int as position,
          count(*) over ()::int as total_candidates
        from rounded r
        join users u on u.id = r.user_id
        left join candidate_settings cs on cs.user_id = r.user_id
      )
      select ranked.candidate_sos_id::int as candidate_sos_id, ranked.full_name, ranked.profile_image, ranked.profile_image_type,
        ranked.anonymous, ranked.result, ranked.participation, ranked.score, ranked.rank, ranked.position, ranked.total_candidates
      from ranked
      cross join (select position as own from ranked where candidate_sos_id = ${candidateSosId}) me
      where ranked.position <= ${leaderboardTop} or abs(ranked.position - me.own) <= ${leaderboardNeighbours}
      order by ranked.position`;

const membersOf = (sosId: number) => sql`members as (
        select candidate_sos_id, user_id from candidate_courses where ((course->>'SOSId')::int) = ${sosId}
      )`;

/** The Monday (UTC, 'YYYY-MM-DD') a leaderboard_tallies week is keyed by, for a week start. */
const weekKey = (since: Date) => since.toISOString().slice(0, 10);

/**
 * The course's leaderboard (one statement, window functions): every enrolment of the course
 * (SOSId), scored = round(0.7 x result + 0.3 x participation, 1) where result = 100 x marks
 * obtained / marks available over scored test attempts and reviewed assignments of the course, and
 * participation = 100 x completed / all activities of the course, both counting only what happened
 * at or after `since` (a Monday 00:00 UTC; null: all time). rank() gives equal scores one rank; the
 * position orders ties by the tie rule (tieOrder: earlier reached first, then enrolment). Only the top rows and the caller's neighbourhood
 * come back.
 *
 * The members and their all-time sums come from leaderboard_standings, a week's from
 * leaderboard_tallies (weeks from `since`), which database triggers keep as enrolments, attempts,
 * reviews and completions are written (migrations 0025 and 0029: only live enrolments, a removed one
 * leaves both tables), so the read no longer aggregates the course's whole history. `leaderboardRowsComputed` is the
 * same ranking computed from the history itself: the tests check that both agree, and the bench
 * measures the two side by side.
 */
export function leaderboardRows(db: Database, sosId: number, candidateSosId: number, since: Date | null): Promise<LeaderboardRow[]> {
  return rowsOf<LeaderboardRow>(db, leaderboardStatement(sosId, candidateSosId, since));
}

/** The enrolments' sums (candidate_sos_id, user_id, obtained, available, done) from the tallies, for one view. */
function tallySums(sosId: number, since: Date | null): SQL {
  // All time: the standings rows carry the sums. A week: the week's tallies joined to the members
  // (a join of two CTEs has no statistics, so the all-time view avoids one: PostgreSQL chose a
  // nested loop over 5,000 x 5,000 rows for it, 7 s).
  return since === null
    ? sql`select candidate_sos_id, user_id, obtained, available, done, reached_at from leaderboard_standings where sos_id = ${sosId} and user_id is not null`
    : sql`select m.candidate_sos_id, m.user_id, w.obtained, w.available, w.done, w.reached_at
        from leaderboard_standings m
        left join (
          select candidate_sos_id, sum(obtained) as obtained, sum(available) as available, sum(done) as done, max(reached_at) as reached_at
          from leaderboard_tallies where sos_id = ${sosId} and week >= ${weekKey(since)}::date group by candidate_sos_id
        ) w on w.candidate_sos_id = m.candidate_sos_id
        where m.sos_id = ${sosId} and m.user_id is not null`;
}

const scoredSums = (sosId: number, since: Date | null) => sql`
  total as (select coalesce(sum(activities), 0)::float8 as n from course_activity_counts where sos_id = ${sosId}),
  sums as (${tallySums(sosId, since)}),
  scores as (
    select s.candidate_sos_id, s.user_id, s.reached_at,
      coalesce(100 * s.obtained::float8 / nullif(s.available::float8, 0), 0) as result,
      coalesce(100 * s.done::float8 / nullif(total.n, 0), 0) as participation
    from sums s
    cross join total
  )`;

/**
 * The statement leaderboardRows runs (exported for EXPLAIN in bench/leaderboard-explain.mjs).
 *
 * Positions no longer depend on names (the tie rule, tieOrder), so nothing is sorted or ranked over
 * the whole course: each enrolment's score is computed once from its sums (narrow rows, no joins;
 * `score10` = the score x 10 as an integer, so comparisons are integer comparisons), then
 *   - the caller's rank is 1 + the number of higher scores, their position 1 + the number of rows
 *     ordered before them (one counting pass);
 *   - the first ten rows are a top-N selection (no full sort), ranked among themselves: every
 *     higher score is in that prefix, so rank() over it is the course-wide rank;
 *   - the two rows either side of the caller are two top-2 selections before and after them, each
 *     ranked by counting the higher scores;
 * and only those (at most fifteen) rows are joined to users and candidate_settings. The answer is
 * the same rows as leaderboardStatementWhole and leaderboardRowsComputed, which rank the whole
 * course with window functions (tests compare them; bench/leaderboard-read.mjs times them).
 */
export function leaderboardStatement(sosId: number, candidateSosId: number, since: Date | null): SQL {
  const before = (row: SQL, than: SQL) =>
    sql`(${row}.score10 > ${than}.score10 or (${row}.score10 = ${than}.score10 and (${row}.reached_key, ${row}.candidate_sos_id) < (${than}.reached_key, ${than}.candidate_sos_id)))`;
  return sql`with ${scoredSums(sosId, since)},
    s as materialized (
      select r.candidate_sos_id, r.user_id, r.result, r.participation, r.score, (r.score * 10)::int as score10,
        coalesce(r.reached_at, '-infinity'::timestamptz) as reached_key
      from (select x.*, round((0.7 * x.result + 0.3 * x.participation)::numeric, 1) as score from scores x) r
    ),
    me as (select * from s where candidate_sos_id = ${candidateSosId}),
    counted as (
      select count(*) filter (where s.score10 > me.score10)::int as higher, count(*) filter (where ${before(sql`s`, sql`me`)})::int as ahead,
        count(*)::int as total_candidates
      from s, me
    ),
    top as (
      select s.*, rank() over (order by s.score10 desc)::int as rank,
        row_number() over (order by s.score10 desc, s.reached_key, s.candidate_sos_id)::int as position
      from (select s.* from s, me order by s.score10 desc, s.reached_key, s.candidate_sos_id limit ${leaderboardTop}) s
    ),
    earlier as (
      select e.*, (counted.ahead + 1 - row_number() over (order by e.score10, e.reached_key desc, e.candidate_sos_id desc))::int as position
      from (select s.* from s, me where ${before(sql`s`, sql`me`)} order by s.score10, s.reached_key desc, s.candidate_sos_id desc limit ${leaderboardNeighbours}) e, counted
    ),
    later as (
      select l.*, (counted.ahead + 1 + row_number() over (order by l.score10 desc, l.reached_key, l.candidate_sos_id))::int as position
      from (select s.* from s, me where ${before(sql`me`, sql`s`)} order by s.score10 desc, s.reached_key, s.candidate_sos_id limit ${leaderboardNeighbours}) l, counted
    ),
    around as (
      select n.candidate_sos_id, n.user_id, n.result, n.participation, n.score, (select count(*) from s where s.score10 > n.score10)::int + 1 as rank, n.position
      from (select * from earlier union all select * from later) n
      union all
      select me.candidate_sos_id, me.user_id, me.result, me.participation, me.score, counted.higher + 1, counted.ahead + 1 from me, counted
    ),
    answer as (
      select candidate_sos_id, user_id, result, participation, score, rank, position from top
      union
      select candidate_sos_id, user_id, result, participation, score, rank, position from around
    )
    select a.candidate_sos_id::int as candidate_sos_id, u.full_name, u.profile_image, u.profile_image_type,
      coalesce(cs.leaderboard_anonymous, false) as anonymous,
      round(a.result::numeric, 1)::float8 as result, round(a.participation::numeric, 1)::float8 as participation,
      a.score::float8 as score, a.rank, a.position, counted.total_candidates
    from answer a
    cross join counted
    join users u on u.id = a.user_id
    left join candidate_settings cs on cs.user_id = a.user_id
    order by a.position`;
}

/**
 * The tallies' read before the relative view was reworked: every enrolment joined to its user and
 * ranked by window functions over the whole course. Kept as the bench's "before" (bench/leaderboard-read.mjs).
 */
export function leaderboardStatementWhole(sosId: number, candidateSosId: number, since: Date | null): SQL {
  return sql`with ${scoredSums(sosId, since)},
      ${rankedRows(sql`select * from scores`, candidateSosId)}`;
}

/** The leaderboard computed from the whole history (what leaderboardRows read before the tallies): the reference the tallies are checked against. */
export function leaderboardRowsComputed(db: Database, sosId: number, candidateSosId: number, since: Date | null): Promise<LeaderboardRow[]> {
  const from = (since ?? new Date(0)).toISOString();
  return rowsOf<LeaderboardRow>(
    db,
    sql`with ${membersOf(sosId)},
      acts as (${courseActivitiesOf(sosId)}),
      total as (select count(*)::float8 as n from acts),
      done as (
        select c.candidate_sos_id, count(*)::float8 as n, max(c.completed_at) as at
        from activity_completions c
        join acts on acts.kind = c.kind and acts.item_id = c.item_id
        where c.candidate_sos_id in (select candidate_sos_id from members) and c.completed_at >= ${from}::timestamptz
        group by c.candidate_sos_id
      ),
      marks as (
        select ta.candidate_sos_id, ta.obtained_score as obtained, ta.total_score as available, ta.submitted_at as at
        from test_attempts ta join tests t on t.test_id = ta.test_id
        where t.sos_id = ${sosId} and ta.candidate_sos_id in (select candidate_sos_id from members)
          and ta.scored_at is not null and ta.submitted_at >= ${from}::timestamptz
        union all
        select s.candidate_sos_id, s.score, a.total_score, s.submitted_at
        from assignment_submissions s join assignments a on a.assignment_id = s.assignment_id
        where a.sos_id = ${sosId} and s.candidate_sos_id in (select candidate_sos_id from members)
          and s.reviewed_at is not null and s.submitted_at >= ${from}::timestamptz
      ),
      results as (
        select candidate_sos_id, sum(obtained) as obtained, sum(available) as available, max(at) as at from marks group by candidate_sos_id
      ),
      ${rankedRows(
        sql`select m.candidate_sos_id, m.user_id, greatest(r.at, d.at) as reached_at,
          coalesce(100 * r.obtained / nullif(r.available, 0), 0) as result,
          coalesce(100 * d.n / nullif(total.n, 0), 0) as participation
        from members m
        cross join total
        left join results r on r.candidate_sos_id = m.candidate_sos_id
        left join done d on d.candidate_sos_id = m.candidate_sos_id`,
        candidateSosId,
      )}`,
  );
}
