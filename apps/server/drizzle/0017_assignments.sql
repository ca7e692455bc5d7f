CREATE TABLE "assignment_submissions" (
	"user_id" uuid NOT NULL,
	"candidate_sos_id" integer NOT NULL,
	"assignment_id" integer NOT NULL,
	"draft_text" text,
	"submission_type" integer,
	"text" text,
	"file_key" text,
	"file_name" text,
	"file_content_type" text,
	"submitted_at" timestamp with time zone,
	"score" double precision,
	"remarks" text,
	"reviewed_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "assignment_submissions_candidate_sos_id_assignment_id_pk" PRIMARY KEY("candidate_sos_id","assignment_id")
);
--> statement-breakpoint
CREATE TABLE "assignments" (
	"assignment_id" integer PRIMARY KEY NOT NULL,
	"sos_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"sos_detail_assignment_id" integer NOT NULL,
	"title" text NOT NULL,
	"instructions" text NOT NULL,
	"submission_type" integer NOT NULL,
	"total_score" double precision NOT NULL,
	"due_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "assignment_submissions" ADD CONSTRAINT "assignment_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assignment_submissions_user_idx" ON "assignment_submissions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "assignment_submissions_file_idx" ON "assignment_submissions" USING btree ("file_key");--> statement-breakpoint
CREATE INDEX "assignments_course_idx" ON "assignments" USING btree ("sos_id","subject_id","assignment_id");