CREATE TABLE "jobs"."employer_representatives" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"employer_id" text,
	"proposed_company" jsonb,
	"position" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"decision_note" text,
	CONSTRAINT "employer_representatives_status_check" CHECK (status in ('PENDING', 'APPROVED', 'REJECTED', 'REVOKED')),
	CONSTRAINT "employer_representatives_kind_check" CHECK (kind in ('JOIN_EMPLOYER', 'NEW_EMPLOYER')),
	CONSTRAINT "employer_representatives_target_check" CHECK ((kind = 'JOIN_EMPLOYER' and employer_id is not null and proposed_company is null) or (kind = 'NEW_EMPLOYER' and proposed_company is not null and (employer_id is not null or status <> 'APPROVED')))
);
--> statement-breakpoint
ALTER TABLE "jobs"."employer_representatives" ADD CONSTRAINT "employer_representatives_employer_id_employers_id_fk" FOREIGN KEY ("employer_id") REFERENCES "jobs"."employers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "employer_representatives_live_user_key" ON "jobs"."employer_representatives" USING btree ("user_id") WHERE status in ('PENDING', 'APPROVED');--> statement-breakpoint
CREATE INDEX "employer_representatives_user_requested_idx" ON "jobs"."employer_representatives" USING btree ("user_id","requested_at");--> statement-breakpoint
CREATE INDEX "employer_representatives_employer_idx" ON "jobs"."employer_representatives" USING btree ("employer_id") WHERE status = 'APPROVED';--> statement-breakpoint
CREATE INDEX "employer_representatives_status_requested_idx" ON "jobs"."employer_representatives" USING btree ("status","requested_at");