CREATE TABLE "activity_completions" (
	"candidate_sos_id" integer NOT NULL,
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"completed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "activity_completions_candidate_sos_id_kind_item_id_pk" PRIMARY KEY("candidate_sos_id","kind","item_id")
);
--> statement-breakpoint
CREATE TABLE "course_activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"sos_detail_id" integer NOT NULL,
	"position" integer NOT NULL,
	"activity_type" integer NOT NULL,
	"title" text NOT NULL,
	"sos_detail_content_id" integer,
	"content_id" integer,
	"assignment_id" integer,
	"sos_detail_assignment_id" integer,
	"test_id" integer,
	"sos_detail_test_id" integer,
	"due_date" text
);
--> statement-breakpoint
CREATE TABLE "course_contents" (
	"content_id" integer PRIMARY KEY NOT NULL,
	"content_type" integer NOT NULL,
	"content_source" integer NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"video_key" text,
	"captions_key" text,
	"external_url" text,
	"body" text,
	"duration_seconds" integer
);
--> statement-breakpoint
CREATE TABLE "course_days" (
	"sos_detail_id" integer PRIMARY KEY NOT NULL,
	"sos_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"group_name" text NOT NULL,
	"group_position" integer NOT NULL,
	"day_position" integer NOT NULL,
	"day_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_misc_contents" (
	"sos_id" integer NOT NULL,
	"content_id" integer NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"content_source" integer NOT NULL,
	"video_key" text,
	"external_url" text,
	"duration_seconds" integer,
	CONSTRAINT "course_misc_contents_sos_id_content_id_pk" PRIMARY KEY("sos_id","content_id")
);
--> statement-breakpoint
CREATE TABLE "resume_points" (
	"candidate_sos_id" integer PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"sos_detail_content_id" integer NOT NULL,
	"position_seconds" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_bookmarks" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"candidate_sos_id" integer NOT NULL,
	"sos_detail_content_id" integer NOT NULL,
	"content_type" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"candidate_sos_id" integer NOT NULL,
	"sos_detail_content_id" integer NOT NULL,
	"content_type" integer NOT NULL,
	"note" text NOT NULL,
	"video_time_seconds" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "item_ratings" (
	"candidate_sos_id" integer NOT NULL,
	"item_type" integer NOT NULL,
	"item_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"rating" integer NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "item_ratings_candidate_sos_id_item_type_item_id_pk" PRIMARY KEY("candidate_sos_id","item_type","item_id")
);
--> statement-breakpoint
CREATE TABLE "problem_reports" (
	"candidate_sos_id" integer NOT NULL,
	"problem_type" integer NOT NULL,
	"item_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "problem_reports_candidate_sos_id_problem_type_item_id_pk" PRIMARY KEY("candidate_sos_id","problem_type","item_id")
);
--> statement-breakpoint
ALTER TABLE "activity_completions" ADD CONSTRAINT "activity_completions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_activities" ADD CONSTRAINT "course_activities_sos_detail_id_course_days_sos_detail_id_fk" FOREIGN KEY ("sos_detail_id") REFERENCES "public"."course_days"("sos_detail_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_points" ADD CONSTRAINT "resume_points_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_bookmarks" ADD CONSTRAINT "course_bookmarks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_notes" ADD CONSTRAINT "course_notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_ratings" ADD CONSTRAINT "item_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_reports" ADD CONSTRAINT "problem_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "course_activities_day_position_unique" ON "course_activities" USING btree ("sos_detail_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "course_activities_content_unique" ON "course_activities" USING btree ("sos_detail_content_id");--> statement-breakpoint
CREATE INDEX "course_activities_content_id_idx" ON "course_activities" USING btree ("content_id");--> statement-breakpoint
CREATE INDEX "course_days_subject_idx" ON "course_days" USING btree ("sos_id","subject_id","group_position","day_position");--> statement-breakpoint
CREATE INDEX "course_misc_contents_order_idx" ON "course_misc_contents" USING btree ("sos_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "course_bookmarks_content_unique" ON "course_bookmarks" USING btree ("candidate_sos_id","sos_detail_content_id");--> statement-breakpoint
CREATE INDEX "course_bookmarks_enrolment_idx" ON "course_bookmarks" USING btree ("candidate_sos_id","content_type","id");--> statement-breakpoint
CREATE INDEX "course_notes_enrolment_idx" ON "course_notes" USING btree ("candidate_sos_id","content_type","id");