CREATE TABLE "course_activity_counts" (
	"sos_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"activity_type" integer NOT NULL,
	"activities" integer NOT NULL,
	CONSTRAINT "course_activity_counts_sos_id_subject_id_activity_type_pk" PRIMARY KEY("sos_id","subject_id","activity_type")
);
--> statement-breakpoint
ALTER TABLE "leaderboard_standings" ADD COLUMN "reached_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leaderboard_tallies" ADD COLUMN "reached_at" timestamp with time zone;--> statement-breakpoint
-- Written by hand (issue 17): the leaderboard's tie rule. Equal scores were listed by the
-- candidates' real names, which told everyone the alphabetical order of the names of candidates who
-- chose to appear anonymously. Now a tie is listed by who reached the score earlier, then by
-- enrolment id: `reached_at` is the time of the latest contribution counted in the sums (a scored
-- attempt's or a reviewed assignment's submitted_at, a completion's completed_at: the same instant
-- that picks its week), per week in leaderboard_tallies and over all weeks in leaderboard_standings;
-- null when nothing counts yet (such a candidate has had the score 0 since enrolling: first among
-- the zeros). The triggers of 0025/0029 keep it: a write that adds rows raises it to the newest
-- row's time; a write that takes rows away (update, delete) recomputes it from the enrolment's rows.
-- The delta texts now also carry each row's sign and time.
CREATE OR REPLACE FUNCTION leaderboard_attempt_deltas(changed text) RETURNS text LANGUAGE sql IMMUTABLE AS $fn$
  SELECT format($q$
    SELECT t.sos_id, x.candidate_sos_id, date_trunc('week', x.submitted_at AT TIME ZONE 'UTC')::date AS week,
      x.sign * coalesce(x.obtained_score, 0)::numeric AS obtained, x.sign * coalesce(x.total_score, 0)::numeric AS available, 0 AS done,
      x.sign AS sign, x.submitted_at AS at
    FROM (%s) x JOIN tests t ON t.test_id = x.test_id
    JOIN candidate_courses cc ON cc.candidate_sos_id = x.candidate_sos_id AND cc.course ? 'SOSId' AND ((cc.course->>'SOSId')::int) = t.sos_id
    WHERE x.scored_at IS NOT NULL AND x.submitted_at IS NOT NULL
  $q$, changed)
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION leaderboard_assignment_deltas(changed text) RETURNS text LANGUAGE sql IMMUTABLE AS $fn$
  SELECT format($q$
    SELECT a.sos_id, x.candidate_sos_id, date_trunc('week', x.submitted_at AT TIME ZONE 'UTC')::date AS week,
      x.sign * coalesce(x.score, 0)::numeric AS obtained, x.sign * coalesce(a.total_score, 0)::numeric AS available, 0 AS done,
      x.sign AS sign, x.submitted_at AS at
    FROM (%s) x JOIN assignments a ON a.assignment_id = x.assignment_id
    JOIN candidate_courses cc ON cc.candidate_sos_id = x.candidate_sos_id AND cc.course ? 'SOSId' AND ((cc.course->>'SOSId')::int) = a.sos_id
    WHERE x.reviewed_at IS NOT NULL AND x.submitted_at IS NOT NULL
  $q$, changed)
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION leaderboard_completion_deltas(changed text) RETURNS text LANGUAGE sql IMMUTABLE AS $fn$
  SELECT format($q$
    SELECT d.sos_id, x.candidate_sos_id, date_trunc('week', x.completed_at AT TIME ZONE 'UTC')::date AS week,
      0::numeric AS obtained, 0::numeric AS available, x.sign AS done,
      x.sign AS sign, x.completed_at AS at
    FROM (%s) x
    JOIN candidate_courses cc ON cc.candidate_sos_id = x.candidate_sos_id
    JOIN course_days d ON d.sos_id = ((cc.course->>'SOSId')::int)
    JOIN course_activities a ON a.sos_detail_id = d.sos_detail_id
      AND CASE WHEN a.sos_detail_content_id IS NOT NULL THEN 'content' WHEN a.sos_detail_test_id IS NOT NULL THEN 'test' ELSE 'assignment' END = x.kind
      AND coalesce(a.sos_detail_content_id, a.sos_detail_test_id, a.sos_detail_assignment_id) = x.item_id
  $q$, changed)
$fn$;
--> statement-breakpoint
-- As 0025's, plus reached_at: the newest added row's time, kept when older rows arrive (greatest()
-- skips nulls). A group is written even when its sums do not move (a 0-of-0 attempt still happened).
CREATE OR REPLACE FUNCTION leaderboard_upsert_sql(deltas text) RETURNS text LANGUAGE sql IMMUTABLE AS $fn$
  SELECT format($q$
    WITH d AS (
      SELECT sos_id, candidate_sos_id, week, sum(obtained) AS obtained, sum(available) AS available, sum(done)::int AS done,
        max(at) FILTER (WHERE sign > 0) AS reached_at
      FROM (%s) raw
      GROUP BY sos_id, candidate_sos_id, week
      HAVING sum(obtained) <> 0 OR sum(available) <> 0 OR sum(done) <> 0 OR bool_or(sign > 0)
    ),
    w AS (
      INSERT INTO leaderboard_tallies AS l (sos_id, candidate_sos_id, week, obtained, available, done, reached_at)
      SELECT sos_id, candidate_sos_id, week, obtained, available, done, reached_at FROM d
      ON CONFLICT (sos_id, candidate_sos_id, week) DO UPDATE
        SET obtained = l.obtained + excluded.obtained, available = l.available + excluded.available, done = l.done + excluded.done,
          reached_at = greatest(l.reached_at, excluded.reached_at)
    )
    INSERT INTO leaderboard_standings AS l (sos_id, candidate_sos_id, obtained, available, done, reached_at)
    SELECT sos_id, candidate_sos_id, sum(obtained), sum(available), sum(done)::int, max(reached_at) FROM d GROUP BY sos_id, candidate_sos_id
    ON CONFLICT (sos_id, candidate_sos_id) DO UPDATE
      SET obtained = l.obtained + excluded.obtained, available = l.available + excluded.available, done = l.done + excluded.done,
        reached_at = greatest(l.reached_at, excluded.reached_at)
  $q$, deltas)
$fn$;
--> statement-breakpoint
-- Every counted contribution (sos_id, candidate_sos_id, week, at) of the enrolments in `keys` (a
-- query of sos_id, candidate_sos_id), from their rows as they are now.
CREATE FUNCTION leaderboard_events_sql(keys text) RETURNS text LANGUAGE sql IMMUTABLE AS $fn$
  SELECT format('SELECT sos_id, candidate_sos_id, week, at FROM (%s) a UNION ALL SELECT sos_id, candidate_sos_id, week, at FROM (%s) s UNION ALL SELECT sos_id, candidate_sos_id, week, at FROM (%s) c',
    leaderboard_attempt_deltas(leaderboard_enrolment_rows('test_attempts', keys)),
    leaderboard_assignment_deltas(leaderboard_enrolment_rows('assignment_submissions', keys)),
    leaderboard_completion_deltas(leaderboard_enrolment_rows('activity_completions', keys)))
$fn$;
--> statement-breakpoint
-- reached_at of the enrolments in `keys`, recomputed from their rows (run after the sums are written).
CREATE FUNCTION leaderboard_reached_sql(keys text) RETURNS text LANGUAGE sql IMMUTABLE AS $fn$
  SELECT format($q$
    WITH k AS (SELECT DISTINCT sos_id, candidate_sos_id FROM (%1$s) keys),
    ev AS (SELECT e.sos_id, e.candidate_sos_id, e.week, max(e.at) AS at FROM (%2$s) e JOIN k USING (sos_id, candidate_sos_id) GROUP BY 1, 2, 3),
    w AS (
      UPDATE leaderboard_tallies l SET reached_at = (SELECT ev.at FROM ev WHERE ev.sos_id = l.sos_id AND ev.candidate_sos_id = l.candidate_sos_id AND ev.week = l.week)
      FROM k WHERE l.sos_id = k.sos_id AND l.candidate_sos_id = k.candidate_sos_id
    )
    UPDATE leaderboard_standings l SET reached_at = (SELECT max(ev.at) FROM ev WHERE ev.sos_id = l.sos_id AND ev.candidate_sos_id = l.candidate_sos_id)
    FROM k WHERE l.sos_id = k.sos_id AND l.candidate_sos_id = k.candidate_sos_id
  $q$, keys, leaderboard_events_sql(keys))
$fn$;
--> statement-breakpoint
-- A write that took rows away (an update's old rows, a delete) recomputes reached_at of the
-- enrolments it touched: the latest remaining contribution may be older than the one that went.
-- (Inline in each trigger function: the transition tables are visible only in its own EXECUTE.)
CREATE OR REPLACE FUNCTION leaderboard_track_attempts() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  deltas text := leaderboard_attempt_deltas(leaderboard_changed_rows(TG_OP));
BEGIN
  EXECUTE leaderboard_upsert_sql(deltas);
  IF TG_OP <> 'INSERT' THEN
    EXECUTE leaderboard_reached_sql(format('SELECT sos_id, candidate_sos_id FROM (%s) lost WHERE sign < 0', deltas));
  END IF;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION leaderboard_track_assignments() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  deltas text := leaderboard_assignment_deltas(leaderboard_changed_rows(TG_OP));
BEGIN
  EXECUTE leaderboard_upsert_sql(deltas);
  IF TG_OP <> 'INSERT' THEN
    EXECUTE leaderboard_reached_sql(format('SELECT sos_id, candidate_sos_id FROM (%s) lost WHERE sign < 0', deltas));
  END IF;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION leaderboard_track_completions() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  deltas text := leaderboard_completion_deltas(leaderboard_changed_rows(TG_OP));
BEGIN
  EXECUTE leaderboard_upsert_sql(deltas);
  IF TG_OP <> 'INSERT' THEN
    EXECUTE leaderboard_reached_sql(format('SELECT sos_id, candidate_sos_id FROM (%s) lost WHERE sign < 0', deltas));
  END IF;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
-- The rows already there: every live enrolment's reached_at from its rows.
DO $do$
BEGIN
  EXECUTE leaderboard_reached_sql('SELECT ((course->>''SOSId'')::int) AS sos_id, candidate_sos_id FROM candidate_courses WHERE course ? ''SOSId''');
END
$do$;
--> statement-breakpoint
-- Written by hand (issue 17): course_activity_counts is rebuilt after every statement that changes
-- course_activities or course_days (statement-level triggers: one grouped count per statement, and
-- course content is written rarely: seeds, publishing). The leaderboard's participation share and
-- GetMyPrograms' totals read a course's size from it.
CREATE FUNCTION course_activity_counts_rebuild() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  DELETE FROM course_activity_counts;
  INSERT INTO course_activity_counts (sos_id, subject_id, activity_type, activities)
    SELECT d.sos_id, d.subject_id, a.activity_type, count(*)::int
    FROM course_activities a JOIN course_days d ON d.sos_detail_id = a.sos_detail_id
    GROUP BY d.sos_id, d.subject_id, a.activity_type;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER course_activity_counts_activities AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON course_activities FOR EACH STATEMENT EXECUTE FUNCTION course_activity_counts_rebuild();
--> statement-breakpoint
CREATE TRIGGER course_activity_counts_days AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON course_days FOR EACH STATEMENT EXECUTE FUNCTION course_activity_counts_rebuild();
--> statement-breakpoint
INSERT INTO course_activity_counts (sos_id, subject_id, activity_type, activities)
  SELECT d.sos_id, d.subject_id, a.activity_type, count(*)::int
  FROM course_activities a JOIN course_days d ON d.sos_detail_id = a.sos_detail_id
  GROUP BY d.sos_id, d.subject_id, a.activity_type;
