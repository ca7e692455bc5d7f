CREATE TABLE "mistake_retries" (
	"candidate_sos_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"correct_retries" integer DEFAULT 0 NOT NULL,
	"wrong_retries" integer DEFAULT 0 NOT NULL,
	"last_answer" text,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mistake_retries_candidate_sos_id_question_id_pk" PRIMARY KEY("candidate_sos_id","question_id")
);
--> statement-breakpoint
ALTER TABLE "mistake_retries" ADD CONSTRAINT "mistake_retries_question_id_questions_question_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("question_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mistake_retries" ADD CONSTRAINT "mistake_retries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;