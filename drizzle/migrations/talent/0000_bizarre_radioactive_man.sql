CREATE SCHEMA "talent";
--> statement-breakpoint
CREATE TABLE "talent"."tools" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"skill" boolean DEFAULT true NOT NULL,
	"position" integer
);
--> statement-breakpoint
CREATE TABLE "talent"."users" (
	"id" uuid PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"avatar_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_key" UNIQUE("email"),
	CONSTRAINT "users_email_lower_chk" CHECK ("email" = lower("email"))
);
--> statement-breakpoint
CREATE INDEX "tools_title_idx" ON "talent"."tools" USING btree ("title","id");--> statement-breakpoint
CREATE INDEX "tools_title_trgm_idx" ON "talent"."tools" USING gin ("title" gin_trgm_ops);