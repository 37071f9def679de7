CREATE TYPE "courses"."income_document_kind" AS ENUM('EMPLOYER_LETTER', 'SALARY_SLIP', 'TAX_RETURN');--> statement-breakpoint
CREATE TYPE "courses"."income_report_status" AS ENUM('SUBMITTED', 'ACCEPTED', 'REJECTED');--> statement-breakpoint
CREATE TYPE "courses"."isa_end_reason" AS ENUM('CAP', 'MONTH_LIMIT', 'WITHDRAWN');--> statement-breakpoint
CREATE TYPE "courses"."isa_statement_rule" AS ENUM('UNVERIFIED', 'NONE', 'PERCENTAGE', 'FIXED', 'CAPPED');--> statement-breakpoint
CREATE TYPE "courses"."isa_statement_status" AS ENUM('NOTHING_DUE', 'DUE', 'PAID');--> statement-breakpoint
ALTER TYPE "courses"."payment_plan" ADD VALUE 'ISA';--> statement-breakpoint
CREATE TABLE "courses"."income_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"learner_id" uuid NOT NULL,
	"employed" boolean NOT NULL,
	"monthly_salary_cents" integer NOT NULL,
	"document_kind" "courses"."income_document_kind",
	"document_name" text,
	"document_key" text,
	"status" "courses"."income_report_status" DEFAULT 'SUBMITTED' NOT NULL,
	"review_note" text,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courses"."isa_agreements" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"learner_id" uuid NOT NULL,
	"country" text NOT NULL,
	"cap_cents" integer NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"first_collection_month" text,
	"end_reason" "courses"."isa_end_reason",
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "courses"."isa_statements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"month" text NOT NULL,
	"month_number" integer NOT NULL,
	"employed" boolean NOT NULL,
	"salary_cents" integer NOT NULL,
	"income_report_id" uuid,
	"amount_cents" integer NOT NULL,
	"rule" "courses"."isa_statement_rule" NOT NULL,
	"cumulative_cents" integer NOT NULL,
	"payment_months_counted" integer NOT NULL,
	"status" "courses"."isa_statement_status" NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"confirmed_by" uuid
);
--> statement-breakpoint
CREATE TABLE "courses"."withdrawals" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"requested_at" timestamp with time zone,
	"reason" text,
	"applied_at" timestamp with time zone,
	"applied_by" uuid,
	"completed_modules" integer,
	"total_modules" integer,
	"rule" text,
	"tuition_cents" integer,
	"paid_in_advance_cents" integer,
	"owed_cents" integer,
	"refund_cents" integer
);
--> statement-breakpoint
DROP INDEX "courses"."orders_one_pending_per_course_idx";--> statement-breakpoint
ALTER TABLE "courses"."orders" ALTER COLUMN "status" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "courses"."orders" ALTER COLUMN "status" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "courses"."orders" ALTER COLUMN "status" SET DEFAULT 'PENDING_PAYMENT';--> statement-breakpoint
ALTER TABLE "courses"."enrolment_options" ADD COLUMN "payment_plans" text[] DEFAULT '{UPFRONT}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "courses"."orders" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "courses"."income_reports" ADD CONSTRAINT "income_reports_order_id_isa_agreements_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "courses"."isa_agreements"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses"."isa_agreements" ADD CONSTRAINT "isa_agreements_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "courses"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses"."isa_statements" ADD CONSTRAINT "isa_statements_order_id_isa_agreements_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "courses"."isa_agreements"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses"."isa_statements" ADD CONSTRAINT "isa_statements_income_report_id_income_reports_id_fk" FOREIGN KEY ("income_report_id") REFERENCES "courses"."income_reports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses"."withdrawals" ADD CONSTRAINT "withdrawals_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "courses"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "income_reports_order_reviewed_idx" ON "courses"."income_reports" USING btree ("order_id","status","reviewed_at");--> statement-breakpoint
CREATE INDEX "income_reports_status_submitted_idx" ON "courses"."income_reports" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE INDEX "isa_agreements_learner_idx" ON "courses"."isa_agreements" USING btree ("learner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "isa_statements_order_month_key" ON "courses"."isa_statements" USING btree ("order_id","month");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_one_waiting_per_course_idx" ON "courses"."orders" USING btree ("buyer_id","course_id") WHERE status in ('PENDING_PAYMENT', 'PENDING_APPROVAL');--> statement-breakpoint
ALTER TABLE "courses"."orders" ADD CONSTRAINT "orders_status_check" CHECK (status in ('PENDING_PAYMENT', 'PENDING_APPROVAL', 'PAID', 'FINANCED', 'CANCELLED', 'WITHDRAWN'));--> statement-breakpoint
DROP TYPE "courses"."order_status";