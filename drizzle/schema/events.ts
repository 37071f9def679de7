/** events subgraph tables: events with their page sections, exhibitors, teams and registrations. */
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgSchema,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import {
  EVENT_MODES,
  EVENT_TYPES,
  type EventBanner,
  type EventDateRange,
  type EventLink,
  type EventLocation,
  type EventSections,
} from "../../subgraphs/events/modules/listings/rules/content.js";
import { INVITE_PURPOSES } from "../../subgraphs/events/modules/invites/rules/invites.js";
import { REGISTRATION_STATUSES } from "../../subgraphs/events/modules/registration/rules/registration.js";

export type { EventDateRange, EventLocation };

export const events = pgSchema("events");

export const eventTypeEnum = events.enum("event_type", EVENT_TYPES);
export const eventModeEnum = events.enum("event_mode", EVENT_MODES);
export const registrationStatusEnum = events.enum("registration_status", REGISTRATION_STATUSES);
/** SPEC §2 sign-up links: purpose=learn (talent) or recruit (the recruit side, per exhibitor). */
export const invitePurposeEnum = events.enum("invite_purpose", INVITE_PURPOSES);

export const eventTable = events.table(
  "events",
  {
    /** Natural id (slug); jobs refer to it (for example "kl-tech-career-fair"). */
    id: text("id").primaryKey(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    featured: boolean("featured").notNull().default(false),
    showAtDashboard: boolean("show_at_dashboard").notNull().default(false),
    type: eventTypeEnum("type").notNull(),
    mode: eventModeEnum("mode").notNull(),
    location: jsonb("location").$type<EventLocation | null>(),
    /** IANA time zone the event's schedule is grouped in (its days are that zone's dates). */
    timeZone: text("time_zone").notNull().default("Asia/Kuala_Lumpur"),
    dates: jsonb("dates").$type<EventDateRange[]>().notNull(),
    /**
     * The first day's start and the last day's end, kept beside `dates` (written from it by the same code) so
     * "soonest first" and "upcoming or past" are indexed: an expression index cannot cast JSON text to timestamptz.
     */
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    registrationFrom: timestamp("registration_from", { withTimezone: true }).notNull(),
    registrationTo: timestamp("registration_to", { withTimezone: true }).notNull(),
    banner: jsonb("banner").$type<EventBanner | null>(),
    links: jsonb("links").$type<EventLink[]>().notNull().default([]),
    sections: jsonb("sections").$type<EventSections>().notNull(),
    /** Places, when the event has a limit; registrations past it join the waitlist. */
    capacity: integer("capacity"),
    /** Registered (not waitlisted, not cancelled) places, kept under the event row's lock so no page counts them. */
    placesTaken: integer("places_taken").notNull().default(0),
    /** Team registration (SPEC §5): teams of teamMinSize–teamMaxSize students in years minYear–maxYear. */
    teamMinSize: smallint("team_min_size"),
    teamMaxSize: smallint("team_max_size"),
    minYear: smallint("min_year"),
    maxYear: smallint("max_year"),
  },
  (t) => [
    index("events_starts_idx").on(t.startsAt, t.id),
    index("events_ends_idx").on(t.endsAt, t.id),
    index("events_dashboard_idx")
      .on(t.startsAt, t.id)
      .where(sql`"show_at_dashboard"`),
    index("events_featured_idx")
      .on(t.startsAt, t.id)
      .where(sql`"featured"`),
    check("events_registration_period_chk", sql`"registration_from" < "registration_to"`),
    check("events_dates_nonempty_chk", sql`jsonb_typeof("dates") = 'array' AND jsonb_array_length("dates") > 0`),
    check("events_span_chk", sql`"starts_at" < "ends_at"`),
    check("events_capacity_chk", sql`"capacity" IS NULL OR ("capacity" > 0 AND "places_taken" <= "capacity")`),
    check("events_places_taken_chk", sql`"places_taken" >= 0`),
    check(
      "events_team_chk",
      sql`("team_min_size" IS NULL) = ("team_max_size" IS NULL) AND ("team_min_size" IS NULL OR (1 < "team_min_size" AND "team_min_size" <= "team_max_size" AND "min_year" IS NOT NULL AND "max_year" IS NOT NULL AND "min_year" <= "max_year"))`,
    ),
  ],
);

/** Employers exhibiting at an event (SPEC §2 event page: employers). The employer lives in jobs; this holds its id. */
export const eventExhibitors = events.table(
  "event_exhibitors",
  {
    eventId: text("event_id")
      .notNull()
      .references(() => eventTable.id, { onDelete: "cascade" }),
    employerId: text("employer_id").notNull(),
    booth: text("booth"),
    position: integer("position").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.employerId] }), index("event_exhibitors_employer_idx").on(t.employerId)],
);

/** A team for an event that takes teams (SPEC §5 team registration); its lead invites the members with its code. */
export const eventTeams = events.table(
  "event_teams",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    eventId: text("event_id")
      .notNull()
      .references(() => eventTable.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    leadId: uuid("lead_id").notNull(),
    /** The code the lead shares with members to join. */
    joinCode: text("join_code").notNull().unique(),
    /** Arrival order (the waitlist's), assigned under the event's lock; a clock can tie, this cannot. */
    seq: bigint("seq", { mode: "number" }).generatedAlwaysAsIdentity().notNull(),
    /** At a team event places count teams: the team holds one or waits; its members' registrations follow it. */
    status: registrationStatusEnum("status").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    promotedAt: timestamp("promoted_at", { withTimezone: true }),
    disbandedAt: timestamp("disbanded_at", { withTimezone: true }),
  },
  (t) => [
    index("event_teams_event_idx")
      .on(t.eventId, t.status, t.seq)
      .where(sql`"disbanded_at" IS NULL`),
    uniqueIndex("event_teams_name_key")
      .on(t.eventId, sql`lower("name")`)
      .where(sql`"disbanded_at" IS NULL`),
  ],
);

/** A person's registration for an event: registered or waitlisted until cancelled. */
export const eventRegistrations = events.table(
  "event_registrations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    eventId: text("event_id")
      .notNull()
      .references(() => eventTable.id, { onDelete: "cascade" }),
    userId: uuid("user_id").notNull(),
    status: registrationStatusEnum("status").notNull(),
    /** Arrival order (the waitlist's and a team's members'), assigned under the event's lock; a clock can tie, this cannot. */
    seq: bigint("seq", { mode: "number" }).generatedAlwaysAsIdentity().notNull(),
    teamId: uuid("team_id").references(() => eventTeams.id, { onDelete: "set null" }),
    /** Year of study (1–4) a team member declares (SPEC §5). */
    yearOfStudy: smallint("year_of_study"),
    /** Whether the person agreed that the event's exhibitors see their name and profile. */
    shareWithExhibitors: boolean("share_with_exhibitors").notNull().default(false),
    /** Registered through a sign-up link with role=jobseeker: shown to exhibitors as looking for a job. */
    jobSeeker: boolean("job_seeker").notNull().default(false),
    /** The invite code the person came with, when any. */
    inviteCode: text("invite_code"),
    registeredAt: timestamp("registered_at", { withTimezone: true }).notNull(),
    promotedAt: timestamp("promoted_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
  },
  (t) => [
    // One standing registration per person per event; a cancelled one may be followed by a new one.
    uniqueIndex("event_registrations_one_per_person_key")
      .on(t.eventId, t.userId)
      .where(sql`"cancelled_at" IS NULL`),
    index("event_registrations_user_idx").on(t.userId, t.registeredAt),
    // The waitlist in order, and an event's attendees, without scanning cancelled rows.
    index("event_registrations_event_status_idx")
      .on(t.eventId, t.status, t.seq)
      .where(sql`"cancelled_at" IS NULL`),
    index("event_registrations_team_idx")
      .on(t.teamId)
      .where(sql`"cancelled_at" IS NULL`),
    check("event_registrations_year_chk", sql`"year_of_study" IS NULL OR "year_of_study" BETWEEN 1 AND 10`),
  ],
);

/**
 * Invite codes behind the SPEC's event sign-up links: issued per event (learn) or per exhibitor (recruit), checked,
 * counted and able to expire or run out.
 */
export const eventInviteCodes = events.table(
  "event_invite_codes",
  {
    code: text("code").primaryKey(),
    eventId: text("event_id")
      .notNull()
      .references(() => eventTable.id, { onDelete: "cascade" }),
    purpose: invitePurposeEnum("purpose").notNull(),
    /** The exhibiting employer a recruit code is for; null for learn codes. */
    employerId: text("employer_id"),
    /** Where the code is handed out (a newsletter, a partner school, a booth), for the organiser. */
    label: text("label").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    maxUses: integer("max_uses"),
    uses: integer("uses").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    createdBy: uuid("created_by"),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [
    index("event_invite_codes_event_idx").on(t.eventId, t.createdAt),
    check("event_invite_codes_employer_chk", sql`("purpose" = 'recruit') = ("employer_id" IS NOT NULL)`),
    check("event_invite_codes_uses_chk", sql`"uses" >= 0 AND ("max_uses" IS NULL OR ("max_uses" > 0 AND "uses" <= "max_uses"))`),
  ],
);

/** Who used which invite code (a person counts once per code). */
export const eventInviteRedemptions = events.table(
  "event_invite_redemptions",
  {
    code: text("code")
      .notNull()
      .references(() => eventInviteCodes.code, { onDelete: "cascade" }),
    userId: uuid("user_id").notNull(),
    redeemedAt: timestamp("redeemed_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.code, t.userId] }), index("event_invite_redemptions_user_idx").on(t.userId)],
);

/** Event exhibitors' people (SPEC: event exhibitor role): who acts for which exhibiting employer at which event. */
export const eventExhibitorMembers = events.table(
  "event_exhibitor_members",
  {
    eventId: text("event_id").notNull(),
    employerId: text("employer_id").notNull(),
    userId: uuid("user_id").notNull(),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.employerId, t.userId] }),
    foreignKey({ columns: [t.eventId, t.employerId], foreignColumns: [eventExhibitors.eventId, eventExhibitors.employerId] }).onDelete(
      "cascade",
    ),
    index("event_exhibitor_members_user_idx").on(t.userId, t.eventId),
  ],
);
