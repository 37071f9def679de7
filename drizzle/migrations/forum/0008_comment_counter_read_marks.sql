ALTER TABLE "forum"."notifications" ADD COLUMN "recipient_read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "forum"."posts" ADD COLUMN "shown_comment_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A personal notification's read mark moves onto its row (before the indexes: one pass, no index upkeep); its
-- notification_reads row goes, so each mark has one home.
UPDATE "forum"."notifications" n SET "recipient_read_at" = r."read_at"
FROM "forum"."notification_reads" r
WHERE r."notification_id" = n."id" AND r."user_id" = n."recipient_id";--> statement-breakpoint
DELETE FROM "forum"."notification_reads" r
USING "forum"."notifications" n
WHERE r."notification_id" = n."id" AND n."recipient_id" IS NOT NULL;--> statement-breakpoint
-- The counters of comments written before they existed: live, neither hidden nor under review, and (a reply) under such
-- a comment.
UPDATE "forum"."posts" p SET "shown_comment_count" = s.n
FROM (SELECT c."post_id", count(*)::int AS n FROM "forum"."comments" c
      LEFT JOIN "forum"."comments" parent ON parent."id" = c."parent_id"
      WHERE c."deleted_at" IS NULL AND NOT c."is_hidden" AND NOT c."under_review"
        AND (c."parent_id" IS NULL OR (parent."deleted_at" IS NULL AND NOT parent."is_hidden" AND NOT parent."under_review"))
      GROUP BY c."post_id") s
WHERE s."post_id" = p."id";--> statement-breakpoint
DROP INDEX "forum"."notifications_recipient_created_idx";--> statement-breakpoint
CREATE INDEX "comments_post_unshown_idx" ON "forum"."comments" USING btree ("post_id","author_id") WHERE deleted_at is null and (is_hidden or under_review);--> statement-breakpoint
CREATE INDEX "notifications_recipient_unread_idx" ON "forum"."notifications" USING btree ("recipient_id","created_at","id") WHERE recipient_id is not null and recipient_read_at is null;--> statement-breakpoint
CREATE INDEX "notifications_recipient_read_idx" ON "forum"."notifications" USING btree ("recipient_id","created_at","id") WHERE recipient_read_at is not null;--> statement-breakpoint
ALTER TABLE "forum"."notifications" ADD CONSTRAINT "notifications_read_personal_chk" CHECK ("recipient_read_at" is null or "recipient_id" is not null);--> statement-breakpoint
ALTER TABLE "forum"."posts" ADD CONSTRAINT "posts_shown_comment_count_chk" CHECK ("shown_comment_count" >= 0);
