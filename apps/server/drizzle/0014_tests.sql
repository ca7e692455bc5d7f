CREATE TABLE "cat_steps" (
	"attempt_id" integer NOT NULL,
	"step" integer NOT NULL,
	"question_id" integer NOT NULL,
	"answer" text,
	"is_correct" boolean NOT NULL,
	"theta_before" double precision NOT NULL,
	"information" double precision NOT NULL,
	"theta" double precision NOT NULL,
	"standard_error" double precision NOT NULL,
	"discrimination" double precision NOT NULL,
	"difficulty" double precision NOT NULL,
	"guessing" double precision NOT NULL,
	"served_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone NOT NULL,
	"start_time" timestamp with time zone,
	"end_time" timestamp with time zone,
	CONSTRAINT "cat_steps_attempt_id_step_pk" PRIMARY KEY("attempt_id","step")
);
--> statement-breakpoint
CREATE TABLE "question_options" (
	"option_id" integer PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"position" integer NOT NULL,
	"text" text NOT NULL,
	"is_correct" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"question_id" integer PRIMARY KEY NOT NULL,
	"bank_key" text NOT NULL,
	"subject_name" text NOT NULL,
	"topic_id" integer NOT NULL,
	"topic_name" text NOT NULL,
	"question_mode" integer NOT NULL,
	"answer_type" integer NOT NULL,
	"text" text NOT NULL,
	"explanation" text,
	"discrimination" double precision NOT NULL,
	"difficulty" double precision NOT NULL,
	"guessing" double precision NOT NULL,
	CONSTRAINT "questions_bank_key_unique" UNIQUE("bank_key")
);
--> statement-breakpoint
CREATE TABLE "test_answers" (
	"attempt_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"sequence" integer NOT NULL,
	"answer" text,
	"start_time" timestamp with time zone,
	"end_time" timestamp with time zone,
	"saved_at" timestamp with time zone NOT NULL,
	CONSTRAINT "test_answers_attempt_id_question_id_sequence_pk" PRIMARY KEY("attempt_id","question_id","sequence")
);
--> statement-breakpoint
CREATE TABLE "test_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"candidate_sos_id" integer NOT NULL,
	"test_id" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"submitted_by" text,
	"scored_at" timestamp with time zone,
	"correct_questions" integer,
	"wrong_questions" integer,
	"not_attempted" integer,
	"obtained_score" double precision,
	"total_score" double precision,
	"percentage" double precision,
	"cat_question_id" integer,
	"cat_served_at" timestamp with time zone,
	"cat_theta" double precision,
	"cat_standard_error" double precision,
	"cat_stop_reason" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_questions" (
	"test_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "test_questions_test_id_question_id_pk" PRIMARY KEY("test_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "tests" (
	"test_id" integer PRIMARY KEY NOT NULL,
	"sos_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"sos_detail_test_id" integer,
	"candidate_sos_id" integer,
	"test_source" integer NOT NULL,
	"test_type" integer NOT NULL,
	"name" text NOT NULL,
	"difficulty" integer NOT NULL,
	"duration_minutes" integer NOT NULL,
	"is_flp" boolean NOT NULL,
	"due_at" timestamp with time zone,
	"cat_settings" jsonb
);
--> statement-breakpoint
ALTER TABLE "cat_steps" ADD CONSTRAINT "cat_steps_attempt_id_test_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."test_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_options" ADD CONSTRAINT "question_options_question_id_questions_question_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("question_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_answers" ADD CONSTRAINT "test_answers_attempt_id_test_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."test_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_attempts" ADD CONSTRAINT "test_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_attempts" ADD CONSTRAINT "test_attempts_test_id_tests_test_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."tests"("test_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_questions" ADD CONSTRAINT "test_questions_test_id_tests_test_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."tests"("test_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_questions" ADD CONSTRAINT "test_questions_question_id_questions_question_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("question_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "question_options_position_unique" ON "question_options" USING btree ("question_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "test_attempts_enrolment_test_unique" ON "test_attempts" USING btree ("candidate_sos_id","test_id");--> statement-breakpoint
CREATE INDEX "test_attempts_open_deadline_idx" ON "test_attempts" USING btree ("deadline") WHERE submitted_at is null;--> statement-breakpoint
CREATE INDEX "test_questions_order_idx" ON "test_questions" USING btree ("test_id","position");--> statement-breakpoint
CREATE INDEX "tests_course_idx" ON "tests" USING btree ("sos_id","test_source","subject_id");--> statement-breakpoint
CREATE INDEX "tests_enrolment_idx" ON "tests" USING btree ("candidate_sos_id");