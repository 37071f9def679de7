CREATE TABLE "auth"."account_deletions" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"erased_at" timestamp with time zone NOT NULL,
	"kept" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth"."accounts" ADD COLUMN "deletion_requested_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "accounts_deletion_requested_idx" ON "auth"."accounts" USING btree ("deletion_requested_at") WHERE "deletion_requested_at" IS NOT NULL;