CREATE TABLE "cart_items" (
	"cart_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"sc" text NOT NULL,
	"gc" text NOT NULL,
	"po" text NOT NULL,
	"pp" text NOT NULL,
	CONSTRAINT "cart_items_cart_id_position_pk" PRIMARY KEY("cart_id","position")
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"institute_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue_courses" (
	"sos_id" integer PRIMARY KEY NOT NULL,
	"course_code" text NOT NULL,
	"course_name" text NOT NULL,
	"description" text NOT NULL,
	"subjects" jsonb NOT NULL,
	CONSTRAINT "catalogue_courses_course_code_unique" UNIQUE("course_code")
);
--> statement-breakpoint
CREATE TABLE "catalogue_plans" (
	"id" integer PRIMARY KEY NOT NULL,
	"sos_id" integer NOT NULL,
	"package_code" text NOT NULL,
	"package_name" text NOT NULL,
	"course_group_id" integer NOT NULL,
	"option_code" text NOT NULL,
	"months" integer NOT NULL,
	"plan_code" text NOT NULL,
	"price_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"excluded_features" jsonb NOT NULL,
	"allow_renewal" boolean NOT NULL,
	"notify_before_due_date" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "catalogue_plans_price_nonnegative" CHECK ("catalogue_plans"."price_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "coupon_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"coupon_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "coupon_redemptions_invoice_id_unique" UNIQUE("invoice_id")
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"currency" text,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"max_redemptions" integer,
	"per_customer_limit" integer,
	"scope_sos_id" integer,
	"scope_package_code" text,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "coupons_code_unique" UNIQUE("code"),
	CONSTRAINT "coupons_value_positive" CHECK ("coupons"."value" > 0 and ("coupons"."kind" <> 'percentage' or "coupons"."value" <= 10000))
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"subscription_id" integer NOT NULL,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"amount_minor" integer NOT NULL,
	CONSTRAINT "invoice_lines_amount_nonnegative" CHECK ("invoice_lines"."amount_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "invoice_number_series" (
	"series" text PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"cart_id" uuid,
	"status" integer NOT NULL,
	"currency" text NOT NULL,
	"subtotal_minor" integer NOT NULL,
	"discount_minor" integer DEFAULT 0 NOT NULL,
	"total_minor" integer NOT NULL,
	"coupon_id" integer,
	"series" text,
	"number" integer,
	"invoice_number" text,
	"issued_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "invoices_invoice_number_unique" UNIQUE("invoice_number"),
	CONSTRAINT "invoices_amounts" CHECK ("invoices"."discount_minor" >= 0 and "invoices"."total_minor" >= 0 and "invoices"."total_minor" = "invoices"."subtotal_minor" - "invoices"."discount_minor")
);
--> statement-breakpoint
CREATE TABLE "payment_attempts" (
	"id" text PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"gateway" integer NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"outcome" text NOT NULL,
	"provider_ref" text,
	"voucher_number" text,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "payment_attempts_provider_ref_unique" UNIQUE("provider_ref"),
	CONSTRAINT "payment_attempts_voucher_number_unique" UNIQUE("voucher_number")
);
--> statement-breakpoint
CREATE TABLE "payment_due_notices" (
	"subscription_id" integer NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"notified_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_due_notices_subscription_id_period_end_pk" PRIMARY KEY("subscription_id","period_end")
);
--> statement-breakpoint
CREATE TABLE "provider_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"attempt_id" text,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"sos_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"status" integer NOT NULL,
	"candidate_sos_id" integer,
	"starts_on" timestamp with time zone,
	"ends_on" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "subscriptions_candidate_sos_id_unique" UNIQUE("candidate_sos_id")
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_plans" ADD CONSTRAINT "catalogue_plans_sos_id_catalogue_courses_sos_id_fk" FOREIGN KEY ("sos_id") REFERENCES "public"."catalogue_courses"("sos_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_due_notices" ADD CONSTRAINT "payment_due_notices_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_plan_id_catalogue_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."catalogue_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "catalogue_plans_codes_unique" ON "catalogue_plans" USING btree ("sos_id","package_code","option_code","plan_code");--> statement-breakpoint
CREATE INDEX "coupon_redemptions_coupon_idx" ON "coupon_redemptions" USING btree ("coupon_id","user_id");--> statement-breakpoint
CREATE INDEX "invoice_lines_invoice_idx" ON "invoice_lines" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_series_number_unique" ON "invoices" USING btree ("series","number");--> statement-breakpoint
CREATE INDEX "invoices_user_idx" ON "invoices" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "payment_attempts_invoice_idx" ON "payment_attempts" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_events_unique" ON "provider_events" USING btree ("provider","event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_open_unique" ON "subscriptions" USING btree ("user_id","sos_id") WHERE "subscriptions"."status" in (1, 2, 3);--> statement-breakpoint
CREATE INDEX "subscriptions_user_idx" ON "subscriptions" USING btree ("user_id");