CREATE TABLE "forum"."digest_runs" (
	"day" text PRIMARY KEY NOT NULL,
	"written" integer NOT NULL,
	"finished_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "notifications_unread_created_idx" ON "forum"."notifications" USING btree ("created_at") WHERE recipient_id is not null and recipient_read_at is null;