-- Attempts made before pass marks could change were all graded against their test's current one.
ALTER TABLE "talent"."skill_attempts" ADD COLUMN "pass_mark_percent" integer;--> statement-breakpoint
UPDATE "talent"."skill_attempts" AS a SET "pass_mark_percent" = t."pass_mark_percent" FROM "talent"."skill_tests" AS t WHERE t."id" = a."test_id";--> statement-breakpoint
ALTER TABLE "talent"."skill_attempts" ALTER COLUMN "pass_mark_percent" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "talent"."skill_questions" ADD COLUMN "revision_of" text;--> statement-breakpoint
ALTER TABLE "talent"."skill_questions" ADD CONSTRAINT "skill_questions_revision_of_fk" FOREIGN KEY ("revision_of") REFERENCES "talent"."skill_questions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tools_title_lower_key" ON "talent"."tools" USING btree (lower("title"));--> statement-breakpoint
ALTER TABLE "talent"."skill_attempts" ADD CONSTRAINT "skill_attempts_pass_mark_check" CHECK ("pass_mark_percent" BETWEEN 1 AND 100);