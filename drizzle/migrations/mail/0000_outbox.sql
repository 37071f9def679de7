CREATE SCHEMA "mail";
--> statement-breakpoint
CREATE TYPE "mail"."outbox_status" AS ENUM('pending', 'sent', 'failed', 'skipped');--> statement-breakpoint
CREATE TABLE "mail"."dev_mailbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"outbox_id" uuid NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dev_mailbox_outbox_key" UNIQUE("outbox_id")
);
--> statement-breakpoint
CREATE TABLE "mail"."outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"recipient_id" uuid,
	"to_address" text,
	"language" text,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"dedupe_key" text,
	"status" "mail"."outbox_status" DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone,
	"leased_by" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "outbox_dedupe_key" UNIQUE("dedupe_key")
);
--> statement-breakpoint
CREATE INDEX "dev_mailbox_created_idx" ON "mail"."dev_mailbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "dev_mailbox_to_idx" ON "mail"."dev_mailbox" USING btree ("to_address","created_at");--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "mail"."outbox" USING btree ("next_attempt_at") WHERE "mail"."outbox"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "outbox_recipient_idx" ON "mail"."outbox" USING btree ("recipient_id","created_at");