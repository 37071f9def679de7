CREATE TYPE "forum"."notification_type" AS ENUM('NEW_COMMENT', 'NEW_REPLY', 'POST_UPDATED', 'POST_HAVE_ANSWER', 'NEW_CLASSROOM_ANNOUNCEMENT_POST', 'NEW_SUPPORT_POST', 'REPORT_SUBMITED', 'CONTENT_REPORTED_HIDDEN', 'CONTENT_DELETED');--> statement-breakpoint
CREATE TABLE "forum"."notification_reads" (
	"notification_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_reads_pkey" PRIMARY KEY("notification_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "forum"."notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" "forum"."notification_type" NOT NULL,
	"recipient_id" uuid,
	"recipient_group" text,
	"actor_id" uuid,
	"post_id" text NOT NULL,
	"comment_id" text,
	"post_title" text NOT NULL,
	"class_title" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_one_recipient_chk" CHECK (("recipient_id" is null) <> ("recipient_group" is null))
);
--> statement-breakpoint
ALTER TABLE "forum"."notification_reads" ADD CONSTRAINT "notification_reads_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "forum"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum"."notifications" ADD CONSTRAINT "notifications_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "forum"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum"."notifications" ADD CONSTRAINT "notifications_comment_id_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "forum"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_recipient_created_idx" ON "forum"."notifications" USING btree ("recipient_id","created_at","id") WHERE recipient_id is not null;--> statement-breakpoint
CREATE INDEX "notifications_group_created_idx" ON "forum"."notifications" USING btree ("recipient_group","created_at","id") WHERE recipient_group is not null;