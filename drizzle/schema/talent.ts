/**
 * talent subgraph tables: user profiles (under the account's id) with their work experiences and educations, the
 * tools and skills vocabulary, career roles and their skill sets, the saved CV scores, and the skills system (its roles
 * with their requirements, skill tests, each person's chosen role, verified skills, the tests' question banks and attempts)
 * interviews (mock-interview slots, bookings and feedback; practice interviews from question sets) and career services
 * (staff, each learner's team, portfolio projects, resume and portfolio reviews).
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgSchema,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { unique, uniqueIndex } from "drizzle-orm/pg-core";
import { SKILL_CATEGORIES, SKILL_LEVELS, type SkillCategory, type SkillLevel } from "../../subgraphs/talent/modules/skills/rules/levels.js";
import {
  REQUIREMENT_KINDS,
  SENIORITIES,
  SKILL_ROLE_STATUSES,
  type RequirementKind,
  type Seniority,
  type SkillRoleStatus,
} from "../../subgraphs/talent/modules/skills/rules/roles.js";
import { SKILL_TEST_TOPICS, type SkillTestTopic } from "../../subgraphs/talent/modules/skills/rules/tests.js";
import {
  ATTEMPT_MODES,
  QUESTION_KINDS,
  type AttemptMode,
  type QuestionKind,
} from "../../subgraphs/talent/modules/skills/rules/attempts.js";
import {
  INTEGRITY_FLAGS,
  PROCTORING_SIGNAL_KINDS,
  type IntegrityFlag,
  type ProctoringSignalKind,
} from "../../subgraphs/talent/modules/skills/rules/proctoring.js";
import { INTERVIEW_FOCUSES, type InterviewFocus } from "../../subgraphs/talent/modules/interviews/rules/limits.js";
import {
  CAREER_REVIEW_KINDS,
  CAREER_STAFF_KINDS,
  PORTFOLIO_PROJECT_STATUSES,
  type CareerReviewKind,
  type CareerStaffKind,
  type PortfolioProjectStatus,
} from "../../subgraphs/talent/modules/careers/rules/limits.js";

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
  (t) => [
    index("tools_title_idx").on(t.title, t.id),
    index("tools_title_trgm_idx").using("gin", t.title.op("gin_trgm_ops")),
    // Admins add entries: two titles differing only in case would read as one skill.
    uniqueIndex("tools_title_lower_key").on(sql`lower(${t.title})`),
  ],
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
    /** When the person deleted their account: the row stays as "Deleted member" (posts' author), found by no search. */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    /** Optional emails the person switched off (mail kinds, e.g. "forum-digest"); every other email is transactional. */
    emailSwitchedOff: text("email_switched_off")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
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
    // The admin dashboard's sign-ups per day: a range over the last 30 days, grouped by day.
    index("users_created_idx").on(t.createdAt),
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

/** `"column" in ('A', 'B')`: the check constraint of a code column, from the rules' list of codes. */
const codeIn = (column: string, codes: readonly string[]) => sql.raw(`"${column}" in (${codes.map((c) => `'${c}'`).join(", ")})`);

/**
 * Roles of the skills system (SPEC §3): what a learner chooses on /skills/choose-role and measures readiness against.
 * Not the career roles above (what courses and jobs target). Seeded from `skills/roles-seed-data.ts`; admins edit them.
 */
export const skillRoles = talent.table(
  "skill_roles",
  {
    /** For example `role-frontend-developer-mid`. */
    id: text("id").primaryKey(),
    /** Shared by a role's seniorities (`frontend-developer`). */
    family: text("family").notNull(),
    familyTitle: text("family_title").notNull(),
    title: text("title").notNull(),
    /** Null for roles not split by seniority (the coming-soon ones). */
    seniority: text("seniority").$type<Seniority>(),
    status: text("status").$type<SkillRoleStatus>().notNull(),
    variantOf: text("variant_of"),
    /** The career role whose courses and open jobs this role leads to (SkillRole.careerRole); null for none. */
    careerRoleId: text("career_role_id").references(() => careerRoles.id, { onDelete: "set null" }),
    summary: text("summary").notNull(),
    /** The seed's order; families are listed in the order of their first role. */
    position: integer("position").notNull(),
  },
  (t) => [
    foreignKey({ name: "skill_roles_variant_of_fk", columns: [t.variantOf], foreignColumns: [t.id] }).onDelete("set null"),
    check("skill_roles_seniority_check", sql`"seniority" IS NULL OR ${codeIn("seniority", SENIORITIES)}`),
    check("skill_roles_status_check", codeIn("status", SKILL_ROLE_STATUSES)),
    check("skill_roles_not_own_variant_check", sql`"variant_of" <> "id"`),
  ],
);

/**
 * A role's requirements (SPEC §3): MANDATORY names one skill, CONDITIONAL any one of several; either at least at
 * `level`. The skills are rows of skill_requirement_skills. The id is unique within the role.
 */
export const skillRequirements = talent.table(
  "skill_requirements",
  {
    roleId: text("role_id")
      .notNull()
      .references(() => skillRoles.id, { onDelete: "cascade" }),
    id: text("id").notNull(),
    kind: text("kind").$type<RequirementKind>().notNull(),
    category: text("category").$type<SkillCategory>().notNull(),
    level: text("level").$type<SkillLevel>().notNull(),
    /** What a condition asks in words ("A front-end framework"); null for a mandatory requirement (its skill's title). */
    title: text("title"),
    /** Order within the role (category order, then the seed's). */
    position: integer("position").notNull(),
  },
  (t) => [
    primaryKey({ name: "skill_requirements_pkey", columns: [t.roleId, t.id] }),
    check("skill_requirements_kind_check", codeIn("kind", REQUIREMENT_KINDS)),
    check("skill_requirements_category_check", codeIn("category", SKILL_CATEGORIES)),
    check("skill_requirements_level_check", codeIn("level", SKILL_LEVELS)),
    check("skill_requirements_title_check", sql`("kind" = 'CONDITIONAL') = ("title" IS NOT NULL)`),
  ],
);

/** The skills that meet a requirement: one for a mandatory requirement, the allowed ones (most common first) for a condition. */
export const skillRequirementSkills = talent.table(
  "skill_requirement_skills",
  {
    roleId: text("role_id").notNull(),
    requirementId: text("requirement_id").notNull(),
    toolId: text("tool_id")
      .notNull()
      .references(() => tools.id, { onDelete: "restrict" }),
    position: integer("position").notNull(),
  },
  (t) => [
    primaryKey({ name: "skill_requirement_skills_pkey", columns: [t.roleId, t.requirementId, t.toolId] }),
    foreignKey({
      name: "skill_requirement_skills_requirement_fk",
      columns: [t.roleId, t.requirementId],
      foreignColumns: [skillRequirements.roleId, skillRequirements.id],
    }).onDelete("cascade"),
    index("skill_requirement_skills_tool_idx").on(t.toolId),
  ],
);

/** Skill tests (SPEC §3, §9): one per topic and level; passing verifies its skills at its level. Seeded from `skills/tests-seed-data.ts`. */
export const skillTests = talent.table(
  "skill_tests",
  {
    /** `<topic>-<level>`, for example `js-intermediate`. */
    id: text("id").primaryKey(),
    topic: text("topic").$type<SkillTestTopic>().notNull(),
    level: text("level").$type<SkillLevel>().notNull(),
    title: text("title").notNull(),
    questionsDrawn: integer("questions_drawn").notNull(),
    pointsPerQuestion: integer("points_per_question").notNull(),
    timeLimitMinutes: integer("time_limit_minutes").notNull(),
    passMarkPercent: integer("pass_mark_percent").notNull(),
  },
  (t) => [
    // Listing and filtering by topic and level, and one test per topic and level.
    uniqueIndex("skill_tests_topic_level_key").on(t.topic, t.level),
    check("skill_tests_topic_check", codeIn("topic", SKILL_TEST_TOPICS)),
    check("skill_tests_level_check", codeIn("level", SKILL_LEVELS)),
    check("skill_tests_counts_check", sql`"questions_drawn" > 0 AND "points_per_question" > 0 AND "time_limit_minutes" > 0`),
    check("skill_tests_pass_mark_check", sql`"pass_mark_percent" BETWEEN 1 AND 100`),
  ],
);

/** The vocabulary skills a test verifies (the HTML/CSS tests verify both). */
export const skillTestSkills = talent.table(
  "skill_test_skills",
  {
    testId: text("test_id")
      .notNull()
      .references(() => skillTests.id, { onDelete: "cascade" }),
    toolId: text("tool_id")
      .notNull()
      .references(() => tools.id, { onDelete: "restrict" }),
    position: integer("position").notNull(),
  },
  // By tool: a requirement's tests are the tests verifying one of its skills.
  (t) => [primaryKey({ name: "skill_test_skills_pkey", columns: [t.testId, t.toolId] }), index("skill_test_skills_tool_idx").on(t.toolId)],
);

/** The skills-system role a person works toward: one row per person, replaced when they choose another. */
export const userSkillRoles = talent.table(
  "user_skill_roles",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    // A role removed by an admin leaves the person without one (they choose again), as a career role does.
    roleId: text("role_id")
      .notNull()
      .references(() => skillRoles.id, { onDelete: "cascade" }),
    chosenAt: timestamp("chosen_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("user_skill_roles_role_idx").on(t.roleId)],
);

/**
 * A person's verified skills: per skill, the highest level passed, the best score of the test that verified it (the
 * chart's score) and when the level was first verified.
 */
export const verifiedSkills = talent.table(
  "verified_skills",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    skillId: text("skill_id")
      .notNull()
      .references(() => tools.id, { onDelete: "restrict" }),
    level: text("level").$type<SkillLevel>().notNull(),
    score: integer("score").notNull(),
    testId: text("test_id").notNull(),
    verifiedAt: timestamp("verified_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    // The primary key's leading user_id serves "a person's verified skills".
    primaryKey({ name: "verified_skills_pkey", columns: [t.userId, t.skillId] }),
    // The test that verified the level is one that verifies this skill.
    foreignKey({
      name: "verified_skills_test_skill_fk",
      columns: [t.testId, t.skillId],
      foreignColumns: [skillTestSkills.testId, skillTestSkills.toolId],
    }).onDelete("restrict"),
    index("verified_skills_test_skill_idx").on(t.testId, t.skillId),
    check("verified_skills_level_check", codeIn("level", SKILL_LEVELS)),
    check("verified_skills_score_check", sql`"score" >= 0`),
  ],
);

/**
 * The question banks of the skill tests, seeded from `skills/rules/question-bank/` (insert-only, so an admin's edits
 * stay). Correct options never leave the server before an attempt is graded. A retired question is drawn no more but
 * stays for the attempts that drew it.
 */
export const skillQuestions = talent.table(
  "skill_questions",
  {
    /** Stable, for example `js-int-07`. */
    id: text("id").primaryKey(),
    testId: text("test_id")
      .notNull()
      .references(() => skillTests.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    prompt: text("prompt").notNull(),
    code: text("code"),
    kind: text("kind").$type<QuestionKind>().notNull(),
    options: jsonb("options").$type<{ id: string; text: string }[]>().notNull(),
    correct: text("correct").array().notNull(),
    explanation: text("explanation").notNull(),
    retiredAt: timestamp("retired_at", { withTimezone: true }),
    /** The question an admin's revision replaced (retired then), or null for an original. */
    revisionOf: text("revision_of"),
  },
  (t) => [
    foreignKey({ name: "skill_questions_revision_of_fk", columns: [t.revisionOf], foreignColumns: [t.id] }).onDelete("set null"),
    // A test's bank in its order (the draw reads the questions not retired).
    index("skill_questions_test_idx").on(t.testId, t.position),
    check("skill_questions_kind_check", codeIn("kind", QUESTION_KINDS)),
    check("skill_questions_correct_check", sql`cardinality("correct") >= 1`),
  ],
);

/**
 * Attempts at skill tests. The questions drawn are kept (ids, in the attempt's order) so a bank edited later never
 * changes an attempt. A VERIFY attempt has a deadline the server enforces; PRACTICE has none. `finished_at` is set
 * once, when the attempt is graded (on submission, or by closing it after its deadline), with the grade beside it.
 */
export const skillAttempts = talent.table(
  "skill_attempts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    testId: text("test_id")
      .notNull()
      .references(() => skillTests.id, { onDelete: "restrict" }),
    mode: text("mode").$type<AttemptMode>().notNull(),
    questionIds: text("question_ids").array().notNull(),
    /** The terms ticked before it started (all of them for VERIFY). */
    acceptedTermIds: text("accepted_term_ids").array().notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    deadline: timestamp("deadline", { withTimezone: true }),
    /** The test's pass mark when the attempt started: an admin's later change applies to later attempts only. */
    passMarkPercent: integer("pass_mark_percent").notNull(),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    score: integer("score"),
    total: integer("total"),
    passed: boolean("passed"),
    /** Per drawn question: answered, correct and points (the ranking's breakdown). */
    breakdown: jsonb("breakdown").$type<{ questionId: string; answered: boolean; correct: boolean; points: number }[]>(),
    /** A finished verify attempt's integrity flag (rules/proctoring.ts), kept for the assessments admin's review queue. */
    integrityFlag: text("integrity_flag").$type<IntegrityFlag>(),
    /** Set when an assessments admin withdraws the result after review: it then verifies and ranks nothing. */
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
    withdrawnBy: uuid("withdrawn_by"),
    withdrawalReason: text("withdrawal_reason"),
  },
  (t) => [
    // A learner's attempts of a test (progress, cooldown, the open one), newest first.
    index("skill_attempts_user_test_idx").on(t.userId, t.testId, t.startedAt),
    // At most one open attempt per learner, test and mode: starting again resumes it.
    uniqueIndex("skill_attempts_one_open_key")
      .on(t.userId, t.testId, t.mode)
      .where(sql`"finished_at" IS NULL`),
    // The closing job finds open verify attempts past their deadline.
    index("skill_attempts_open_deadline_idx")
      .on(t.deadline)
      .where(sql`"finished_at" IS NULL`),
    // Rankings read a test's finished verify attempts.
    index("skill_attempts_test_finished_idx")
      .on(t.testId, t.userId)
      .where(sql`"finished_at" IS NOT NULL AND "mode" = 'VERIFY'`),
    // The review queue: finished verify attempts by flag, newest first.
    index("skill_attempts_review_idx")
      .on(t.integrityFlag, t.finishedAt)
      .where(sql`"integrity_flag" IS NOT NULL`),
    // The admin dashboard's "attempts to review": only flagged results that still stand, so counting them is cheap.
    index("skill_attempts_to_review_idx")
      .on(t.finishedAt)
      .where(sql`"integrity_flag" IN ('REVIEW', 'SUSPICIOUS') AND "withdrawn_at" IS NULL`),
    check("skill_attempts_mode_check", codeIn("mode", ATTEMPT_MODES)),
    check("skill_attempts_integrity_flag_check", sql`"integrity_flag" IS NULL OR ${codeIn("integrity_flag", INTEGRITY_FLAGS)}`),
    check("skill_attempts_withdrawal_check", sql`("withdrawn_at" IS NULL) = ("withdrawal_reason" IS NULL)`),
    check("skill_attempts_deadline_check", sql`("mode" = 'VERIFY') = ("deadline" IS NOT NULL)`),
    check("skill_attempts_pass_mark_check", sql`"pass_mark_percent" BETWEEN 1 AND 100`),
    check(
      "skill_attempts_grade_check",
      sql`("finished_at" IS NULL) = ("score" IS NULL) AND ("finished_at" IS NULL) = ("total" IS NULL) AND ("finished_at" IS NULL) = ("passed" IS NULL)`,
    ),
  ],
);

/** The answer that counts per question of an attempt: the latest one received while it was open and on time. */
export const skillAttemptAnswers = talent.table(
  "skill_attempt_answers",
  {
    attemptId: uuid("attempt_id")
      .notNull()
      .references(() => skillAttempts.id, { onDelete: "cascade" }),
    questionId: text("question_id").notNull(),
    optionIds: text("option_ids").array().notNull(),
    answeredAt: timestamp("answered_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ name: "skill_attempt_answers_pkey", columns: [t.attemptId, t.questionId] })],
);

/** Proctoring signals of a verify attempt, in the order received (skills/rules/proctoring.ts reads them). */
export const skillAttemptSignals = talent.table(
  "skill_attempt_signals",
  {
    attemptId: uuid("attempt_id")
      .notNull()
      .references(() => skillAttempts.id, { onDelete: "cascade" }),
    seq: integer("seq").notNull(),
    kind: text("kind").$type<ProctoringSignalKind>().notNull(),
    atMs: integer("at_ms"),
    durationMs: integer("duration_ms"),
    questionId: text("question_id"),
    answered: boolean("answered"),
  },
  (t) => [
    primaryKey({ name: "skill_attempt_signals_pkey", columns: [t.attemptId, t.seq] }),
    check("skill_attempt_signals_kind_check", codeIn("kind", PROCTORING_SIGNAL_KINDS)),
  ],
);

/**
 * Each learner's standing on a test for the rankings (SPEC §9: ranked lists by average score descending): their
 * finished verify attempts summed, kept in step by the grading transaction so a ranked page is an index range, not an
 * aggregate over every attempt. `average` is rounded to 6 places so equal averages (70/1, 140/2) tie exactly.
 */
export const skillTestStandings = talent.table(
  "skill_test_standings",
  {
    testId: text("test_id")
      .notNull()
      .references(() => skillTests.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    attemptCount: integer("attempt_count").notNull(),
    scoreSum: integer("score_sum").notNull(),
    average: numeric("average", { precision: 12, scale: 6, mode: "number" })
      .notNull()
      .generatedAlwaysAs(sql`round("score_sum"::numeric / "attempt_count", 6)`),
    bestScore: integer("best_score").notNull(),
    /** The earliest attempt with the best score: its breakdown is the entry's. */
    bestAttemptId: uuid("best_attempt_id").notNull(),
    /** When the current average was reached: the latest attempt's finish (an earlier one wins a tie). */
    achievedAt: timestamp("achieved_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: "skill_test_standings_pkey", columns: [t.testId, t.userId] }),
    // The ranked list's order, and a learner's rank by counting who stands before them.
    index("skill_test_standings_rank_idx").on(t.testId, t.average.desc(), t.achievedAt, t.userId),
    index("skill_test_standings_user_idx").on(t.userId),
    check("skill_test_standings_count_check", sql`"attempt_count" > 0`),
  ],
);

/*
 * Interviews (SPEC §1 career services: mock interviews and interview preparation; §5 interview terms): mock-interview
 * slots that mentors and talent admins publish, learners' bookings of them with the host's feedback, and self-paced
 * practice interviews from admin-kept question sets.
 */

/** A mock-interview slot. Cancelling keeps the row (the learner who held it sees why). */
export const interviewSlots = talent.table(
  "interview_slots",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    hostId: uuid("host_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    durationMinutes: integer("duration_minutes").notNull(),
    focus: text("focus").$type<InterviewFocus>().notNull(),
    topic: text("topic").notNull(),
    meetingUrl: text("meeting_url").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    cancellationReason: text("cancellation_reason"),
  },
  (t) => [
    // Open slots, soonest first (the learner's list reads a range of this).
    index("interview_slots_open_idx")
      .on(t.startsAt)
      .where(sql`"cancelled_at" IS NULL`),
    // A host's calendar (their list, the overlap check).
    index("interview_slots_host_idx").on(t.hostId, t.startsAt),
    check("interview_slots_focus_check", codeIn("focus", INTERVIEW_FOCUSES)),
    check("interview_slots_duration_check", sql`"duration_minutes" BETWEEN 15 AND 120 AND "duration_minutes" % 15 = 0`),
    check("interview_slots_cancellation_check", sql`("cancelled_at" IS NULL) = ("cancellation_reason" IS NULL)`),
  ],
);

/** A learner's booking of a slot. One booking stands per slot: the partial unique index decides a race. */
export const interviewBookings = talent.table(
  "interview_bookings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slotId: uuid("slot_id")
      .notNull()
      .references(() => interviewSlots.id, { onDelete: "cascade" }),
    learnerId: uuid("learner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The interview terms ticked before booking (all of them). */
    acceptedTermIds: text("accepted_term_ids").array().notNull(),
    bookedAt: timestamp("booked_at", { withTimezone: true }).notNull(),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /** The learner, or the host / talent admin who cancelled the slot. */
    cancelledBy: uuid("cancelled_by"),
    lateCancellation: boolean("late_cancellation").notNull().default(false),
  },
  (t) => [
    uniqueIndex("interview_bookings_one_per_slot_key")
      .on(t.slotId)
      .where(sql`"cancelled_at" IS NULL`),
    index("interview_bookings_learner_idx").on(t.learnerId, t.bookedAt),
    index("interview_bookings_slot_idx").on(t.slotId),
    check("interview_bookings_cancellation_check", sql`("cancelled_at" IS NULL) = ("cancelled_by" IS NULL)`),
  ],
);

/** The host's feedback on a booking: ratings when the learner attended, none when they did not. */
export const interviewFeedback = talent.table(
  "interview_feedback",
  {
    bookingId: uuid("booking_id")
      .primaryKey()
      .references(() => interviewBookings.id, { onDelete: "cascade" }),
    authorId: uuid("author_id").notNull(),
    attended: boolean("attended").notNull(),
    communication: integer("communication"),
    problemSolving: integer("problem_solving"),
    technicalDepth: integer("technical_depth"),
    strengths: text("strengths").notNull(),
    improvements: text("improvements").notNull(),
    givenAt: timestamp("given_at", { withTimezone: true }).notNull(),
  },
  () => [
    check(
      "interview_feedback_ratings_check",
      sql`CASE WHEN "attended" THEN "communication" BETWEEN 1 AND 5 AND "problem_solving" BETWEEN 1 AND 5 AND "technical_depth" BETWEEN 1 AND 5 ELSE "communication" IS NULL AND "problem_solving" IS NULL AND "technical_depth" IS NULL END`,
    ),
  ],
);

export interface InterviewQuestionValue {
  id: string;
  prompt: string;
  guidance: string;
}

/** A question set for practice interviews; its questions are one ordered list, rewritten as a whole. */
export const interviewQuestionSets = talent.table(
  "interview_question_sets",
  {
    id: text("id").primaryKey(),
    title: text("title").notNull(),
    focus: text("focus").$type<InterviewFocus>().notNull(),
    description: text("description").notNull(),
    plannedMinutes: integer("planned_minutes").notNull(),
    questions: jsonb("questions").$type<InterviewQuestionValue[]>().notNull(),
    retiredAt: timestamp("retired_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  () => [
    check("interview_question_sets_focus_check", codeIn("focus", INTERVIEW_FOCUSES)),
    check("interview_question_sets_planned_check", sql`"planned_minutes" BETWEEN 10 AND 120`),
  ],
);

/**
 * A learner's self-paced practice interview. The set's questions are copied at the start so an admin's later edit never
 * changes it; `counted_minutes` is fixed when it finishes (rules/preparation.ts).
 */
export const practiceInterviews = talent.table(
  "practice_interviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    learnerId: uuid("learner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    questionSetId: text("question_set_id")
      .notNull()
      .references(() => interviewQuestionSets.id, { onDelete: "restrict" }),
    questions: jsonb("questions").$type<InterviewQuestionValue[]>().notNull(),
    acceptedTermIds: text("accepted_term_ids").array().notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    countedMinutes: integer("counted_minutes").notNull().default(0),
  },
  (t) => [
    index("practice_interviews_learner_idx").on(t.learnerId, t.startedAt),
    // One open practice per learner and set: starting again resumes it.
    uniqueIndex("practice_interviews_one_open_key")
      .on(t.learnerId, t.questionSetId)
      .where(sql`"finished_at" IS NULL`),
    check("practice_interviews_counted_check", sql`"counted_minutes" >= 0 AND ("finished_at" IS NOT NULL OR "counted_minutes" = 0)`),
  ],
);

/** The learner's notes per question of a practice interview. */
export const practiceInterviewAnswers = talent.table(
  "practice_interview_answers",
  {
    practiceId: uuid("practice_id")
      .notNull()
      .references(() => practiceInterviews.id, { onDelete: "cascade" }),
    questionId: text("question_id").notNull(),
    notes: text("notes").notNull(),
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ name: "practice_interview_answers_pkey", columns: [t.practiceId, t.questionId] })],
);

/*
 * Career services (SPEC §1: for certified-associate students — resume, portfolio, mock interviews, mentors, a career
 * coach; at least 10 projects): the staff available as mentors and coaches, each learner's services with their team,
 * portfolio projects with their reviews, and resume and portfolio reviews.
 */

/** Staff available to career services, per kind (a talent admin may be both a mentor and a coach). */
export const careerStaff = talent.table(
  "career_staff",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").$type<CareerStaffKind>().notNull(),
    since: timestamp("since", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: "career_staff_pkey", columns: [t.userId, t.kind] }),
    check("career_staff_kind_check", codeIn("kind", CAREER_STAFF_KINDS)),
  ],
);

/** A learner's career services, from the day they joined, with the mentor and coach a talent admin assigned. */
export const careerServices = talent.table(
  "career_services",
  {
    learnerId: uuid("learner_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull(),
    mentorId: uuid("mentor_id").references(() => users.id, { onDelete: "set null" }),
    coachId: uuid("coach_id").references(() => users.id, { onDelete: "set null" }),
    assignedAt: timestamp("assigned_at", { withTimezone: true }),
  },
  (t) => [
    // The admin's list: learners missing a team first, then by joining.
    index("career_services_joined_idx").on(t.joinedAt),
    index("career_services_mentor_idx").on(t.mentorId),
    index("career_services_coach_idx").on(t.coachId),
  ],
);

/** A portfolio project; its latest review is kept on the row (the learner resubmits after changes). */
export const portfolioProjects = talent.table(
  "portfolio_projects",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    learnerId: uuid("learner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    repositoryUrl: text("repository_url").notNull(),
    liveUrl: text("live_url"),
    skillIds: text("skill_ids").array().notNull(),
    status: text("status").$type<PortfolioProjectStatus>().notNull(),
    submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull(),
    reviewerId: uuid("reviewer_id"),
    feedback: text("feedback"),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
  },
  (t) => [
    index("portfolio_projects_learner_idx").on(t.learnerId, t.submittedAt),
    // The reviewers' queue: projects waiting, oldest first.
    index("portfolio_projects_waiting_idx")
      .on(t.submittedAt)
      .where(sql`"status" = 'SUBMITTED'`),
    check("portfolio_projects_status_check", codeIn("status", PORTFOLIO_PROJECT_STATUSES)),
    check(
      "portfolio_projects_review_check",
      sql`("reviewed_at" IS NULL) = ("feedback" IS NULL) AND ("reviewed_at" IS NULL) = ("reviewer_id" IS NULL)`,
    ),
  ],
);

/** A resume or portfolio review a learner asked for; one of each kind waits at a time. */
export const careerReviews = talent.table(
  "career_reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    learnerId: uuid("learner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").$type<CareerReviewKind>().notNull(),
    link: text("link").notNull(),
    note: text("note").notNull(),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull(),
    reviewerId: uuid("reviewer_id"),
    feedback: text("feedback"),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [
    index("career_reviews_learner_idx").on(t.learnerId, t.requestedAt),
    uniqueIndex("career_reviews_one_waiting_key")
      .on(t.learnerId, t.kind)
      .where(sql`"completed_at" IS NULL`),
    index("career_reviews_waiting_idx")
      .on(t.requestedAt)
      .where(sql`"completed_at" IS NULL`),
    check("career_reviews_kind_check", codeIn("kind", CAREER_REVIEW_KINDS)),
    check(
      "career_reviews_done_check",
      sql`("completed_at" IS NULL) = ("feedback" IS NULL) AND ("completed_at" IS NULL) = ("reviewer_id" IS NULL)`,
    ),
  ],
);
