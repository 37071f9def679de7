ALTER TABLE "jobs"."jobs" ADD COLUMN "role_id" text;--> statement-breakpoint
CREATE INDEX "jobs_role_created_idx" ON "jobs"."jobs" USING btree ("role_id","created_at","id");