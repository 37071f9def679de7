CREATE TABLE "forum"."post_bookmarks" (
	"user_id" uuid NOT NULL,
	"post_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_bookmarks_pkey" PRIMARY KEY("user_id","post_id")
);
--> statement-breakpoint
CREATE TABLE "forum"."post_follows" (
	"post_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_follows_pkey" PRIMARY KEY("post_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "forum"."post_votes" (
	"post_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"value" smallint NOT NULL,
	"voted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_votes_pkey" PRIMARY KEY("post_id","user_id"),
	CONSTRAINT "post_votes_value_chk" CHECK ("value" in (-1, 1))
);
--> statement-breakpoint
CREATE TABLE "forum"."tag_follows" (
	"user_id" uuid NOT NULL,
	"tag_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tag_follows_pkey" PRIMARY KEY("user_id","tag_id")
);
--> statement-breakpoint
DROP INDEX "forum"."posts_created_idx";--> statement-breakpoint
DROP INDEX "forum"."posts_author_created_idx";--> statement-breakpoint
ALTER TABLE "forum"."posts" ADD COLUMN "is_announcement" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "forum"."posts" ADD COLUMN "is_support" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "forum"."posts" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "forum"."posts" ADD COLUMN "deleted_by" uuid;--> statement-breakpoint
ALTER TABLE "forum"."post_bookmarks" ADD CONSTRAINT "post_bookmarks_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "forum"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum"."post_follows" ADD CONSTRAINT "post_follows_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "forum"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum"."post_votes" ADD CONSTRAINT "post_votes_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "forum"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum"."tag_follows" ADD CONSTRAINT "tag_follows_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "forum"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_bookmarks_user_created_idx" ON "forum"."post_bookmarks" USING btree ("user_id","created_at","post_id");--> statement-breakpoint
CREATE INDEX "tag_follows_tag_idx" ON "forum"."tag_follows" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "posts_created_idx" ON "forum"."posts" USING btree ("created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "posts_author_created_idx" ON "forum"."posts" USING btree ("author_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
ALTER TABLE "forum"."posts" ADD CONSTRAINT "posts_announcement_empty_chk" CHECK (not "is_announcement" or "description" = '');--> statement-breakpoint
-- followers_count now counts tag_follows rows (kept in step by the follow mutations); the numbers seeded before
-- stood for no rows, so every count starts from the rows that exist.
UPDATE "forum"."tags" SET "followers_count" = (SELECT count(*) FROM "forum"."tag_follows" f WHERE f."tag_id" = "tags"."id");--> statement-breakpoint
-- Authors follow their own posts (createForumPost does so from now on).
INSERT INTO "forum"."post_follows" ("post_id", "user_id", "created_at") SELECT "id", "author_id", "created_at" FROM "forum"."posts" ON CONFLICT DO NOTHING;
