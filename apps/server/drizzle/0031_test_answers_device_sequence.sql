ALTER TABLE "test_answers" ADD COLUMN "device_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "test_answers" ADD COLUMN "ranked_at" timestamp with time zone;--> statement-breakpoint
UPDATE "test_answers" SET "ranked_at" = "answered_at";--> statement-breakpoint
ALTER TABLE "test_answers" DROP CONSTRAINT "test_answers_attempt_id_question_id_sequence_pk";--> statement-breakpoint
ALTER TABLE "test_answers" ADD CONSTRAINT "test_answers_attempt_id_question_id_device_id_sequence_pk" PRIMARY KEY("attempt_id","question_id","device_id","sequence");
