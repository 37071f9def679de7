CREATE TABLE "auth"."api_key_windows" (
	"key_id" uuid NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"requests" integer DEFAULT 0 NOT NULL,
	"cost" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "api_key_windows_pkey" PRIMARY KEY("key_id","window_start")
);
--> statement-breakpoint
CREATE TABLE "auth"."api_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"key_hash" text NOT NULL,
	"shown_prefix" text NOT NULL,
	"scopes" text[] NOT NULL,
	"requests_per_minute" integer NOT NULL,
	"cost_per_minute" integer NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "api_keys_key_hash_key" UNIQUE("key_hash")
);
--> statement-breakpoint
ALTER TABLE "auth"."api_key_windows" ADD CONSTRAINT "api_key_windows_key_id_api_keys_id_fk" FOREIGN KEY ("key_id") REFERENCES "auth"."api_keys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth"."api_keys" ADD CONSTRAINT "api_keys_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "auth"."accounts"("id") ON DELETE set null ON UPDATE no action;