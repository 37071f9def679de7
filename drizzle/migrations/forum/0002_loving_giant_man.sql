CREATE TABLE "forum"."comment_bookmarks" (
	"user_id" uuid NOT NULL,
	"comment_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comment_bookmarks_pkey" PRIMARY KEY("user_id","comment_id")
);
--> statement-breakpoint
CREATE TABLE "forum"."comment_votes" (
	"comment_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"value" smallint NOT NULL,
	"voted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comment_votes_pkey" PRIMARY KEY("comment_id","user_id"),
	CONSTRAINT "comment_votes_value_chk" CHECK ("value" in (-1, 1))
);
--> statement-breakpoint
CREATE TABLE "forum"."comments" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"post_id" text NOT NULL,
	"parent_id" text,
	"author_id" uuid NOT NULL,
	"description" text NOT NULL,
	"is_answer" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" uuid,
	CONSTRAINT "comments_short_id_chk" CHECK ("id" ~ '^[0-9a-z]{8}$'),
	CONSTRAINT "comments_answer_top_level_chk" CHECK (not "is_answer" or "parent_id" is null)
);
--> statement-breakpoint
ALTER TABLE "forum"."posts" ADD COLUMN "is_resolved" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "forum"."posts" ADD COLUMN "image_key" text;--> statement-breakpoint
ALTER TABLE "forum"."comment_bookmarks" ADD CONSTRAINT "comment_bookmarks_comment_id_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "forum"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum"."comment_votes" ADD CONSTRAINT "comment_votes_comment_id_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "forum"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum"."comments" ADD CONSTRAINT "comments_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "forum"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum"."comments" ADD CONSTRAINT "comments_parent_id_comments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "forum"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comment_bookmarks_user_created_idx" ON "forum"."comment_bookmarks" USING btree ("user_id","created_at","comment_id");--> statement-breakpoint
CREATE INDEX "comments_post_created_idx" ON "forum"."comments" USING btree ("post_id","created_at","id") WHERE deleted_at is null and parent_id is null;--> statement-breakpoint
CREATE INDEX "comments_parent_created_idx" ON "forum"."comments" USING btree ("parent_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "comments_author_created_idx" ON "forum"."comments" USING btree ("author_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "comments_one_answer_per_post_idx" ON "forum"."comments" USING btree ("post_id") WHERE is_answer and deleted_at is null;--> statement-breakpoint
CREATE INDEX "posts_title_trgm_idx" ON "forum"."posts" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tags_name_trgm_idx" ON "forum"."tags" USING gin ("name" gin_trgm_ops);