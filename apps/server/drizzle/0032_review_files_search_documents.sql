DROP INDEX "course_contents_search_idx";--> statement-breakpoint
ALTER TABLE "assignment_submissions" ADD COLUMN "reviewed_file_key" text;--> statement-breakpoint
ALTER TABLE "assignment_submissions" ADD COLUMN "reviewed_file_name" text;--> statement-breakpoint
ALTER TABLE "assignment_submissions" ADD COLUMN "reviewed_file_content_type" text;--> statement-breakpoint
ALTER TABLE "course_contents" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (to_tsvector('english'::regconfig, ("course_contents"."title" || ' ' || coalesce("course_contents"."description", '') || ' ' || regexp_replace(coalesce("course_contents"."body", ''), '<[^>]*>', ' ', 'g')))) STORED;--> statement-breakpoint
CREATE INDEX "assignment_submissions_reviewed_file_idx" ON "assignment_submissions" USING btree ("reviewed_file_key");--> statement-breakpoint
CREATE INDEX "assignments_search_idx" ON "assignments" USING gin (to_tsvector('english'::regconfig, "instructions"));--> statement-breakpoint
CREATE INDEX "course_contents_search_idx" ON "course_contents" USING gin ("search_document");