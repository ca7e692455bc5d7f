CREATE TABLE "leaderboard_standings" (
	"sos_id" integer NOT NULL,
	"candidate_sos_id" integer NOT NULL,
	"user_id" uuid,
	"obtained" numeric DEFAULT '0' NOT NULL,
	"available" numeric DEFAULT '0' NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "leaderboard_standings_sos_id_candidate_sos_id_pk" PRIMARY KEY("sos_id","candidate_sos_id")
);
--> statement-breakpoint
CREATE TABLE "leaderboard_tallies" (
	"sos_id" integer NOT NULL,
	"candidate_sos_id" integer NOT NULL,
	"week" date NOT NULL,
	"obtained" numeric DEFAULT '0' NOT NULL,
	"available" numeric DEFAULT '0' NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "leaderboard_tallies_sos_id_candidate_sos_id_week_pk" PRIMARY KEY("sos_id","candidate_sos_id","week")
);
--> statement-breakpoint
CREATE INDEX "leaderboard_tallies_week_idx" ON "leaderboard_tallies" USING btree ("sos_id","week");--> statement-breakpoint
-- Written by hand (issue 17): the triggers that keep leaderboard_tallies and leaderboard_standings.
-- Statement-level AFTER triggers with transition tables (one per event: PostgreSQL allows transition
-- tables only on single-event triggers), so a bulk insert of 100,000 completions is one grouped
-- upsert, not 100,000. Each change is turned into signed deltas: +1 x the new rows, -1 x the old
-- rows (an update is both), grouped by (course, enrolment, week) and added to both tables.
-- Contributions, as the leaderboard defines them: a scored attempt (scored_at and submitted_at set)
-- of one of the course's tests adds its obtained and total score; a reviewed, submitted assignment
-- of the course adds its score and the assignment's total score; a completion adds the number of
-- the enrolment's course activities it completes. The week is the Monday (UTC) of submitted_at or
-- completed_at.
CREATE FUNCTION leaderboard_upsert_sql(deltas text) RETURNS text LANGUAGE sql IMMUTABLE AS $fn$
  SELECT format($q$
    WITH d AS (
      SELECT sos_id, candidate_sos_id, week, sum(obtained) AS obtained, sum(available) AS available, sum(done)::int AS done
      FROM (%s) raw
      GROUP BY sos_id, candidate_sos_id, week
      HAVING sum(obtained) <> 0 OR sum(available) <> 0 OR sum(done) <> 0
    ),
    w AS (
      INSERT INTO leaderboard_tallies AS l (sos_id, candidate_sos_id, week, obtained, available, done)
      SELECT sos_id, candidate_sos_id, week, obtained, available, done FROM d
      ON CONFLICT (sos_id, candidate_sos_id, week) DO UPDATE
        SET obtained = l.obtained + excluded.obtained, available = l.available + excluded.available, done = l.done + excluded.done
    )
    INSERT INTO leaderboard_standings AS l (sos_id, candidate_sos_id, obtained, available, done)
    SELECT sos_id, candidate_sos_id, sum(obtained), sum(available), sum(done)::int FROM d GROUP BY sos_id, candidate_sos_id
    ON CONFLICT (sos_id, candidate_sos_id) DO UPDATE
      SET obtained = l.obtained + excluded.obtained, available = l.available + excluded.available, done = l.done + excluded.done
  $q$, deltas)
$fn$;
--> statement-breakpoint
CREATE FUNCTION leaderboard_attempt_deltas(changed text) RETURNS text LANGUAGE sql IMMUTABLE AS $fn$
  SELECT format($q$
    SELECT t.sos_id, x.candidate_sos_id, date_trunc('week', x.submitted_at AT TIME ZONE 'UTC')::date AS week,
      x.sign * coalesce(x.obtained_score, 0)::numeric AS obtained, x.sign * coalesce(x.total_score, 0)::numeric AS available, 0 AS done
    FROM (%s) x JOIN tests t ON t.test_id = x.test_id
    WHERE x.scored_at IS NOT NULL AND x.submitted_at IS NOT NULL
  $q$, changed)
$fn$;
--> statement-breakpoint
CREATE FUNCTION leaderboard_assignment_deltas(changed text) RETURNS text LANGUAGE sql IMMUTABLE AS $fn$
  SELECT format($q$
    SELECT a.sos_id, x.candidate_sos_id, date_trunc('week', x.submitted_at AT TIME ZONE 'UTC')::date AS week,
      x.sign * coalesce(x.score, 0)::numeric AS obtained, x.sign * coalesce(a.total_score, 0)::numeric AS available, 0 AS done
    FROM (%s) x JOIN assignments a ON a.assignment_id = x.assignment_id
    WHERE x.reviewed_at IS NOT NULL AND x.submitted_at IS NOT NULL
  $q$, changed)
$fn$;
--> statement-breakpoint
CREATE FUNCTION leaderboard_completion_deltas(changed text) RETURNS text LANGUAGE sql IMMUTABLE AS $fn$
  SELECT format($q$
    SELECT d.sos_id, x.candidate_sos_id, date_trunc('week', x.completed_at AT TIME ZONE 'UTC')::date AS week,
      0::numeric AS obtained, 0::numeric AS available, x.sign AS done
    FROM (%s) x
    JOIN candidate_courses cc ON cc.candidate_sos_id = x.candidate_sos_id
    JOIN course_days d ON d.sos_id = ((cc.course->>'SOSId')::int)
    JOIN course_activities a ON a.sos_detail_id = d.sos_detail_id
      AND CASE WHEN a.sos_detail_content_id IS NOT NULL THEN 'content' WHEN a.sos_detail_test_id IS NOT NULL THEN 'test' ELSE 'assignment' END = x.kind
      AND coalesce(a.sos_detail_content_id, a.sos_detail_test_id, a.sos_detail_assignment_id) = x.item_id
  $q$, changed)
$fn$;
--> statement-breakpoint
-- The rows a statement changed, signed: TG_OP picks the transition tables the trigger has.
CREATE FUNCTION leaderboard_changed_rows(op text) RETURNS text LANGUAGE sql IMMUTABLE AS $fn$
  SELECT CASE op
    WHEN 'INSERT' THEN 'SELECT 1 AS sign, * FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT -1 AS sign, * FROM old_rows'
    ELSE 'SELECT 1 AS sign, * FROM new_rows UNION ALL SELECT -1 AS sign, * FROM old_rows'
  END
$fn$;
--> statement-breakpoint
CREATE FUNCTION leaderboard_track_attempts() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  EXECUTE leaderboard_upsert_sql(leaderboard_attempt_deltas(leaderboard_changed_rows(TG_OP)));
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE FUNCTION leaderboard_track_assignments() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  EXECUTE leaderboard_upsert_sql(leaderboard_assignment_deltas(leaderboard_changed_rows(TG_OP)));
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE FUNCTION leaderboard_track_completions() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  EXECUTE leaderboard_upsert_sql(leaderboard_completion_deltas(leaderboard_changed_rows(TG_OP)));
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER leaderboard_attempts_insert AFTER INSERT ON test_attempts REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION leaderboard_track_attempts();
--> statement-breakpoint
CREATE TRIGGER leaderboard_attempts_update AFTER UPDATE ON test_attempts REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION leaderboard_track_attempts();
--> statement-breakpoint
CREATE TRIGGER leaderboard_attempts_delete AFTER DELETE ON test_attempts REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION leaderboard_track_attempts();
--> statement-breakpoint
CREATE TRIGGER leaderboard_assignments_insert AFTER INSERT ON assignment_submissions REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION leaderboard_track_assignments();
--> statement-breakpoint
CREATE TRIGGER leaderboard_assignments_update AFTER UPDATE ON assignment_submissions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION leaderboard_track_assignments();
--> statement-breakpoint
CREATE TRIGGER leaderboard_assignments_delete AFTER DELETE ON assignment_submissions REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION leaderboard_track_assignments();
--> statement-breakpoint
CREATE TRIGGER leaderboard_completions_insert AFTER INSERT ON activity_completions REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION leaderboard_track_completions();
--> statement-breakpoint
CREATE TRIGGER leaderboard_completions_update AFTER UPDATE ON activity_completions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION leaderboard_track_completions();
--> statement-breakpoint
CREATE TRIGGER leaderboard_completions_delete AFTER DELETE ON activity_completions REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION leaderboard_track_completions();
--> statement-breakpoint
-- The course's members: every enrolment (candidate_courses, its course JSON's SOSId) has a standings
-- row carrying its user; a removed enrolment keeps its sums with user_id null (off the board).
CREATE FUNCTION leaderboard_track_members() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    EXECUTE 'UPDATE leaderboard_standings l SET user_id = NULL FROM old_rows o
      WHERE l.candidate_sos_id = o.candidate_sos_id AND l.sos_id = ((o.course->>''SOSId'')::int)';
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    EXECUTE 'INSERT INTO leaderboard_standings AS l (sos_id, candidate_sos_id, user_id)
      SELECT ((n.course->>''SOSId'')::int), n.candidate_sos_id, n.user_id FROM new_rows n WHERE n.course ? ''SOSId''
      ON CONFLICT (sos_id, candidate_sos_id) DO UPDATE SET user_id = excluded.user_id';
  END IF;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER leaderboard_members_insert AFTER INSERT ON candidate_courses REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION leaderboard_track_members();
--> statement-breakpoint
CREATE TRIGGER leaderboard_members_update AFTER UPDATE ON candidate_courses REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION leaderboard_track_members();
--> statement-breakpoint
CREATE TRIGGER leaderboard_members_delete AFTER DELETE ON candidate_courses REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION leaderboard_track_members();
--> statement-breakpoint
-- Rows written before this migration: counted once, as if each had just been inserted.
DO $do$
BEGIN
  EXECUTE leaderboard_upsert_sql(leaderboard_attempt_deltas('SELECT 1 AS sign, * FROM test_attempts'));
  EXECUTE leaderboard_upsert_sql(leaderboard_assignment_deltas('SELECT 1 AS sign, * FROM assignment_submissions'));
  EXECUTE leaderboard_upsert_sql(leaderboard_completion_deltas('SELECT 1 AS sign, * FROM activity_completions'));
  INSERT INTO leaderboard_standings AS l (sos_id, candidate_sos_id, user_id)
    SELECT ((course->>'SOSId')::int), candidate_sos_id, user_id FROM candidate_courses WHERE course ? 'SOSId'
    ON CONFLICT (sos_id, candidate_sos_id) DO UPDATE SET user_id = excluded.user_id;
END
$do$;
