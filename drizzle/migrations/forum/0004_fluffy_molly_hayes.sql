CREATE TYPE "forum"."report_status" AS ENUM('PENDING', 'APPROVED', 'DISMISSED');--> statement-breakpoint
CREATE TABLE "forum"."reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" text NOT NULL,
	"comment_id" text,
	"reporter_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"excerpt" text NOT NULL,
	"class_slug" text,
	"status" "forum"."report_status" DEFAULT 'PENDING' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" uuid,
	CONSTRAINT "reports_reason_chk" CHECK (length("reason") between 1 and 500),
	CONSTRAINT "reports_reviewed_chk" CHECK (("status" = 'PENDING') = ("reviewed_at" is null))
);
--> statement-breakpoint
ALTER TABLE "forum"."comments" ADD COLUMN "is_hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "forum"."comments" ADD COLUMN "under_review" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "forum"."notifications" ADD COLUMN "report_id" uuid;--> statement-breakpoint
ALTER TABLE "forum"."posts" ADD COLUMN "class_slug" text;--> statement-breakpoint
ALTER TABLE "forum"."posts" ADD COLUMN "is_pinned" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "forum"."posts" ADD COLUMN "pinned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "forum"."posts" ADD COLUMN "is_hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "forum"."posts" ADD COLUMN "under_review" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "forum"."reports" ADD CONSTRAINT "reports_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "forum"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum"."reports" ADD CONSTRAINT "reports_comment_id_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "forum"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reports_one_pending_idx" ON "forum"."reports" USING btree ("reporter_id","post_id",coalesce("comment_id", '')) WHERE status = 'PENDING';--> statement-breakpoint
CREATE INDEX "reports_status_created_idx" ON "forum"."reports" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "reports_content_idx" ON "forum"."reports" USING btree ("post_id","comment_id");--> statement-breakpoint
ALTER TABLE "forum"."notifications" ADD CONSTRAINT "notifications_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "forum"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "posts_class_created_idx" ON "forum"."posts" USING btree ("class_slug","created_at","id") WHERE deleted_at is null and class_slug is not null;--> statement-breakpoint
ALTER TABLE "forum"."posts" ADD CONSTRAINT "posts_pinned_at_chk" CHECK (not "is_pinned" or "pinned_at" is not null);--> statement-breakpoint
-- Posts filed under a CLASSROOM tag before class forums existed belong to that class's forum.
UPDATE "forum"."posts" AS p SET "class_slug" = pt."tag_id"
FROM "forum"."post_tags" AS pt JOIN "forum"."tags" AS t ON t."id" = pt."tag_id"
WHERE pt."post_id" = p."id" AND t."category_id" = 'classroom';
