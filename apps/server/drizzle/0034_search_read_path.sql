CREATE TABLE "search_documents" (
	"activity_id" integer PRIMARY KEY NOT NULL,
	"sos_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"group_position" integer NOT NULL,
	"day_position" integer NOT NULL,
	"sos_detail_id" integer NOT NULL,
	"activity_type" integer NOT NULL,
	"title_document" "tsvector" NOT NULL,
	"body_document" "tsvector"
);
--> statement-breakpoint
CREATE TABLE "search_open_days" (
	"candidate_sos_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"group_position" integer,
	"day_position" integer,
	"sos_detail_id" integer,
	CONSTRAINT "search_open_days_candidate_sos_id_subject_id_pk" PRIMARY KEY("candidate_sos_id","subject_id")
);
--> statement-breakpoint
DROP INDEX "assignments_search_idx";--> statement-breakpoint
DROP INDEX "course_activities_search_idx";--> statement-breakpoint
DROP INDEX "course_contents_search_idx";--> statement-breakpoint
CREATE INDEX "search_documents_title_idx" ON "search_documents" USING gin ("title_document") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "search_documents_body_idx" ON "search_documents" USING gin ("body_document") WITH (fastupdate=false);--> statement-breakpoint
-- Written by hand (issue 14): the functions and triggers that keep search_documents and
-- search_open_days (search.tables.ts) equal to what they are derived from. Statement-level AFTER
-- triggers with transition tables (one per event: PostgreSQL allows transition tables only on
-- single-event triggers), so a bulk insert of 10,000 activities or completions is one set-based
-- recomputation. Each recomputes the rows a change can touch from the rows themselves (delete,
-- then insert what the rows now say), so inserts, updates and deletes are all handled alike.
--
-- An activity's search document: its course, subject, day and type (course_days), its title's
-- document, and its text's (the content's stored search_document, else the assignment's
-- instructions). Activities that are gone lose their row.
CREATE FUNCTION search_refresh_documents(activity_ids integer[]) RETURNS void LANGUAGE plpgsql AS $fn$
BEGIN
  IF coalesce(cardinality(activity_ids), 0) = 0 THEN
    RETURN;
  END IF;
  DELETE FROM search_documents WHERE activity_id = ANY (activity_ids);
  INSERT INTO search_documents (activity_id, sos_id, subject_id, group_position, day_position, sos_detail_id, activity_type, title_document, body_document)
  SELECT a.id, d.sos_id, d.subject_id, d.group_position, d.day_position, d.sos_detail_id, a.activity_type,
    to_tsvector('english'::regconfig, a.title),
    coalesce(c.search_document, to_tsvector('english'::regconfig, s.instructions))
  FROM course_activities a
  JOIN course_days d ON d.sos_detail_id = a.sos_detail_id
  LEFT JOIN course_contents c ON c.content_id = a.content_id
  LEFT JOIN assignments s ON s.assignment_id = a.assignment_id
  WHERE a.id = ANY (activity_ids);
END
$fn$;
--> statement-breakpoint
-- The open days of (enrolment, subject) pairs (a null subject: every subject of the enrolment's
-- course): per subject of the enrolment's course (candidate_courses' SOSId) with days, the first
-- day in course order with a video or reading (activity types 1, 2) the enrolment has not
-- completed, or nulls when there is none (every day open). Days unlock in order (domain rule
-- lockedDayIds), so the open days are those up to and including that one. An enrolment that is
-- gone, or a subject without days, keeps no row. Recomputations are serialised by a transaction
-- advisory lock, so each one reads the completions committed before it (two completions of one
-- enrolment committed together would otherwise both insert its row).
CREATE FUNCTION search_refresh_open_days(enrolment_ids integer[], subject_ids integer[]) RETURNS void LANGUAGE plpgsql AS $fn$
BEGIN
  IF coalesce(cardinality(enrolment_ids), 0) = 0 THEN
    RETURN;
  END IF;
  -- 'srch' in ASCII, and 1: this lock's key (platform/database/client.ts holds 'cand' 'port').
  PERFORM pg_advisory_xact_lock(1936876392, 1);
  DELETE FROM search_open_days o
  USING unnest(enrolment_ids, subject_ids) AS p(candidate_sos_id, subject_id)
  WHERE o.candidate_sos_id = p.candidate_sos_id AND (p.subject_id IS NULL OR o.subject_id = p.subject_id);
  INSERT INTO search_open_days (candidate_sos_id, subject_id, group_position, day_position, sos_detail_id)
  SELECT t.candidate_sos_id, t.subject_id, b.group_position, b.day_position, b.sos_detail_id
  FROM (
    SELECT DISTINCT cc.candidate_sos_id, d.sos_id, d.subject_id
    FROM unnest(enrolment_ids, subject_ids) AS p(candidate_sos_id, subject_id)
    JOIN candidate_courses cc ON cc.candidate_sos_id = p.candidate_sos_id AND cc.course ? 'SOSId'
    JOIN course_days d ON d.sos_id = ((cc.course->>'SOSId')::int) AND (p.subject_id IS NULL OR d.subject_id = p.subject_id)
  ) t
  LEFT JOIN LATERAL (
    SELECT d.group_position, d.day_position, d.sos_detail_id
    FROM course_days d
    JOIN course_activities a ON a.sos_detail_id = d.sos_detail_id
    WHERE d.sos_id = t.sos_id AND d.subject_id = t.subject_id AND a.activity_type IN (1, 2)
      AND NOT EXISTS (
        SELECT 1 FROM activity_completions c
        WHERE c.candidate_sos_id = t.candidate_sos_id AND c.kind = 'content' AND c.item_id = a.sos_detail_content_id
      )
    ORDER BY d.group_position, d.day_position, d.sos_detail_id
    LIMIT 1
  ) b ON true;
END
$fn$;
--> statement-breakpoint
-- The open days of every enrolment of the given (course, subject) pairs: after a change to the
-- course's days or activities.
CREATE FUNCTION search_refresh_course_open_days(sos_ids integer[], subject_ids integer[]) RETURNS void LANGUAGE plpgsql AS $fn$
DECLARE
  enrolments integer[];
  subjects integer[];
BEGIN
  SELECT array_agg(x.candidate_sos_id), array_agg(x.subject_id) INTO enrolments, subjects
  FROM (
    SELECT DISTINCT cc.candidate_sos_id, p.subject_id
    FROM (SELECT DISTINCT * FROM unnest(sos_ids, subject_ids) AS u(sos_id, subject_id)) p
    JOIN candidate_courses cc ON ((cc.course->>'SOSId')::int) = p.sos_id AND cc.course ? 'SOSId'
  ) x;
  PERFORM search_refresh_open_days(enrolments, subjects);
END
$fn$;
--> statement-breakpoint
-- The rows a statement changed: TG_OP picks the transition tables the trigger has.
CREATE FUNCTION search_changed_rows(op text) RETURNS text LANGUAGE sql IMMUTABLE AS $fn$
  SELECT CASE op
    WHEN 'INSERT' THEN 'SELECT * FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT * FROM old_rows'
    ELSE 'SELECT * FROM new_rows UNION ALL SELECT * FROM old_rows'
  END
$fn$;
--> statement-breakpoint
-- course_activities: the changed activities' documents, and the open days of their subjects.
CREATE FUNCTION search_track_activities() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  activity_ids integer[];
  sos_ids integer[];
  subject_ids integer[];
BEGIN
  EXECUTE format('SELECT array_agg(DISTINCT x.id) FROM (%s) x', search_changed_rows(TG_OP)) INTO activity_ids;
  PERFORM search_refresh_documents(activity_ids);
  EXECUTE format('SELECT array_agg(d.sos_id), array_agg(d.subject_id) FROM (SELECT DISTINCT d.sos_id, d.subject_id FROM (%s) x JOIN course_days d ON d.sos_detail_id = x.sos_detail_id) d', search_changed_rows(TG_OP))
    INTO sos_ids, subject_ids;
  PERFORM search_refresh_course_open_days(sos_ids, subject_ids);
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
-- course_days (updated or deleted; a new day has no activities yet): the documents of the days'
-- activities, and the open days of the old and new (course, subject) pairs. A deleted day's
-- activities go with it (foreign key), and their trigger drops their documents.
CREATE FUNCTION search_track_days() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  activity_ids integer[];
  sos_ids integer[];
  subject_ids integer[];
BEGIN
  EXECUTE format('SELECT array_agg(DISTINCT a.id) FROM (%s) x JOIN course_activities a ON a.sos_detail_id = x.sos_detail_id', search_changed_rows(TG_OP)) INTO activity_ids;
  PERFORM search_refresh_documents(activity_ids);
  EXECUTE format('SELECT array_agg(d.sos_id), array_agg(d.subject_id) FROM (SELECT DISTINCT x.sos_id, x.subject_id FROM (%s) x) d', search_changed_rows(TG_OP))
    INTO sos_ids, subject_ids;
  PERFORM search_refresh_course_open_days(sos_ids, subject_ids);
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
-- course_contents: the documents of the activities showing the changed contents.
CREATE FUNCTION search_track_contents() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  activity_ids integer[];
BEGIN
  EXECUTE format('SELECT array_agg(DISTINCT a.id) FROM (%s) x JOIN course_activities a ON a.content_id = x.content_id', search_changed_rows(TG_OP)) INTO activity_ids;
  PERFORM search_refresh_documents(activity_ids);
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
-- assignments: the documents of the activities of the changed assignments.
CREATE FUNCTION search_track_assignments() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  activity_ids integer[];
BEGIN
  EXECUTE format('SELECT array_agg(DISTINCT a.id) FROM (%s) x JOIN course_activities a ON a.assignment_id = x.assignment_id', search_changed_rows(TG_OP)) INTO activity_ids;
  PERFORM search_refresh_documents(activity_ids);
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
-- activity_completions: the open days of the enrolment and subject of each changed video or
-- reading completion (a completion of anything else never holds a day back).
CREATE FUNCTION search_track_completions() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  enrolments integer[];
  subjects integer[];
BEGIN
  EXECUTE format('SELECT array_agg(p.candidate_sos_id), array_agg(p.subject_id) FROM (
      SELECT DISTINCT x.candidate_sos_id, d.subject_id FROM (%s) x
      JOIN course_activities a ON a.sos_detail_content_id = x.item_id
      JOIN course_days d ON d.sos_detail_id = a.sos_detail_id
      WHERE x.kind = ''content'') p', search_changed_rows(TG_OP))
    INTO enrolments, subjects;
  PERFORM search_refresh_open_days(enrolments, subjects);
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
-- candidate_courses: the open days of new enrolments, of those moved to another course, and of
-- those that are gone (their rows are deleted).
CREATE FUNCTION search_track_enrolments() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  enrolments integer[];
BEGIN
  IF TG_OP = 'UPDATE' THEN
    EXECUTE 'SELECT array_agg(DISTINCT c.candidate_sos_id) FROM (
        SELECT n.candidate_sos_id FROM new_rows n LEFT JOIN old_rows o ON o.candidate_sos_id = n.candidate_sos_id
        WHERE o.candidate_sos_id IS NULL OR (n.course->>''SOSId'') IS DISTINCT FROM (o.course->>''SOSId'')
        UNION ALL
        SELECT o.candidate_sos_id FROM old_rows o LEFT JOIN new_rows n ON n.candidate_sos_id = o.candidate_sos_id
        WHERE n.candidate_sos_id IS NULL) c' INTO enrolments;
  ELSE
    EXECUTE format('SELECT array_agg(DISTINCT x.candidate_sos_id) FROM (%s) x', search_changed_rows(TG_OP)) INTO enrolments;
  END IF;
  PERFORM search_refresh_open_days(enrolments, '{}'::integer[]);
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER search_activities_insert AFTER INSERT ON course_activities REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_track_activities();
--> statement-breakpoint
CREATE TRIGGER search_activities_update AFTER UPDATE ON course_activities REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_track_activities();
--> statement-breakpoint
CREATE TRIGGER search_activities_delete AFTER DELETE ON course_activities REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_track_activities();
--> statement-breakpoint
CREATE TRIGGER search_days_update AFTER UPDATE ON course_days REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_track_days();
--> statement-breakpoint
CREATE TRIGGER search_days_delete AFTER DELETE ON course_days REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_track_days();
--> statement-breakpoint
CREATE TRIGGER search_contents_insert AFTER INSERT ON course_contents REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_track_contents();
--> statement-breakpoint
CREATE TRIGGER search_contents_update AFTER UPDATE ON course_contents REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_track_contents();
--> statement-breakpoint
CREATE TRIGGER search_contents_delete AFTER DELETE ON course_contents REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_track_contents();
--> statement-breakpoint
CREATE TRIGGER search_assignments_insert AFTER INSERT ON assignments REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_track_assignments();
--> statement-breakpoint
CREATE TRIGGER search_assignments_update AFTER UPDATE ON assignments REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_track_assignments();
--> statement-breakpoint
CREATE TRIGGER search_assignments_delete AFTER DELETE ON assignments REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_track_assignments();
--> statement-breakpoint
CREATE TRIGGER search_completions_insert AFTER INSERT ON activity_completions REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_track_completions();
--> statement-breakpoint
CREATE TRIGGER search_completions_update AFTER UPDATE ON activity_completions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_track_completions();
--> statement-breakpoint
CREATE TRIGGER search_completions_delete AFTER DELETE ON activity_completions REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_track_completions();
--> statement-breakpoint
CREATE TRIGGER search_enrolments_insert AFTER INSERT ON candidate_courses REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_track_enrolments();
--> statement-breakpoint
CREATE TRIGGER search_enrolments_update AFTER UPDATE ON candidate_courses REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_track_enrolments();
--> statement-breakpoint
CREATE TRIGGER search_enrolments_delete AFTER DELETE ON candidate_courses REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_track_enrolments();
--> statement-breakpoint
-- The rows written before this migration.
DO $do$
BEGIN
  PERFORM search_refresh_documents(ARRAY(SELECT id FROM course_activities));
  PERFORM search_refresh_open_days(ARRAY(SELECT candidate_sos_id FROM candidate_courses), '{}'::integer[]);
END
$do$;
