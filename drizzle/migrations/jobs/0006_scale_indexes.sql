CREATE INDEX "jobs_open_featured_created_idx" ON "jobs"."jobs" USING btree ("featured","created_at","id") WHERE "closed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "jobs_open_location_idx" ON "jobs"."jobs" USING btree ("location") WHERE "closed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "jobs_open_type_idx" ON "jobs"."jobs" USING btree ("type") WHERE "closed_at" IS NULL;