/**
 * talent subgraph tables: user profiles (under the account's id) with their work experiences and educations, the
 * tools and skills vocabulary, career roles and their skill sets, and the saved CV scores.
 */
import { sql } from "drizzle-orm";
import { boolean, check, foreignKey, index, integer, jsonb, pgSchema, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { unique } from "drizzle-orm/pg-core";

export const talent = pgSchema("talent");

/** SPEC §3 employment status ids. */
export const employmentStatusEnum = talent.enum("employment_status", [
  "EMPLOYED_AND_NOT_LOOKING_FOR_JOB",
  "EMPLOYED_BUT_LOOKING_FOR_JOB",
  "UNEMPLOYED_AND_LOOKING_FOR_JOB",
  "UNEMPLOYED_BUT_NOT_LOOKING_FOR_JOB",
]);
/** SPEC §3 UI languages, stored with the SPEC's spelling (the GraphQL enum maps zh_Hant ↔ zh-Hant). */
export const uiLanguageEnum = talent.enum("ui_language", ["en", "zh-Hant", "zh-Hans"]);
export const skillImportanceEnum = talent.enum("skill_importance", ["CORE", "NICE_TO_HAVE"]);
export const cvSourceEnum = talent.enum("cv_source", ["PROFILE", "TEXT"]);

/** Profile links (SPEC §3 links.linkedin_link and the others the form offers). */
export interface ProfileLinksValue {
  linkedin?: string | null;
  github?: string | null;
  portfolio?: string | null;
  website?: string | null;
}

/** A YYYY-MM month, checked in the database too. */
const MONTH_CHECK = `'^[0-9]{4}-(0[1-9]|1[0-2])$'`;

/** The tools and skills vocabulary (SPEC §3 Tool/skill). `skill` is false for concepts such as AI or Web3. */
export const tools = talent.table(
  "tools",
  {
    id: text("id").primaryKey(),
    title: text("title").notNull(),
    skill: boolean("skill").notNull().default(true),
    /** Optional display order within marketing lists; the API lists by title. */
    position: integer("position"),
  },
  (t) => [index("tools_title_idx").on(t.title, t.id), index("tools_title_trgm_idx").using("gin", t.title.op("gin_trgm_ops"))],
);

/** Career roles (SPEC §3 role-to-course mapping): targets for CV relevance, courses, skills and jobs. */
export const careerRoles = talent.table(
  "career_roles",
  {
    /** Slug, for example `data-science`. */
    id: text("id").primaryKey(),
    title: text("title").notNull(),
    /** The SPEC's order. */
    position: integer("position").notNull(),
  },
  (t) => [index("career_roles_position_idx").on(t.position)],
);

/** A career role's skill set. */
export const roleSkills = talent.table(
  "role_skills",
  {
    roleId: text("role_id")
      .notNull()
      .references(() => careerRoles.id, { onDelete: "cascade" }),
    toolId: text("tool_id")
      .notNull()
      .references(() => tools.id, { onDelete: "restrict" }),
    importance: skillImportanceEnum("importance").notNull(),
    /** Order within the role's skill set (most important first). */
    position: integer("position").notNull(),
  },
  (t) => [primaryKey({ name: "role_skills_pkey", columns: [t.roleId, t.toolId] }), index("role_skills_tool_idx").on(t.toolId)],
);

/**
 * A person's profile. The id is the auth account's id (no FK: auth is another module's schema); roles live with
 * the account, not here. List values (languages, countries, skill ids) are validated against the option lists and
 * the vocabulary on write.
 */
export const users = talent.table(
  "users",
  {
    id: uuid("id").primaryKey(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    /** Stored lower-cased (checked), so uniqueness is case-insensitive by construction. */
    email: text("email").notNull(),
    /** Storage key of the uploaded avatar (`avatar/<uuid>.<ext>`); the API hands out a signed, expiring URL. */
    avatarKey: text("avatar_key"),
    bio: text("bio"),
    employmentStatus: employmentStatusEnum("employment_status"),
    languages: text("languages")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    workPermitLocations: text("work_permit_locations")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Tool ids from the vocabulary, in the order the person listed them. */
    skillIds: text("skill_ids")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Contact location (city, country). */
    location: text("location"),
    links: jsonb("links")
      .$type<ProfileLinksValue>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    uiLanguage: uiLanguageEnum("ui_language"),
    targetRoleId: text("target_role_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("users_email_key").on(t.email),
    check("users_email_lower_chk", sql`"email" = lower("email")`),
    foreignKey({ name: "users_target_role_fk", columns: [t.targetRoleId], foreignColumns: [careerRoles.id] }).onDelete("set null"),
    // People search (SPEC §5): case-insensitive substring of first name, last name, full name or email.
    index("users_first_name_trgm_idx").using("gin", t.firstName.op("gin_trgm_ops")),
    index("users_last_name_trgm_idx").using("gin", t.lastName.op("gin_trgm_ops")),
    index("users_email_trgm_idx").using("gin", t.email.op("gin_trgm_ops")),
    index("users_full_name_trgm_idx").using("gin", sql`(("first_name" || ' ' || "last_name")) gin_trgm_ops`),
    // The people list's order.
    index("users_name_idx").on(t.firstName, t.lastName, t.id),
  ],
);

/** Work experiences (SPEC §3 workExperiences: job title, employer, time, descriptions). */
export const workExperiences = talent.table(
  "work_experiences",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    jobTitle: text("job_title").notNull(),
    employerName: text("employer_name").notNull(),
    /** YYYY-MM. */
    startMonth: text("start_month").notNull(),
    /** YYYY-MM; null while current. */
    endMonth: text("end_month"),
    descriptions: text("descriptions")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("work_experiences_user_idx").on(t.userId),
    check("work_experiences_start_chk", sql.raw(`"start_month" ~ ${MONTH_CHECK}`)),
    check("work_experiences_end_chk", sql.raw(`"end_month" IS NULL OR ("end_month" ~ ${MONTH_CHECK} AND "end_month" >= "start_month")`)),
  ],
);

/** Educations (SPEC §3 educations: university, level, field, time, grade, descriptions). */
export const educations = talent.table(
  "educations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    university: text("university").notNull(),
    level: text("level").notNull(),
    field: text("field").notNull(),
    startMonth: text("start_month").notNull(),
    endMonth: text("end_month"),
    grade: text("grade"),
    descriptions: text("descriptions")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("educations_user_idx").on(t.userId),
    check("educations_start_chk", sql.raw(`"start_month" ~ ${MONTH_CHECK}`)),
    check("educations_end_chk", sql.raw(`"end_month" IS NULL OR ("end_month" ~ ${MONTH_CHECK} AND "end_month" >= "start_month")`)),
  ],
);

/** Points per criterion of a saved score (only numbers: pasted CV text is never stored). */
export type CvCriteriaPoints = Record<string, number>;

/** CV score history: a snapshot whenever a computed score differs from the last one of the same user, source and role. */
export const cvScores = talent.table(
  "cv_scores",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    source: cvSourceEnum("source").notNull(),
    roleId: text("role_id")
      .notNull()
      .references(() => careerRoles.id, { onDelete: "cascade" }),
    total: integer("total").notNull(),
    criteria: jsonb("criteria").$type<CvCriteriaPoints>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // History newest first, and "the latest snapshot of this user, source and role" (both scanned backwards).
    index("cv_scores_user_created_idx").on(t.userId, t.createdAt, t.id),
    index("cv_scores_user_source_role_created_idx").on(t.userId, t.source, t.roleId, t.createdAt),
    check("cv_scores_total_chk", sql`"total" BETWEEN 0 AND 100`),
  ],
);
