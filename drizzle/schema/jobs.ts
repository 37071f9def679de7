/** jobs subgraph tables: employers (hiring partners) and their job postings. */
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgSchema,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { ContentTranslations } from "../../subgraphs/shared/translations.js";

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
    /** The logo: a path starting with "/" is a bundled static image (client/public), else a storage key of an upload. */
    logoPath: text("logo_path"),
  },
  (t) => [
    index("employers_hiring_partner_idx")
      .on(t.hiringPartner)
      .where(sql`"hiring_partner"`),
  ],
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
    /** What the work is and who fits (plain text; blank lines separate paragraphs). */
    description: text("description").notNull().default(""),
    /** Set when the job stops taking applications; open while null. */
    closedAt: timestamp("closed_at", { withTimezone: true }),
  },
  (t) => [
    // Ascending indexes scanned backwards serve "newest first" (created_at DESC, id DESC) exactly.
    index("jobs_created_idx").on(t.createdAt, t.id),
    // The job list's order (featured first, then newest) over open jobs, the only ones it lists.
    index("jobs_open_featured_created_idx")
      .on(t.featured, t.createdAt, t.id)
      .where(sql`"closed_at" IS NULL`),
    // The filters' values (a loose index scan per column over open jobs) and the filters themselves.
    index("jobs_open_location_idx")
      .on(t.location)
      .where(sql`"closed_at" IS NULL`),
    index("jobs_open_type_idx")
      .on(t.type)
      .where(sql`"closed_at" IS NULL`),
    index("jobs_employer_created_idx").on(t.employerId, t.createdAt, t.id),
    index("jobs_role_created_idx").on(t.roleId, t.createdAt, t.id),
    index("jobs_event_idx")
      .on(t.eventId)
      .where(sql`"event_id" IS NOT NULL`),
    index("jobs_title_trgm_idx").using("gin", t.title.op("gin_trgm_ops")),
  ],
);

/**
 * Job campaigns (SPEC §2 job-area tabs, §3 "Job campaigns can be exclusive and active"). An exclusive campaign's jobs
 * are seen and applied to only by members of `programmeId` (courses owns membership; jobs asks it).
 */
export const campaigns = jobs.table("campaigns", {
  id: text("id").primaryKey(),
  title: text("title").notNull(),
  description: text("description").notNull().default(""),
  exclusive: boolean("exclusive").notNull().default(false),
  active: boolean("active").notNull().default(true),
  /** A courses-subgraph programme id (no FK across schemas). */
  programmeId: text("programme_id"),
  /** An events-subgraph event id (no FK across schemas). */
  eventId: text("event_id"),
  sortOrder: integer("sort_order").notNull().default(0),
  /** The title and description in the other interface languages (the columns above are English). */
  translations: jsonb("translations").$type<ContentTranslations<"title" | "description">>().notNull().default({}),
});

export const jobCampaigns = jobs.table(
  "job_campaigns",
  {
    jobId: integer("job_id")
      .notNull()
      .references(() => jobTable.id, { onDelete: "cascade" }),
    campaignId: text("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ name: "job_campaigns_pkey", columns: [t.jobId, t.campaignId] }),
    index("job_campaigns_campaign_idx").on(t.campaignId, t.jobId),
  ],
);

/** A learner's saved jobs (per user, real state: the SPEC's "divisible by 3" is mock sample data). */
export const savedJobs = jobs.table(
  "saved_jobs",
  {
    /** A talent user id (no FK across schemas). */
    userId: uuid("user_id").notNull(),
    jobId: integer("job_id")
      .notNull()
      .references(() => jobTable.id, { onDelete: "cascade" }),
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: "saved_jobs_pkey", columns: [t.userId, t.jobId] }),
    index("saved_jobs_user_saved_idx").on(t.userId, t.savedAt),
  ],
);

/** Job application statuses (rules/applications.ts). Text with a CHECK, like the courses subgraph's statuses. */
export type JobApplicationStatusValue = "APPLIED" | "REVIEWED" | "INTERVIEWING" | "OFFERED" | "HIRED" | "DECLINED" | "WITHDRAWN";

/** An application to a job: one per person and job, ever (the unique constraint; withdrawn ones included). */
export const jobApplications = jobs.table(
  "job_applications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    jobId: integer("job_id")
      .notNull()
      .references(() => jobTable.id, { onDelete: "restrict" }),
    /** A talent user id (no FK across schemas). */
    applicantId: uuid("applicant_id").notNull(),
    status: text("status").$type<JobApplicationStatusValue>().notNull().default("APPLIED"),
    coverNote: text("cover_note"),
    appliedAt: timestamp("applied_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    unique("job_applications_job_applicant_key").on(t.jobId, t.applicantId),
    index("job_applications_applicant_applied_idx").on(t.applicantId, t.appliedAt),
    index("job_applications_job_applied_idx").on(t.jobId, t.appliedAt),
    // The admin dashboard's new applications: only those no one has moved yet, so counting them is cheap.
    index("job_applications_new_idx")
      .on(t.appliedAt)
      .where(sql`"status" = 'APPLIED'`),
    check(
      "job_applications_status_check",
      sql`status in ('APPLIED', 'REVIEWED', 'INTERVIEWING', 'OFFERED', 'HIRED', 'DECLINED', 'WITHDRAWN')`,
    ),
    check("job_applications_cover_note_check", sql`cover_note is null or length(cover_note) <= 2000`),
  ],
);

/** Every status an application took, with its date: what the applicant sees ("so no one is left guessing"). */
export const jobApplicationHistory = jobs.table(
  "job_application_history",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => jobApplications.id, { onDelete: "cascade" }),
    status: text("status").$type<JobApplicationStatusValue>().notNull(),
    at: timestamp("at", { withTimezone: true }).notNull(),
    note: text("note"),
    /** Who made the change (talent user id). */
    changedBy: uuid("changed_by").notNull(),
  },
  (t) => [
    index("job_application_history_application_idx").on(t.applicationId, t.at),
    check(
      "job_application_history_status_check",
      sql`status in ('APPLIED', 'REVIEWED', 'INTERVIEWING', 'OFFERED', 'HIRED', 'DECLINED', 'WITHDRAWN')`,
    ),
  ],
);

/** Where a representative's request stands (rules/representatives.ts). */
export type RepresentativeStatusValue = "PENDING" | "APPROVED" | "REJECTED" | "REVOKED";
/** What a request asks: to join an existing employer, or to add a new one (created when a JOB_ADMIN approves). */
export type RepresentativeKindValue = "JOIN_EMPLOYER" | "NEW_EMPLOYER";

/** The company form's answers for a new employer, kept as proposed until a JOB_ADMIN approves the request. */
export interface ProposedCompanyValue {
  title: string;
  shortTitle: string;
  location: string;
  industry: string;
  size: string;
  profile: string;
  website: string | null;
}

/**
 * Company representatives and the employer they act for (SPEC §6 recruit side). Jobs owns this: a person with the
 * COMPANY_REPRESENTATIVE role acts for an employer only once a JOB_ADMIN approved their request, so nobody reaches an
 * employer's applicants by claiming its name. One live request (PENDING or APPROVED) per person, a database
 * constraint; refused and revoked ones stay as history.
 */
export const employerRepresentatives = jobs.table(
  "employer_representatives",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** A talent user id (no FK across schemas). */
    userId: uuid("user_id").notNull(),
    kind: text("kind").$type<RepresentativeKindValue>().notNull(),
    /** The employer joined; for NEW_EMPLOYER set when approved (the employer is created then). */
    employerId: text("employer_id").references(() => employers.id, { onDelete: "cascade" }),
    /** NEW_EMPLOYER only: the company form as submitted. */
    proposedCompany: jsonb("proposed_company").$type<ProposedCompanyValue>(),
    /** Their job title at the company, as they gave it. */
    position: text("position").notNull(),
    status: text("status").$type<RepresentativeStatusValue>().notNull().default("PENDING"),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    /** The JOB_ADMIN who decided (talent user id). */
    decidedBy: uuid("decided_by"),
    /** Shown to the person: why it was refused or revoked (required then), or a word on approval. */
    decisionNote: text("decision_note"),
  },
  (t) => [
    uniqueIndex("employer_representatives_live_user_key")
      .on(t.userId)
      .where(sql`status in ('PENDING', 'APPROVED')`),
    index("employer_representatives_user_requested_idx").on(t.userId, t.requestedAt),
    index("employer_representatives_employer_idx")
      .on(t.employerId)
      .where(sql`status = 'APPROVED'`),
    index("employer_representatives_status_requested_idx").on(t.status, t.requestedAt),
    check("employer_representatives_status_check", sql`status in ('PENDING', 'APPROVED', 'REJECTED', 'REVOKED')`),
    check("employer_representatives_kind_check", sql`kind in ('JOIN_EMPLOYER', 'NEW_EMPLOYER')`),
    check(
      "employer_representatives_target_check",
      sql`(kind = 'JOIN_EMPLOYER' and employer_id is not null and proposed_company is null) or (kind = 'NEW_EMPLOYER' and proposed_company is not null and (employer_id is not null or status <> 'APPROVED'))`,
    ),
  ],
);
