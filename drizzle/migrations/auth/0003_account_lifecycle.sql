CREATE TYPE "auth"."account_token_purpose" AS ENUM('verify_email', 'reset_password', 'change_email');--> statement-breakpoint
CREATE TABLE "auth"."account_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"purpose" "auth"."account_token_purpose" NOT NULL,
	"email" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth"."accounts" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "auth"."accounts" ADD COLUMN "password_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "auth"."sessions" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "auth"."sessions" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "auth"."account_tokens" ADD CONSTRAINT "account_tokens_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "auth"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_tokens_account_idx" ON "auth"."account_tokens" USING btree ("account_id","purpose");--> statement-breakpoint
CREATE INDEX "account_tokens_expires_idx" ON "auth"."account_tokens" USING btree ("expires_at");--> statement-breakpoint
-- Accounts made before addresses were verified keep working as they did: their address counts as verified.
UPDATE "auth"."accounts" SET "email_verified_at" = "created_at" WHERE "email_verified_at" IS NULL;
