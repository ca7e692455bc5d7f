CREATE SEQUENCE "public"."candidate_notification_ids" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1000000 CACHE 1;--> statement-breakpoint
ALTER TABLE "candidate_notifications" ALTER COLUMN "id" SET DEFAULT nextval('candidate_notification_ids');--> statement-breakpoint
ALTER TABLE "candidate_notifications" ADD COLUMN "kind" text;