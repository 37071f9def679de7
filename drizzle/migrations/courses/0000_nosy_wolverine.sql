CREATE SCHEMA "courses";
--> statement-breakpoint
CREATE TYPE "courses"."course_level" AS ENUM('Beginner', 'Intermediate', 'Advanced');--> statement-breakpoint
CREATE TABLE "courses"."categories" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courses"."courses" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"feature" boolean DEFAULT false NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"level" "courses"."course_level",
	"provider_id" text NOT NULL,
	"category_id" text,
	"foundation" text[] DEFAULT '{}'::text[] NOT NULL,
	"roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"timeline" text DEFAULT '' NOT NULL,
	"delivery" text DEFAULT 'Instructor-led' NOT NULL,
	"medium" text DEFAULT 'Online' NOT NULL,
	"overview" jsonb,
	"outcomes" text[] DEFAULT '{}'::text[] NOT NULL,
	"tools" text[] DEFAULT '{}'::text[] NOT NULL,
	"modules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"instructors" text[] DEFAULT '{}'::text[] NOT NULL,
	"graduates" text[] DEFAULT '{}'::text[] NOT NULL,
	"projects" text[] DEFAULT '{}'::text[] NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courses"."providers" (
	"id" text PRIMARY KEY NOT NULL,
	"label" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "courses"."courses" ADD CONSTRAINT "courses_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "courses"."providers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses"."courses" ADD CONSTRAINT "courses_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "courses"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "courses_position_idx" ON "courses"."courses" USING btree ("position");--> statement-breakpoint
CREATE INDEX "courses_provider_idx" ON "courses"."courses" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "courses_category_idx" ON "courses"."courses" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "courses_title_trgm_idx" ON "courses"."courses" USING gin ("title" gin_trgm_ops);