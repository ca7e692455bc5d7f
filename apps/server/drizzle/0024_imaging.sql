CREATE TABLE "imaging_instances" (
	"id" serial PRIMARY KEY NOT NULL,
	"series_id" integer NOT NULL,
	"sop_instance_uid" text NOT NULL,
	"instance_number" integer NOT NULL,
	"storage_key" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"transfer_syntax" text NOT NULL,
	"summary" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "imaging_series" (
	"id" serial PRIMARY KEY NOT NULL,
	"study_id" integer NOT NULL,
	"series_uid" text NOT NULL,
	"series_number" integer NOT NULL,
	"description" text NOT NULL,
	"modality" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "imaging_studies" (
	"id" serial PRIMARY KEY NOT NULL,
	"sos_id" integer NOT NULL,
	"study_uid" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"modality" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "imaging_instances" ADD CONSTRAINT "imaging_instances_series_id_imaging_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."imaging_series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imaging_series" ADD CONSTRAINT "imaging_series_study_id_imaging_studies_id_fk" FOREIGN KEY ("study_id") REFERENCES "public"."imaging_studies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "imaging_instances_sop_uid_idx" ON "imaging_instances" USING btree ("sop_instance_uid");--> statement-breakpoint
CREATE INDEX "imaging_instances_series_idx" ON "imaging_instances" USING btree ("series_id","instance_number");--> statement-breakpoint
CREATE UNIQUE INDEX "imaging_series_study_uid_idx" ON "imaging_series" USING btree ("study_id","series_uid");--> statement-breakpoint
CREATE UNIQUE INDEX "imaging_studies_course_uid_idx" ON "imaging_studies" USING btree ("sos_id","study_uid");