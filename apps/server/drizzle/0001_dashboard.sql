CREATE TABLE "candidate_courses" (
	"candidate_sos_id" integer PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"course_type" integer NOT NULL,
	"course" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "candidate_ebooks" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"ebook_id" integer NOT NULL,
	"course_type" integer NOT NULL,
	"ebook" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "candidate_courses" ADD CONSTRAINT "candidate_courses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_ebooks" ADD CONSTRAINT "candidate_ebooks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidate_courses_user_idx" ON "candidate_courses" USING btree ("user_id","course_type");--> statement-breakpoint
CREATE UNIQUE INDEX "candidate_ebooks_user_ebook_unique" ON "candidate_ebooks" USING btree ("user_id","ebook_id");