ALTER TABLE "forum"."comments" ADD COLUMN "upvote_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "forum"."comments" ADD COLUMN "downvote_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "forum"."posts" ADD COLUMN "upvote_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "forum"."posts" ADD COLUMN "downvote_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "forum"."comments" ADD CONSTRAINT "comments_vote_counts_chk" CHECK ("upvote_count" >= 0 and "downvote_count" >= 0);--> statement-breakpoint
ALTER TABLE "forum"."posts" ADD CONSTRAINT "posts_vote_counts_chk" CHECK ("upvote_count" >= 0 and "downvote_count" >= 0);--> statement-breakpoint
-- The counters of votes cast before they existed.
UPDATE "forum"."posts" p SET "upvote_count" = v.up, "downvote_count" = v.down
FROM (SELECT "post_id", count(*) FILTER (WHERE "value" = 1) AS up, count(*) FILTER (WHERE "value" = -1) AS down FROM "forum"."post_votes" GROUP BY "post_id") v
WHERE v."post_id" = p."id";--> statement-breakpoint
UPDATE "forum"."comments" c SET "upvote_count" = v.up, "downvote_count" = v.down
FROM (SELECT "comment_id", count(*) FILTER (WHERE "value" = 1) AS up, count(*) FILTER (WHERE "value" = -1) AS down FROM "forum"."comment_votes" GROUP BY "comment_id") v
WHERE v."comment_id" = c."id";
