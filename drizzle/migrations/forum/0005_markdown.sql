ALTER TABLE "forum"."comments" ADD COLUMN "markdown" text;--> statement-breakpoint
ALTER TABLE "forum"."posts" ADD COLUMN "markdown" text;