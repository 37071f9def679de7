CREATE SCHEMA "forum";
--> statement-breakpoint
CREATE TYPE "forum"."category_name" AS ENUM('GENERAL', 'SKILL', 'CAREER', 'CLASSROOM');--> statement-breakpoint
CREATE TABLE "forum"."categories" (
	"id" text PRIMARY KEY NOT NULL,
	"name" "forum"."category_name" NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "categories_name_key" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "forum"."post_tags" (
	"post_id" text NOT NULL,
	"tag_id" text NOT NULL,
	CONSTRAINT "post_tags_pkey" PRIMARY KEY("post_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "forum"."posts" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"author_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "posts_short_id_chk" CHECK ("id" ~ '^[0-9a-z]{8}$')
);
--> statement-breakpoint
CREATE TABLE "forum"."tags" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category_id" text NOT NULL,
	"followers_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tags_followers_count_chk" CHECK ("followers_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "forum"."post_tags" ADD CONSTRAINT "post_tags_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "forum"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum"."post_tags" ADD CONSTRAINT "post_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "forum"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum"."tags" ADD CONSTRAINT "tags_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "forum"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_tags_tag_idx" ON "forum"."post_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "posts_created_idx" ON "forum"."posts" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "posts_author_created_idx" ON "forum"."posts" USING btree ("author_id","created_at","id");--> statement-breakpoint
CREATE INDEX "tags_name_idx" ON "forum"."tags" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "tags_category_name_idx" ON "forum"."tags" USING btree ("category_id","name","id");