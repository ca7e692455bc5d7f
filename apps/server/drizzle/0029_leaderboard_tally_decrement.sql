-- Written by hand (issue 17): the leaderboard's tallies follow the enrolments, not only the rows.
-- Before this migration a removed enrolment (candidate_courses row deleted: unsubscribing, a user
-- deleted) only lost its user_id in leaderboard_standings: its sums stayed, and its completions, whose
-- course is found through the enrolment, could no longer be taken away when they were deleted later
-- (the join to candidate_courses found nothing), so the tallies drifted from the rows.
-- Now the tallies hold exactly the sums of the live enrolments: (course, enrolment) keys are
-- (SOSId of a candidate_courses row, its candidate_sos_id).
--   * Every contribution (attempt, reviewed assignment, completion) counts only for the enrolment it
--     belongs to: its candidate_sos_id enrolled in the course of the test / assignment / activity.
--     Rows of an enrolment that is gone change nothing (their study records stay in the tables).
--   * Deleting an enrolment (or moving it to another course) deletes its standings and tallies rows.
--   * Adding an enrolment (or moving one in) sums its rows already there, from the rows themselves,
--     so a candidate who re-enrols gets back what they did, and nothing is counted twice.
-- The existing tallies are rebuilt from the rows at the end, which also clears what earlier removals
-- left behind.
CREATE OR REPLACE FUNCTION leaderboard_attempt_deltas(changed text) RETURNS text LANGUAGE sql IMMUTABLE AS $fn$
  SELECT format($q$
    SELECT t.sos_id, x.candidate_sos_id, date_trunc('week', x.submitted_at AT TIME ZONE 'UTC')::date AS week,
      x.sign * coalesce(x.obtained_score, 0)::numeric AS obtained, x.sign * coalesce(x.total_score, 0)::numeric AS available, 0 AS done
    FROM (%s) x JOIN tests t ON t.test_id = x.test_id
    JOIN candidate_courses cc ON cc.candidate_sos_id = x.candidate_sos_id AND cc.course ? 'SOSId' AND ((cc.course->>'SOSId')::int) = t.sos_id
    WHERE x.scored_at IS NOT NULL AND x.submitted_at IS NOT NULL
  $q$, changed)
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION leaderboard_assignment_deltas(changed text) RETURNS text LANGUAGE sql IMMUTABLE AS $fn$
  SELECT format($q$
    SELECT a.sos_id, x.candidate_sos_id, date_trunc('week', x.submitted_at AT TIME ZONE 'UTC')::date AS week,
      x.sign * coalesce(x.score, 0)::numeric AS obtained, x.sign * coalesce(a.total_score, 0)::numeric AS available, 0 AS done
    FROM (%s) x JOIN assignments a ON a.assignment_id = x.assignment_id
    JOIN candidate_courses cc ON cc.candidate_sos_id = x.candidate_sos_id AND cc.course ? 'SOSId' AND ((cc.course->>'SOSId')::int) = a.sos_id
    WHERE x.reviewed_at IS NOT NULL AND x.submitted_at IS NOT NULL
  $q$, changed)
$fn$;
--> statement-breakpoint
-- The rows of `source` (test_attempts, assignment_submissions or activity_completions) of the
-- enrolments in `keys` (a query of sos_id, candidate_sos_id), signed +1: fed to the deltas above, they
-- sum those enrolments from their rows. (A text for EXECUTE in the trigger function itself: the
-- transition tables `keys` may name are visible only there, not in a function it calls.)
CREATE FUNCTION leaderboard_enrolment_rows(source text, keys text) RETURNS text LANGUAGE sql IMMUTABLE AS $fn$
  SELECT format('SELECT 1 AS sign, r.* FROM %I r WHERE r.candidate_sos_id IN (SELECT candidate_sos_id FROM (%s) k)', source, keys)
$fn$;
--> statement-breakpoint
-- Enrolments: a key (course, enrolment) that leaves takes its rows off the board and out of the
-- tallies; a key that arrives is summed from its rows; every remaining enrolment's row carries its user.
-- An UPDATE that keeps the course (a renewal's new end date) moves no key and sums nothing again.
CREATE OR REPLACE FUNCTION leaderboard_track_members() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  old_keys text := 'SELECT ((course->>''SOSId'')::int) AS sos_id, candidate_sos_id FROM old_rows WHERE course ? ''SOSId''';
  new_keys text := 'SELECT ((course->>''SOSId'')::int) AS sos_id, candidate_sos_id FROM new_rows WHERE course ? ''SOSId''';
  gone text;
  arrived text;
BEGIN
  gone := CASE TG_OP WHEN 'DELETE' THEN old_keys WHEN 'UPDATE' THEN format('%s EXCEPT %s', old_keys, new_keys) END;
  arrived := CASE TG_OP WHEN 'INSERT' THEN new_keys WHEN 'UPDATE' THEN format('%s EXCEPT %s', new_keys, old_keys) END;
  IF gone IS NOT NULL THEN
    EXECUTE format('DELETE FROM leaderboard_tallies l USING (%s) g WHERE l.sos_id = g.sos_id AND l.candidate_sos_id = g.candidate_sos_id', gone);
    EXECUTE format('DELETE FROM leaderboard_standings l USING (%s) g WHERE l.sos_id = g.sos_id AND l.candidate_sos_id = g.candidate_sos_id', gone);
  END IF;
  IF arrived IS NOT NULL THEN
    -- Whatever a key that arrives still had (none, unless written around the triggers) is replaced.
    EXECUTE format('DELETE FROM leaderboard_tallies l USING (%s) g WHERE l.sos_id = g.sos_id AND l.candidate_sos_id = g.candidate_sos_id', arrived);
    EXECUTE format('DELETE FROM leaderboard_standings l USING (%s) g WHERE l.sos_id = g.sos_id AND l.candidate_sos_id = g.candidate_sos_id', arrived);
    EXECUTE leaderboard_upsert_sql(leaderboard_attempt_deltas(leaderboard_enrolment_rows('test_attempts', arrived)));
    EXECUTE leaderboard_upsert_sql(leaderboard_assignment_deltas(leaderboard_enrolment_rows('assignment_submissions', arrived)));
    EXECUTE leaderboard_upsert_sql(leaderboard_completion_deltas(leaderboard_enrolment_rows('activity_completions', arrived)));
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
-- Rebuilt from the rows: what removed enrolments left behind goes, every live enrolment is summed.
DELETE FROM leaderboard_tallies;
--> statement-breakpoint
DELETE FROM leaderboard_standings;
--> statement-breakpoint
DO $do$
DECLARE
  live text := 'SELECT ((course->>''SOSId'')::int) AS sos_id, candidate_sos_id FROM candidate_courses WHERE course ? ''SOSId''';
BEGIN
  EXECUTE leaderboard_upsert_sql(leaderboard_attempt_deltas(leaderboard_enrolment_rows('test_attempts', live)));
  EXECUTE leaderboard_upsert_sql(leaderboard_assignment_deltas(leaderboard_enrolment_rows('assignment_submissions', live)));
  EXECUTE leaderboard_upsert_sql(leaderboard_completion_deltas(leaderboard_enrolment_rows('activity_completions', live)));
END
$do$;
--> statement-breakpoint
INSERT INTO leaderboard_standings AS l (sos_id, candidate_sos_id, user_id)
  SELECT ((course->>'SOSId')::int), candidate_sos_id, user_id FROM candidate_courses WHERE course ? 'SOSId'
  ON CONFLICT (sos_id, candidate_sos_id) DO UPDATE SET user_id = excluded.user_id;
