CREATE TABLE "academic_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"file_name" text NOT NULL,
	"file_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "profile_image_type" text;--> statement-breakpoint
ALTER TABLE "academic_documents" ADD CONSTRAINT "academic_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "academic_documents_user_idx" ON "academic_documents" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "academic_documents_file_key_unique" ON "academic_documents" USING btree ("file_key");