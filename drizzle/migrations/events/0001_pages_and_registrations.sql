CREATE TYPE "events"."invite_purpose" AS ENUM('learn', 'recruit');--> statement-breakpoint
CREATE TYPE "events"."registration_status" AS ENUM('Registered', 'Waitlisted');--> statement-breakpoint
CREATE TABLE "events"."event_exhibitor_members" (
	"event_id" text NOT NULL,
	"employer_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	CONSTRAINT "event_exhibitor_members_event_id_employer_id_user_id_pk" PRIMARY KEY("event_id","employer_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "events"."event_exhibitors" (
	"event_id" text NOT NULL,
	"employer_id" text NOT NULL,
	"booth" text,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "event_exhibitors_event_id_employer_id_pk" PRIMARY KEY("event_id","employer_id")
);
--> statement-breakpoint
CREATE TABLE "events"."event_invite_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"purpose" "events"."invite_purpose" NOT NULL,
	"employer_id" text,
	"label" text NOT NULL,
	"expires_at" timestamp with time zone,
	"max_uses" integer,
	"uses" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" uuid,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "event_invite_codes_employer_chk" CHECK (("purpose" = 'recruit') = ("employer_id" IS NOT NULL)),
	CONSTRAINT "event_invite_codes_uses_chk" CHECK ("uses" >= 0 AND ("max_uses" IS NULL OR ("max_uses" > 0 AND "uses" <= "max_uses")))
);
--> statement-breakpoint
CREATE TABLE "events"."event_invite_redemptions" (
	"code" text NOT NULL,
	"user_id" uuid NOT NULL,
	"redeemed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "event_invite_redemptions_code_user_id_pk" PRIMARY KEY("code","user_id")
);
--> statement-breakpoint
CREATE TABLE "events"."event_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"status" "events"."registration_status" NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "events"."event_registrations_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"team_id" uuid,
	"year_of_study" smallint,
	"share_with_exhibitors" boolean DEFAULT false NOT NULL,
	"job_seeker" boolean DEFAULT false NOT NULL,
	"invite_code" text,
	"registered_at" timestamp with time zone NOT NULL,
	"promoted_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "event_registrations_year_chk" CHECK ("year_of_study" IS NULL OR "year_of_study" BETWEEN 1 AND 10)
);
--> statement-breakpoint
CREATE TABLE "events"."event_teams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" text NOT NULL,
	"name" text NOT NULL,
	"lead_id" uuid NOT NULL,
	"join_code" text NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "events"."event_teams_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"status" "events"."registration_status" NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"promoted_at" timestamp with time zone,
	"disbanded_at" timestamp with time zone,
	CONSTRAINT "event_teams_join_code_unique" UNIQUE("join_code")
);
--> statement-breakpoint
ALTER TABLE "events"."events" ADD COLUMN "time_zone" text DEFAULT 'Asia/Kuala_Lumpur' NOT NULL;--> statement-breakpoint
-- The earlier seed's events (fixed 2025–2027 dates, year-suffixed ids) give way to the new seed's, dated from the day
-- of seeding; nothing referred to them in this schema yet.
DELETE FROM "events"."events" WHERE "id" IN ('kl-career-fair-2025', 'breaking-into-data-webinar-2026', 'hk-tech-networking-mixer-2026', 'kyouth-info-session-2027', 'penang-schools-outreach-2027');--> statement-breakpoint
ALTER TABLE "events"."events" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
UPDATE "events"."events" SET "ends_at" = (SELECT max(("d"->>'to')::timestamptz) FROM jsonb_array_elements("dates") AS "d");--> statement-breakpoint
ALTER TABLE "events"."events" ALTER COLUMN "ends_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "events"."events" ADD COLUMN "banner" jsonb;--> statement-breakpoint
ALTER TABLE "events"."events" ADD COLUMN "links" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "events"."events" ADD COLUMN "sections" jsonb DEFAULT '{"overview":null,"employers":null,"partners":[],"speakers":[],"offers":null,"schedule":[],"locationDetails":null,"attendee":[],"sectors":[]}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "events"."events" ALTER COLUMN "sections" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "events"."events" ADD COLUMN "capacity" integer;--> statement-breakpoint
ALTER TABLE "events"."events" ADD COLUMN "places_taken" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "events"."events" ADD COLUMN "team_min_size" smallint;--> statement-breakpoint
ALTER TABLE "events"."events" ADD COLUMN "team_max_size" smallint;--> statement-breakpoint
ALTER TABLE "events"."events" ADD COLUMN "min_year" smallint;--> statement-breakpoint
ALTER TABLE "events"."events" ADD COLUMN "max_year" smallint;--> statement-breakpoint
ALTER TABLE "events"."event_exhibitor_members" ADD CONSTRAINT "event_exhibitor_members_event_id_employer_id_event_exhibitors_event_id_employer_id_fk" FOREIGN KEY ("event_id","employer_id") REFERENCES "events"."event_exhibitors"("event_id","employer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events"."event_exhibitors" ADD CONSTRAINT "event_exhibitors_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "events"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events"."event_invite_codes" ADD CONSTRAINT "event_invite_codes_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "events"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events"."event_invite_redemptions" ADD CONSTRAINT "event_invite_redemptions_code_event_invite_codes_code_fk" FOREIGN KEY ("code") REFERENCES "events"."event_invite_codes"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events"."event_registrations" ADD CONSTRAINT "event_registrations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "events"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events"."event_registrations" ADD CONSTRAINT "event_registrations_team_id_event_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "events"."event_teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events"."event_teams" ADD CONSTRAINT "event_teams_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "events"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_exhibitor_members_user_idx" ON "events"."event_exhibitor_members" USING btree ("user_id","event_id");--> statement-breakpoint
CREATE INDEX "event_exhibitors_employer_idx" ON "events"."event_exhibitors" USING btree ("employer_id");--> statement-breakpoint
CREATE INDEX "event_invite_codes_event_idx" ON "events"."event_invite_codes" USING btree ("event_id","created_at");--> statement-breakpoint
CREATE INDEX "event_invite_redemptions_user_idx" ON "events"."event_invite_redemptions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "event_registrations_one_per_person_key" ON "events"."event_registrations" USING btree ("event_id","user_id") WHERE "cancelled_at" IS NULL;--> statement-breakpoint
CREATE INDEX "event_registrations_user_idx" ON "events"."event_registrations" USING btree ("user_id","registered_at");--> statement-breakpoint
CREATE INDEX "event_registrations_event_status_idx" ON "events"."event_registrations" USING btree ("event_id","status","seq") WHERE "cancelled_at" IS NULL;--> statement-breakpoint
CREATE INDEX "event_registrations_team_idx" ON "events"."event_registrations" USING btree ("team_id") WHERE "cancelled_at" IS NULL;--> statement-breakpoint
CREATE INDEX "event_teams_event_idx" ON "events"."event_teams" USING btree ("event_id","status","seq") WHERE "disbanded_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "event_teams_name_key" ON "events"."event_teams" USING btree ("event_id",lower("name")) WHERE "disbanded_at" IS NULL;--> statement-breakpoint
CREATE INDEX "events_ends_idx" ON "events"."events" USING btree ("ends_at","id");--> statement-breakpoint
CREATE INDEX "events_dashboard_idx" ON "events"."events" USING btree ("starts_at","id") WHERE "show_at_dashboard";--> statement-breakpoint
ALTER TABLE "events"."events" ADD CONSTRAINT "events_span_chk" CHECK ("starts_at" < "ends_at");--> statement-breakpoint
ALTER TABLE "events"."events" ADD CONSTRAINT "events_capacity_chk" CHECK ("capacity" IS NULL OR ("capacity" > 0 AND "places_taken" <= "capacity"));--> statement-breakpoint
ALTER TABLE "events"."events" ADD CONSTRAINT "events_places_taken_chk" CHECK ("places_taken" >= 0);--> statement-breakpoint
ALTER TABLE "events"."events" ADD CONSTRAINT "events_team_chk" CHECK (("team_min_size" IS NULL) = ("team_max_size" IS NULL) AND ("team_min_size" IS NULL OR (1 < "team_min_size" AND "team_min_size" <= "team_max_size" AND "min_year" IS NOT NULL AND "max_year" IS NOT NULL AND "min_year" <= "max_year")));