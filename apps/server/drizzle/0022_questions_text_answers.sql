ALTER TABLE "questions" ADD COLUMN "text_answers" jsonb;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "numeric_tolerance" double precision;