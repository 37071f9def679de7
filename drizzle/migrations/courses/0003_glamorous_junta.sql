CREATE TYPE "courses"."enrolment_mode" AS ENUM('DIRECT', 'APPLICATION');--> statement-breakpoint
CREATE TYPE "courses"."order_status" AS ENUM('PENDING_PAYMENT', 'PAID', 'CANCELLED');--> statement-breakpoint
CREATE TYPE "courses"."payment_plan" AS ENUM('UPFRONT');--> statement-breakpoint
CREATE TABLE "courses"."course_access" (
	"buyer_id" uuid NOT NULL,
	"course_id" text NOT NULL,
	"order_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "course_access_pkey" PRIMARY KEY("buyer_id","course_id","order_id")
);
--> statement-breakpoint
CREATE TABLE "courses"."enrolment_option_courses" (
	"option_id" text NOT NULL,
	"course_id" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "enrolment_option_courses_pkey" PRIMARY KEY("option_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "courses"."enrolment_options" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"mode" "courses"."enrolment_mode" NOT NULL,
	"programme_id" text,
	"open" boolean DEFAULT false NOT NULL,
	"limited_regions" text[] DEFAULT '{}'::text[] NOT NULL,
	"fee_cents" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"access_days" integer,
	"description" jsonb NOT NULL,
	"comparisons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courses"."orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"buyer_id" uuid NOT NULL,
	"option_id" text NOT NULL,
	"course_id" text NOT NULL,
	"payment_plan" "courses"."payment_plan" NOT NULL,
	"list_price_cents" integer NOT NULL,
	"discount_cents" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"provider" text NOT NULL,
	"reference" text NOT NULL,
	"status" "courses"."order_status" DEFAULT 'PENDING_PAYMENT' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"confirmed_by" uuid,
	CONSTRAINT "orders_reference_key" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "courses"."programmes" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"application_open" boolean DEFAULT false NOT NULL,
	"show_at_dashboard" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "courses"."course_access" ADD CONSTRAINT "course_access_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "courses"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses"."course_access" ADD CONSTRAINT "course_access_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "courses"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses"."enrolment_option_courses" ADD CONSTRAINT "enrolment_option_courses_option_id_enrolment_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "courses"."enrolment_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses"."enrolment_option_courses" ADD CONSTRAINT "enrolment_option_courses_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "courses"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses"."enrolment_options" ADD CONSTRAINT "enrolment_options_programme_id_programmes_id_fk" FOREIGN KEY ("programme_id") REFERENCES "courses"."programmes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses"."orders" ADD CONSTRAINT "orders_option_id_enrolment_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "courses"."enrolment_options"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses"."orders" ADD CONSTRAINT "orders_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "courses"."courses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_access_buyer_ends_idx" ON "courses"."course_access" USING btree ("buyer_id","ends_at");--> statement-breakpoint
CREATE INDEX "enrolment_option_courses_course_idx" ON "courses"."enrolment_option_courses" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "enrolment_options_sort_idx" ON "courses"."enrolment_options" USING btree ("sort_order");--> statement-breakpoint
CREATE INDEX "enrolment_options_programme_idx" ON "courses"."enrolment_options" USING btree ("programme_id");--> statement-breakpoint
CREATE INDEX "orders_buyer_created_idx" ON "courses"."orders" USING btree ("buyer_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "courses"."orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_one_pending_per_course_idx" ON "courses"."orders" USING btree ("buyer_id","course_id") WHERE status = 'PENDING_PAYMENT';