CREATE TABLE "courses"."application_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"status" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"note" text,
	"changed_by" uuid NOT NULL,
	CONSTRAINT "application_history_status_check" CHECK (status in ('SUBMITTED', 'ONLINE_ASSESSMENT', 'INTERVIEW', 'OFFERED', 'ACCEPTED', 'REJECTED', 'WITHDRAWN'))
);
--> statement-breakpoint
CREATE TABLE "courses"."programme_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"programme_id" text NOT NULL,
	"applicant_id" uuid NOT NULL,
	"form_id" text NOT NULL,
	"answers" jsonb NOT NULL,
	"status" text DEFAULT 'SUBMITTED' NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "programme_applications_status_check" CHECK (status in ('SUBMITTED', 'ONLINE_ASSESSMENT', 'INTERVIEW', 'OFFERED', 'ACCEPTED', 'REJECTED', 'WITHDRAWN'))
);
--> statement-breakpoint
CREATE TABLE "courses"."registration_forms" (
	"id" text PRIMARY KEY NOT NULL,
	"programme_id" text NOT NULL,
	"title" text NOT NULL,
	"purpose" text NOT NULL,
	"fields" jsonb NOT NULL,
	CONSTRAINT "registration_forms_programme_key" UNIQUE("programme_id")
);
--> statement-breakpoint
ALTER TABLE "courses"."programmes" ADD COLUMN "kind" text DEFAULT 'INTAKE' NOT NULL;--> statement-breakpoint
ALTER TABLE "courses"."programmes" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "courses"."programmes" ADD COLUMN "sponsor" text;--> statement-breakpoint
ALTER TABLE "courses"."programmes" ADD COLUMN "sponsored" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "courses"."programmes" ADD COLUMN "duration_months" integer;--> statement-breakpoint
ALTER TABLE "courses"."programmes" ADD COLUMN "cohort_starts_on" date;--> statement-breakpoint
ALTER TABLE "courses"."programmes" ADD COLUMN "cohort_ends_on" date;--> statement-breakpoint
ALTER TABLE "courses"."programmes" ADD COLUMN "eligibility" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "courses"."programmes" ADD COLUMN "admission_policy" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "courses"."programmes" ADD COLUMN "sections" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "courses"."programmes" ADD COLUMN "sort_order" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "courses"."application_history" ADD CONSTRAINT "application_history_application_id_programme_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "courses"."programme_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses"."programme_applications" ADD CONSTRAINT "programme_applications_programme_id_programmes_id_fk" FOREIGN KEY ("programme_id") REFERENCES "courses"."programmes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses"."programme_applications" ADD CONSTRAINT "programme_applications_form_id_registration_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "courses"."registration_forms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses"."registration_forms" ADD CONSTRAINT "registration_forms_programme_id_programmes_id_fk" FOREIGN KEY ("programme_id") REFERENCES "courses"."programmes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_history_application_at_idx" ON "courses"."application_history" USING btree ("application_id","at");--> statement-breakpoint
CREATE INDEX "programme_applications_applicant_submitted_idx" ON "courses"."programme_applications" USING btree ("applicant_id","submitted_at");--> statement-breakpoint
CREATE INDEX "programme_applications_programme_status_submitted_idx" ON "courses"."programme_applications" USING btree ("programme_id","status","submitted_at");--> statement-breakpoint
CREATE INDEX "programme_applications_programme_submitted_idx" ON "courses"."programme_applications" USING btree ("programme_id","submitted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "programme_applications_one_active_idx" ON "courses"."programme_applications" USING btree ("programme_id","applicant_id") WHERE status in ('SUBMITTED', 'ONLINE_ASSESSMENT', 'INTERVIEW', 'OFFERED', 'ACCEPTED');--> statement-breakpoint
CREATE INDEX "programmes_sort_idx" ON "courses"."programmes" USING btree ("sort_order");--> statement-breakpoint
ALTER TABLE "courses"."programmes" ADD CONSTRAINT "programmes_kind_check" CHECK (kind in ('INTAKE', 'INFO_SESSION'));--> statement-breakpoint
ALTER TABLE "courses"."programmes" ADD CONSTRAINT "programmes_duration_check" CHECK (duration_months is null or (sponsored and duration_months between 3 and 9) or (not sponsored and duration_months = 6));--> statement-breakpoint
ALTER TABLE "courses"."programmes" ADD CONSTRAINT "programmes_cohort_dates_check" CHECK (cohort_ends_on is null or cohort_starts_on is null or cohort_ends_on >= cohort_starts_on);