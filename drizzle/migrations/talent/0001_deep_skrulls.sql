CREATE TYPE "talent"."cv_source" AS ENUM('PROFILE', 'TEXT');--> statement-breakpoint
CREATE TYPE "talent"."employment_status" AS ENUM('EMPLOYED_AND_NOT_LOOKING_FOR_JOB', 'EMPLOYED_BUT_LOOKING_FOR_JOB', 'UNEMPLOYED_AND_LOOKING_FOR_JOB', 'UNEMPLOYED_BUT_NOT_LOOKING_FOR_JOB');--> statement-breakpoint
CREATE TYPE "talent"."skill_importance" AS ENUM('CORE', 'NICE_TO_HAVE');--> statement-breakpoint
CREATE TYPE "talent"."ui_language" AS ENUM('en', 'zh-Hant', 'zh-Hans');--> statement-breakpoint
CREATE TABLE "talent"."career_roles" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "talent"."cv_scores" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"source" "talent"."cv_source" NOT NULL,
	"role_id" text NOT NULL,
	"total" integer NOT NULL,
	"criteria" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cv_scores_total_chk" CHECK ("total" BETWEEN 0 AND 100)
);
--> statement-breakpoint
CREATE TABLE "talent"."educations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"university" text NOT NULL,
	"level" text NOT NULL,
	"field" text NOT NULL,
	"start_month" text NOT NULL,
	"end_month" text,
	"grade" text,
	"descriptions" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "educations_start_chk" CHECK ("start_month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
	CONSTRAINT "educations_end_chk" CHECK ("end_month" IS NULL OR ("end_month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$' AND "end_month" >= "start_month"))
);
--> statement-breakpoint
CREATE TABLE "talent"."role_skills" (
	"role_id" text NOT NULL,
	"tool_id" text NOT NULL,
	"importance" "talent"."skill_importance" NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "role_skills_pkey" PRIMARY KEY("role_id","tool_id")
);
--> statement-breakpoint
CREATE TABLE "talent"."work_experiences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"job_title" text NOT NULL,
	"employer_name" text NOT NULL,
	"start_month" text NOT NULL,
	"end_month" text,
	"descriptions" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_experiences_start_chk" CHECK ("start_month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
	CONSTRAINT "work_experiences_end_chk" CHECK ("end_month" IS NULL OR ("end_month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$' AND "end_month" >= "start_month"))
);
--> statement-breakpoint
ALTER TABLE "talent"."users" ADD COLUMN "avatar_key" text;--> statement-breakpoint
ALTER TABLE "talent"."users" ADD COLUMN "bio" text;--> statement-breakpoint
ALTER TABLE "talent"."users" ADD COLUMN "employment_status" "talent"."employment_status";--> statement-breakpoint
ALTER TABLE "talent"."users" ADD COLUMN "languages" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "talent"."users" ADD COLUMN "work_permit_locations" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "talent"."users" ADD COLUMN "skill_ids" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "talent"."users" ADD COLUMN "location" text;--> statement-breakpoint
ALTER TABLE "talent"."users" ADD COLUMN "links" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "talent"."users" ADD COLUMN "ui_language" "talent"."ui_language";--> statement-breakpoint
ALTER TABLE "talent"."users" ADD COLUMN "target_role_id" text;--> statement-breakpoint
ALTER TABLE "talent"."users" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "talent"."cv_scores" ADD CONSTRAINT "cv_scores_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "talent"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent"."cv_scores" ADD CONSTRAINT "cv_scores_role_id_career_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "talent"."career_roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent"."educations" ADD CONSTRAINT "educations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "talent"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent"."role_skills" ADD CONSTRAINT "role_skills_role_id_career_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "talent"."career_roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent"."role_skills" ADD CONSTRAINT "role_skills_tool_id_tools_id_fk" FOREIGN KEY ("tool_id") REFERENCES "talent"."tools"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent"."work_experiences" ADD CONSTRAINT "work_experiences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "talent"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "career_roles_position_idx" ON "talent"."career_roles" USING btree ("position");--> statement-breakpoint
CREATE INDEX "cv_scores_user_created_idx" ON "talent"."cv_scores" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "cv_scores_user_source_role_created_idx" ON "talent"."cv_scores" USING btree ("user_id","source","role_id","created_at");--> statement-breakpoint
CREATE INDEX "educations_user_idx" ON "talent"."educations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "role_skills_tool_idx" ON "talent"."role_skills" USING btree ("tool_id");--> statement-breakpoint
CREATE INDEX "work_experiences_user_idx" ON "talent"."work_experiences" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "talent"."users" ADD CONSTRAINT "users_target_role_fk" FOREIGN KEY ("target_role_id") REFERENCES "talent"."career_roles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_first_name_trgm_idx" ON "talent"."users" USING gin ("first_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_last_name_trgm_idx" ON "talent"."users" USING gin ("last_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "talent"."users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_full_name_trgm_idx" ON "talent"."users" USING gin ((("first_name" || ' ' || "last_name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_name_idx" ON "talent"."users" USING btree ("first_name","last_name","id");--> statement-breakpoint
ALTER TABLE "talent"."users" DROP COLUMN "avatar_url";