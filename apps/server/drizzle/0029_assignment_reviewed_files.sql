ALTER TABLE "assignment_submissions" ADD COLUMN "reviewed_file_key" text;--> statement-breakpoint
ALTER TABLE "assignment_submissions" ADD COLUMN "reviewed_file_name" text;--> statement-breakpoint
ALTER TABLE "assignment_submissions" ADD COLUMN "reviewed_file_content_type" text;--> statement-breakpoint
CREATE INDEX "assignment_submissions_reviewed_file_idx" ON "assignment_submissions" USING btree ("reviewed_file_key");