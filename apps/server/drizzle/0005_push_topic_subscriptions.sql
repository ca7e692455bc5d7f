CREATE TABLE "push_topic_subscriptions" (
	"token" text NOT NULL,
	"topic" text NOT NULL,
	"subscribed_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "push_topic_subscriptions_token_topic_pk" PRIMARY KEY("token","topic")
);
--> statement-breakpoint
ALTER TABLE "push_topic_subscriptions" ADD CONSTRAINT "push_topic_subscriptions_token_push_tokens_token_fk" FOREIGN KEY ("token") REFERENCES "public"."push_tokens"("token") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_topic_subscriptions_pending_idx" ON "push_topic_subscriptions" USING btree ("subscribed_at","updated_at");