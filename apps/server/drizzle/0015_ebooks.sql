CREATE TABLE "ebook_activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"candidate_sos_id" integer NOT NULL,
	"ebook_id" integer NOT NULL,
	"kind" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ebook_locations" (
	"user_id" uuid NOT NULL,
	"ebook_id" integer NOT NULL,
	"location" text NOT NULL,
	"progress" double precision NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ebook_locations_user_id_ebook_id_pk" PRIMARY KEY("user_id","ebook_id")
);
--> statement-breakpoint
ALTER TABLE "ebook_activities" ADD CONSTRAINT "ebook_activities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ebook_locations" ADD CONSTRAINT "ebook_locations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ebook_activities_book_idx" ON "ebook_activities" USING btree ("user_id","ebook_id","kind","id");--> statement-breakpoint
CREATE INDEX "ebook_activities_user_idx" ON "ebook_activities" USING btree ("user_id","id");