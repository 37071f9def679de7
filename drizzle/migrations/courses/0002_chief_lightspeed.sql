CREATE TYPE "courses"."faq_type" AS ENUM('instructor', 'course_M1', 'course_fc', 'course_ca_admissions');--> statement-breakpoint
CREATE TYPE "courses"."person_group" AS ENUM('founder', 'advisor', 'manager', 'staff', 'instructor');--> statement-breakpoint
CREATE TABLE "courses"."faqs" (
	"type" "courses"."faq_type" NOT NULL,
	"position" integer NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	CONSTRAINT "faqs_pkey" PRIMARY KEY("type","position")
);
--> statement-breakpoint
CREATE TABLE "courses"."partner_organisations" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courses"."people" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" text NOT NULL,
	"full_position" text NOT NULL,
	"job" text NOT NULL,
	"group" "courses"."person_group" NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"linkedin" text,
	"twitter" text,
	"website" text,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courses"."programme_course_lists" (
	"code" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"flagged" text,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courses"."programme_courses" (
	"code" text NOT NULL,
	"course_id" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "programme_courses_pkey" PRIMARY KEY("code","course_id")
);
--> statement-breakpoint
CREATE TABLE "courses"."stats" (
	"slug" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"subtext" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courses"."testimonials" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"employer" text NOT NULL,
	"comment" text NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courses"."value_cards" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"link_label" text NOT NULL,
	"route" text NOT NULL,
	"icon" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "courses"."programme_courses" ADD CONSTRAINT "programme_courses_code_programme_course_lists_code_fk" FOREIGN KEY ("code") REFERENCES "courses"."programme_course_lists"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses"."programme_courses" ADD CONSTRAINT "programme_courses_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "courses"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "people_group_order_idx" ON "courses"."people" USING btree ("group","sort_order");--> statement-breakpoint
CREATE INDEX "programme_courses_code_position_idx" ON "courses"."programme_courses" USING btree ("code","position");--> statement-breakpoint
CREATE INDEX "programme_courses_course_idx" ON "courses"."programme_courses" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "testimonials_featured_order_idx" ON "courses"."testimonials" USING btree ("featured","sort_order");--> statement-breakpoint
CREATE INDEX "courses_level_idx" ON "courses"."courses" USING btree ("level");--> statement-breakpoint
CREATE INDEX "courses_feature_position_idx" ON "courses"."courses" USING btree ("feature","position");--> statement-breakpoint
CREATE INDEX "courses_foundation_gin_idx" ON "courses"."courses" USING gin ("foundation");--> statement-breakpoint
CREATE INDEX "role_courses_course_idx" ON "courses"."role_courses" USING btree ("course_id");