CREATE SCHEMA "auth";
--> statement-breakpoint
CREATE TYPE "auth"."role" AS ENUM('STUDENT', 'INSTRUCTOR', 'COURSE_ADMIN', 'JOB_ADMIN', 'TALENT_ADMIN', 'COMPANY_REPRESENTATIVE', 'EVENT_EXHIBITOR');--> statement-breakpoint
CREATE TYPE "auth"."signup_purpose" AS ENUM('learn', 'recruit');--> statement-breakpoint
CREATE TABLE "auth"."account_roles" (
	"account_id" uuid NOT NULL,
	"role" "auth"."role" NOT NULL,
	CONSTRAINT "account_roles_pkey" PRIMARY KEY("account_id","role")
);
--> statement-breakpoint
CREATE TABLE "auth"."accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"purpose" "auth"."signup_purpose" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_email_key" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "auth"."login_attempts" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth"."sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth"."account_roles" ADD CONSTRAINT "account_roles_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "auth"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth"."sessions" ADD CONSTRAINT "sessions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "auth"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_account_idx" ON "auth"."sessions" USING btree ("account_id");