/** jobs subgraph tables: employers (hiring partners) and their job postings. */
import { sql } from "drizzle-orm";
import { boolean, index, integer, pgSchema, text, timestamp } from "drizzle-orm/pg-core";

export const jobs = pgSchema("jobs");

export const employers = jobs.table(
  "employers",
  {
    /** Natural id (slug). */
    id: text("id").primaryKey(),
    title: text("title").notNull(),
    shortTitle: text("short_title").notNull(),
    location: text("location").notNull(),
    industry: text("industry").notNull(),
    size: text("size").notNull(),
    profile: text("profile").notNull().default(""),
    website: text("website"),
    /** Hiring-partner logos on the home page come from here (no second list). */
    hiringPartner: boolean("hiring_partner").notNull().default(false),
    /** Storage key of the logo, once uploaded. */
    logoPath: text("logo_path"),
  },
  (t) => [index("employers_hiring_partner_idx").on(t.hiringPartner).where(sql`"hiring_partner"`)],
);

export const jobTable = jobs.table(
  "jobs",
  {
    /**
     * Numeric ids (the SPEC speaks of numeric job ids). Identity "by default" so the seed can keep fixed ids; the
     * sequence starts at 1000, above every seeded id, so postings created later never collide with them.
     */
    id: integer("id").primaryKey().generatedByDefaultAsIdentity({ startWith: 1000 }),
    title: text("title").notNull(),
    /** Career role the job belongs to (SPEC's career roles). */
    role: text("role").notNull(),
    /** The talent subgraph's career role id for `role` (no FK across schemas); null when the role is not one of them. */
    roleId: text("role_id"),
    employerId: text("employer_id")
      .notNull()
      .references(() => employers.id, { onDelete: "restrict" }),
    location: text("location").notNull(),
    remote: boolean("remote").notNull().default(false),
    type: text("type").notNull(),
    featured: boolean("featured").notNull().default(false),
    /** An events-subgraph event id (no FK across schemas: federation joins them). */
    eventId: text("event_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Ascending indexes scanned backwards serve "newest first" (created_at DESC, id DESC) exactly.
    index("jobs_created_idx").on(t.createdAt, t.id),
    index("jobs_employer_created_idx").on(t.employerId, t.createdAt, t.id),
    index("jobs_role_created_idx").on(t.roleId, t.createdAt, t.id),
    index("jobs_event_idx").on(t.eventId).where(sql`"event_id" IS NOT NULL`),
    index("jobs_title_trgm_idx").using("gin", t.title.op("gin_trgm_ops")),
  ],
);
