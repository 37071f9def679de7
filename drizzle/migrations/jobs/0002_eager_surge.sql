CREATE TABLE "jobs"."campaigns" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"exclusive" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"programme_id" text,
	"event_id" text,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs"."job_application_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"status" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"note" text,
	"changed_by" uuid NOT NULL,
	CONSTRAINT "job_application_history_status_check" CHECK (status in ('APPLIED', 'REVIEWED', 'INTERVIEWING', 'OFFERED', 'HIRED', 'DECLINED', 'WITHDRAWN'))
);
--> statement-breakpoint
CREATE TABLE "jobs"."job_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" integer NOT NULL,
	"applicant_id" uuid NOT NULL,
	"status" text DEFAULT 'APPLIED' NOT NULL,
	"cover_note" text,
	"applied_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "job_applications_job_applicant_key" UNIQUE("job_id","applicant_id"),
	CONSTRAINT "job_applications_status_check" CHECK (status in ('APPLIED', 'REVIEWED', 'INTERVIEWING', 'OFFERED', 'HIRED', 'DECLINED', 'WITHDRAWN')),
	CONSTRAINT "job_applications_cover_note_check" CHECK (cover_note is null or length(cover_note) <= 2000)
);
--> statement-breakpoint
CREATE TABLE "jobs"."job_campaigns" (
	"job_id" integer NOT NULL,
	"campaign_id" text NOT NULL,
	CONSTRAINT "job_campaigns_pkey" PRIMARY KEY("job_id","campaign_id")
);
--> statement-breakpoint
CREATE TABLE "jobs"."saved_jobs" (
	"user_id" uuid NOT NULL,
	"job_id" integer NOT NULL,
	"saved_at" timestamp with time zone NOT NULL,
	CONSTRAINT "saved_jobs_pkey" PRIMARY KEY("user_id","job_id")
);
--> statement-breakpoint
ALTER TABLE "jobs"."jobs" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs"."jobs" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs"."job_application_history" ADD CONSTRAINT "job_application_history_application_id_job_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "jobs"."job_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs"."job_applications" ADD CONSTRAINT "job_applications_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "jobs"."jobs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs"."job_campaigns" ADD CONSTRAINT "job_campaigns_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "jobs"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs"."job_campaigns" ADD CONSTRAINT "job_campaigns_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "jobs"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs"."saved_jobs" ADD CONSTRAINT "saved_jobs_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "jobs"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_application_history_application_idx" ON "jobs"."job_application_history" USING btree ("application_id","at");--> statement-breakpoint
CREATE INDEX "job_applications_applicant_applied_idx" ON "jobs"."job_applications" USING btree ("applicant_id","applied_at");--> statement-breakpoint
CREATE INDEX "job_applications_job_applied_idx" ON "jobs"."job_applications" USING btree ("job_id","applied_at");--> statement-breakpoint
CREATE INDEX "job_campaigns_campaign_idx" ON "jobs"."job_campaigns" USING btree ("campaign_id","job_id");--> statement-breakpoint
CREATE INDEX "saved_jobs_user_saved_idx" ON "jobs"."saved_jobs" USING btree ("user_id","saved_at");