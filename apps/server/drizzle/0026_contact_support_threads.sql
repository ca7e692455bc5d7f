CREATE TABLE "contact_support_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"contact_message_id" integer NOT NULL,
	"teacher_name" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "last_reply_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_support_replies" ADD CONSTRAINT "contact_support_replies_contact_message_id_contact_messages_id_fk" FOREIGN KEY ("contact_message_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_support_replies_thread_idx" ON "contact_support_replies" USING btree ("contact_message_id","id");--> statement-breakpoint
CREATE INDEX "contact_messages_thread_idx" ON "contact_messages" USING btree ("user_id","candidate_sos_id","id");