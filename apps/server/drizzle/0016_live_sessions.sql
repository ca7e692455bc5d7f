CREATE TABLE "meeting_attendance" (
	"candidate_sos_id" integer NOT NULL,
	"meeting_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	CONSTRAINT "meeting_attendance_candidate_sos_id_meeting_id_pk" PRIMARY KEY("candidate_sos_id","meeting_id")
);
--> statement-breakpoint
CREATE TABLE "meeting_subscriptions" (
	"candidate_sos_id" integer NOT NULL,
	"meeting_topic_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "meeting_subscriptions_candidate_sos_id_meeting_topic_id_pk" PRIMARY KEY("candidate_sos_id","meeting_topic_id")
);
--> statement-breakpoint
CREATE TABLE "meeting_topics" (
	"meeting_topic_id" integer PRIMARY KEY NOT NULL,
	"sos_id" integer NOT NULL,
	"topic_type" integer NOT NULL,
	"meeting_type" integer NOT NULL,
	"topic" text NOT NULL,
	"teacher_name" text NOT NULL,
	"subject_name" text
);
--> statement-breakpoint
CREATE TABLE "meetings" (
	"meeting_id" integer PRIMARY KEY NOT NULL,
	"meeting_topic_id" integer NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"set_status" integer,
	"zoom_meeting_number" text,
	"zoom_passcode" text
);
--> statement-breakpoint
CREATE TABLE "webinars" (
	"webinar_id" integer PRIMARY KEY NOT NULL,
	"sos_id" integer NOT NULL,
	"title" text NOT NULL,
	"presenter" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"join_url" text,
	"recording_url" text
);
--> statement-breakpoint
ALTER TABLE "meeting_attendance" ADD CONSTRAINT "meeting_attendance_meeting_id_meetings_meeting_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("meeting_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_attendance" ADD CONSTRAINT "meeting_attendance_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_subscriptions" ADD CONSTRAINT "meeting_subscriptions_meeting_topic_id_meeting_topics_meeting_topic_id_fk" FOREIGN KEY ("meeting_topic_id") REFERENCES "public"."meeting_topics"("meeting_topic_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_subscriptions" ADD CONSTRAINT "meeting_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_meeting_topic_id_meeting_topics_meeting_topic_id_fk" FOREIGN KEY ("meeting_topic_id") REFERENCES "public"."meeting_topics"("meeting_topic_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meeting_attendance_meeting_idx" ON "meeting_attendance" USING btree ("meeting_id");--> statement-breakpoint
CREATE INDEX "meeting_topics_course_idx" ON "meeting_topics" USING btree ("sos_id","topic_type");--> statement-breakpoint
CREATE INDEX "meetings_topic_idx" ON "meetings" USING btree ("meeting_topic_id","start_at");--> statement-breakpoint
CREATE INDEX "webinars_course_idx" ON "webinars" USING btree ("sos_id","start_at");