CREATE TABLE "live_webinar_recordings" (
	"webinar_id" integer PRIMARY KEY NOT NULL,
	"file_key" text NOT NULL,
	"content_type" text NOT NULL,
	"duration_seconds" integer
);
--> statement-breakpoint
ALTER TABLE "live_webinar_recordings" ADD CONSTRAINT "live_webinar_recordings_webinar_id_webinars_webinar_id_fk" FOREIGN KEY ("webinar_id") REFERENCES "public"."webinars"("webinar_id") ON DELETE cascade ON UPDATE no action;