CREATE TABLE "feedback_answers" (
	"candidate_sos_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"period" text NOT NULL,
	"question_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"rating" integer NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "feedback_answers_candidate_sos_id_subject_id_period_question_id_pk" PRIMARY KEY("candidate_sos_id","subject_id","period","question_id")
);
--> statement-breakpoint
CREATE TABLE "feedback_questions" (
	"sos_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"group_title" text NOT NULL,
	"question" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "feedback_questions_sos_id_question_id_pk" PRIMARY KEY("sos_id","question_id")
);
--> statement-breakpoint
ALTER TABLE "feedback_answers" ADD CONSTRAINT "feedback_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feedback_answers_user_idx" ON "feedback_answers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "course_activities_search_idx" ON "course_activities" USING gin (to_tsvector('english'::regconfig, "title"));--> statement-breakpoint
CREATE INDEX "course_contents_search_idx" ON "course_contents" USING gin (to_tsvector('english'::regconfig, ("title" || ' ' || coalesce("description", '') || ' ' || regexp_replace(coalesce("body", ''), '<[^>]*>', ' ', 'g'))));