ALTER TABLE "users" ADD COLUMN "how_you_know_postponed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "how_you_know_postponed_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "candidate_notifications" ADD COLUMN "target" jsonb;