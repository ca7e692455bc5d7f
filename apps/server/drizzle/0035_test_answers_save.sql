CREATE INDEX "test_answers_newest_idx" ON "test_answers" USING btree ("attempt_id","question_id","ranked_at" desc nulls last,"sequence" desc,"device_id" desc);--> statement-breakpoint
-- The index above: generated (test_answers_newest_idx). Below, written by hand (issue 13, answer
-- save budget): the answer journal's save of one change as one statement instead of five to seven
-- (BEGIN, the attempt's lock, the device's earlier rank, the insert, the raise of the device's later
-- changes, COMMIT, the question's answer now). Same rules as the transaction it replaces (see
-- insertAnswersIfOpen in tests.queries.ts): the attempt row is locked first (`for no key update`),
-- so a submit's close waits for the save, a save after it finds the attempt closed (no row comes
-- back), and saves of one attempt are ranked one after another; each statement of a volatile
-- function sees what committed before it started, so the reads after the lock see the save that
-- held it. A (attempt, question, device, sequence) already there is left as it is. The new change
-- is ranked at the latest time of its device's changes up to its sequence, and the device's later
-- changes (which arrived first) are raised to it. Answers the question's answer after the save (the
-- journal's newest-first order: rank, then sequence, then device).
CREATE OR REPLACE FUNCTION save_test_answer(
  p_attempt_id integer,
  p_question_id integer,
  p_device_id text,
  p_sequence integer,
  p_answer text,
  p_start_time timestamptz,
  p_end_time timestamptz,
  p_answered_at timestamptz,
  p_saved_at timestamptz
) RETURNS TABLE (saved_device_id text, saved_sequence integer, saved_answer text, saved_answered_at timestamptz)
LANGUAGE plpgsql VOLATILE AS $fn$
DECLARE
  earlier_rank timestamptz;
  new_rank timestamptz;
  inserted integer;
BEGIN
  PERFORM 1 FROM test_attempts a WHERE a.id = p_attempt_id AND a.submitted_at IS NULL FOR NO KEY UPDATE;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  -- A save without a device (older clients) may come from any device: its own time ranks it.
  IF p_device_id <> '' THEN
    SELECT max(t.ranked_at) INTO earlier_rank FROM test_answers t
    WHERE t.attempt_id = p_attempt_id AND t.question_id = p_question_id AND t.device_id = p_device_id AND t.sequence < p_sequence;
  END IF;
  new_rank := CASE
    WHEN p_answered_at IS NULL THEN earlier_rank
    WHEN earlier_rank IS NULL OR p_answered_at > earlier_rank THEN p_answered_at
    ELSE earlier_rank
  END;
  INSERT INTO test_answers (attempt_id, question_id, device_id, sequence, answer, start_time, end_time, answered_at, ranked_at, saved_at)
  VALUES (p_attempt_id, p_question_id, p_device_id, p_sequence, p_answer, p_start_time, p_end_time, p_answered_at, new_rank, p_saved_at)
  ON CONFLICT DO NOTHING;
  GET DIAGNOSTICS inserted = ROW_COUNT;
  IF inserted = 1 AND p_device_id <> '' AND new_rank IS NOT NULL THEN
    UPDATE test_answers t SET ranked_at = new_rank
    WHERE t.attempt_id = p_attempt_id AND t.question_id = p_question_id AND t.device_id = p_device_id
      AND t.sequence > p_sequence AND (t.ranked_at IS NULL OR t.ranked_at < new_rank);
  END IF;
  RETURN QUERY
    SELECT t.device_id, t.sequence, t.answer, t.answered_at FROM test_answers t
    WHERE t.attempt_id = p_attempt_id AND t.question_id = p_question_id
    ORDER BY t.ranked_at DESC NULLS LAST, t.sequence DESC, t.device_id DESC
    LIMIT 1;
END
$fn$;
--> statement-breakpoint
-- Written by hand (issue 13, the CAT step's budget): the leaderboard's attempt trigger (0025, as
-- 0033_leaderboard_tie_rule left it) skips
-- an update that changes none of what the tallies read (the enrolment, the test, submitted_at,
-- scored_at, the obtained and total score): its new rows' deltas and its old rows' cancel out, so the
-- built statement (parsed and planned at every call) is not run. Every CAT step updates its attempt
-- (the item served, θ̂ and SE): that update cost 2.3 ms of CPU with the tally statement and 0.45 ms
-- without on PGlite (bench: an update of one test_attempts row, 300 times).
CREATE OR REPLACE FUNCTION leaderboard_track_attempts() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  deltas text;
BEGIN
  -- Nested: the transition tables of an update exist only in an update's call.
  IF TG_OP = 'UPDATE' THEN
    IF NOT EXISTS (
      SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.candidate_sos_id, o.test_id, o.submitted_at, o.scored_at, o.obtained_score, o.total_score)
        IS DISTINCT FROM (n.candidate_sos_id, n.test_id, n.submitted_at, n.scored_at, n.obtained_score, n.total_score)
    ) THEN
      RETURN NULL;
    END IF;
  END IF;
  -- As 0033_leaderboard_tie_rule from here: the tallies, then reached_at of the enrolments a
  -- write took rows away from.
  deltas := leaderboard_attempt_deltas(leaderboard_changed_rows(TG_OP));
  EXECUTE leaderboard_upsert_sql(deltas);
  IF TG_OP <> 'INSERT' THEN
    EXECUTE leaderboard_reached_sql(format('SELECT sos_id, candidate_sos_id FROM (%s) lost WHERE sign < 0', deltas));
  END IF;
  RETURN NULL;
END
$fn$;
