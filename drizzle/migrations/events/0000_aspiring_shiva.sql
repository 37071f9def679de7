CREATE SCHEMA "events";
--> statement-breakpoint
CREATE TYPE "events"."event_mode" AS ENUM('Online', 'Physical');--> statement-breakpoint
CREATE TYPE "events"."event_type" AS ENUM('Webinar', 'NetworkingMixer', 'InfoSession', 'OutreachProgramme', 'CareerFair');--> statement-breakpoint
CREATE TABLE "events"."events" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"show_at_dashboard" boolean DEFAULT false NOT NULL,
	"type" "events"."event_type" NOT NULL,
	"mode" "events"."event_mode" NOT NULL,
	"location" jsonb,
	"dates" jsonb NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"registration_from" timestamp with time zone NOT NULL,
	"registration_to" timestamp with time zone NOT NULL,
	CONSTRAINT "events_registration_period_chk" CHECK ("registration_from" < "registration_to"),
	CONSTRAINT "events_dates_nonempty_chk" CHECK (jsonb_typeof("dates") = 'array' AND jsonb_array_length("dates") > 0)
);
--> statement-breakpoint
CREATE INDEX "events_starts_idx" ON "events"."events" USING btree ("starts_at","id");