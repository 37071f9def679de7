/** events subgraph tables: events (the SPEC's sections, registrations and teams have no tables yet). */
import { sql } from "drizzle-orm";
import { boolean, check, index, jsonb, pgSchema, text, timestamp } from "drizzle-orm/pg-core";

export const events = pgSchema("events");

/** SPEC §3 event types, spelt as the GraphQL enum. */
export const eventTypeEnum = events.enum("event_type", ["Webinar", "NetworkingMixer", "InfoSession", "OutreachProgramme", "CareerFair"]);
export const eventModeEnum = events.enum("event_mode", ["Online", "Physical"]);

/** One day (or session) of an event, as ISO 8601 instants. */
export interface EventDateRange {
  from: string;
  to: string;
}
export interface EventLocation {
  country: string;
  short: string;
  full: string;
  /** Embedded-map source, when any (SPEC: "map source"). */
  mapSrc?: string;
}

export const eventTable = events.table(
  "events",
  {
    /** Natural id (slug); jobs refer to it (for example "kl-career-fair-2025"). */
    id: text("id").primaryKey(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    featured: boolean("featured").notNull().default(false),
    showAtDashboard: boolean("show_at_dashboard").notNull().default(false),
    type: eventTypeEnum("type").notNull(),
    mode: eventModeEnum("mode").notNull(),
    location: jsonb("location").$type<EventLocation | null>(),
    dates: jsonb("dates").$type<EventDateRange[]>().notNull(),
    /**
     * The first day's start, kept beside `dates` (written from it by the same code) so "soonest first" is an indexed
     * sort: an expression index cannot cast JSON text to timestamptz (the cast is not immutable).
     */
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    registrationFrom: timestamp("registration_from", { withTimezone: true }).notNull(),
    registrationTo: timestamp("registration_to", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("events_starts_idx").on(t.startsAt, t.id),
    check("events_registration_period_chk", sql`"registration_from" < "registration_to"`),
    check("events_dates_nonempty_chk", sql`jsonb_typeof("dates") = 'array' AND jsonb_array_length("dates") > 0`),
  ],
);
