/** Courses subgraph: catalogue, providers, categories, programme course lists, the content module, programmes, registration forms and applications, enrolment options, orders and course access, and the classroom (lessons, classes, progress, marking, tutorials, attendance, certificates). */
import { sql } from "drizzle-orm";
import type { ApplicationStatus, ProgrammeKind, RegistrationFieldData } from "../../subgraphs/courses/modules/programmes/index.js";
import type { ContentTranslations } from "../../subgraphs/shared/translations.js";
import { boolean, check, date, index, integer, jsonb, pgSchema, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

export const courses = pgSchema("courses");

export const courseLevelEnum = courses.enum("course_level", ["Beginner", "Intermediate", "Advanced"]);

export const providers = courses.table("providers", {
  id: text("id").primaryKey(),
  label: text("label").notNull(),
});

export const categories = courses.table("categories", {
  id: text("id").primaryKey(),
  title: text("title").notNull(),
  position: integer("position").notNull(),
});

export interface CourseOverview {
  title: string;
  /** Simple HTML, sanitized on the way in. */
  paragraph: string;
}
export interface CourseModule {
  title: string;
  outcomes: string[];
}

export const courseTable = courses.table(
  "courses",
  {
    id: text("id").primaryKey(),
    title: text("title").notNull(),
    feature: boolean("feature").notNull().default(false),
    hidden: boolean("hidden").notNull().default(false),
    level: courseLevelEnum("level"),
    providerId: text("provider_id")
      .notNull()
      .references(() => providers.id, { onDelete: "restrict" }),
    categoryId: text("category_id").references(() => categories.id, { onDelete: "set null" }),
    foundation: text("foundation")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    roles: text("roles")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    description: text("description").notNull().default(""),
    timeline: text("timeline").notNull().default(""),
    delivery: text("delivery").notNull().default("Instructor-led"),
    medium: text("medium").notNull().default("Online"),
    overview: jsonb("overview").$type<CourseOverview | null>(),
    outcomes: text("outcomes")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    tools: text("tools")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    modules: jsonb("modules")
      .$type<CourseModule[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    instructors: text("instructors")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    graduates: text("graduates")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    projects: text("projects")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The SPEC's fixed listing order. */
    position: integer("position").notNull(),
  },
  (t) => [
    index("courses_position_idx").on(t.position),
    index("courses_provider_idx").on(t.providerId),
    index("courses_category_idx").on(t.categoryId),
    index("courses_title_trgm_idx").using("gin", t.title.op("gin_trgm_ops")),
    index("courses_level_idx").on(t.level),
    index("courses_feature_position_idx").on(t.feature, t.position),
    // `foundation @> '{track}'` (CourseFilter.track).
    index("courses_foundation_gin_idx").using("gin", t.foundation),
    // `tools && '{ids}'`: the courses teaching a skill (Tool.courses, a skills gap's suggestions).
    index("courses_tools_gin_idx").using("gin", t.tools),
  ],
);

/**
 * SPEC §3 role-to-course mapping: the courses that prepare for a career role, in order. The role id is the talent
 * subgraph's career role id (no FK across schemas: federation joins them).
 */
export const roleCourses = courses.table(
  "role_courses",
  {
    roleId: text("role_id").notNull(),
    courseId: text("course_id")
      .notNull()
      .references(() => courseTable.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
  },
  (t) => [
    primaryKey({ name: "role_courses_pkey", columns: [t.roleId, t.courseId] }),
    index("role_courses_role_position_idx").on(t.roleId, t.position),
    index("role_courses_course_idx").on(t.courseId),
  ],
);

/*
 * Content module (SPEC §1, §3): people, testimonials, partner organisations, FAQs, statistics, value cards.
 * Rich text columns hold simple HTML sanitized on the way in (subgraphs/shared/sanitize.ts).
 */

export const personGroupEnum = courses.enum("person_group", ["founder", "advisor", "manager", "staff", "instructor"]);

export const people = courses.table(
  "people",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    position: text("position").notNull(),
    fullPosition: text("full_position").notNull(),
    job: text("job").notNull(),
    group: personGroupEnum("group").notNull(),
    /** Simple HTML. */
    description: text("description").notNull().default(""),
    linkedin: text("linkedin"),
    twitter: text("twitter"),
    website: text("website"),
    /** A bundled portrait under client/public (a path starting with "/"), when any. */
    portraitPath: text("portrait_path"),
    translations: jsonb("translations").$type<ContentTranslations<"position" | "fullPosition" | "job">>().notNull().default({}),
    /** Display order within the group. */
    sortOrder: integer("sort_order").notNull(),
  },
  (t) => [index("people_group_order_idx").on(t.group, t.sortOrder)],
);

export const testimonials = courses.table(
  "testimonials",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    employer: text("employer").notNull(),
    /** The employer as a company of the job area (jobs.employers.id, another domain: no foreign key), when it is one. */
    employerId: text("employer_id"),
    comment: text("comment").notNull(),
    featured: boolean("featured").notNull().default(false),
    sortOrder: integer("sort_order").notNull(),
  },
  (t) => [index("testimonials_featured_order_idx").on(t.featured, t.sortOrder)],
);

export const partnerOrganisations = courses.table("partner_organisations", {
  id: text("id").primaryKey(),
  title: text("title").notNull(),
  /** A bundled logo under client/public (a path starting with "/"), when any. */
  logoPath: text("logo_path"),
  translations: jsonb("translations").$type<ContentTranslations<"title">>().notNull().default({}),
  sortOrder: integer("sort_order").notNull(),
});

export const faqTypeEnum = courses.enum("faq_type", ["instructor", "course_M1", "course_fc", "course_ca_admissions"]);

export const faqs = courses.table(
  "faqs",
  {
    type: faqTypeEnum("type").notNull(),
    position: integer("position").notNull(),
    question: text("question").notNull(),
    /** Simple HTML. */
    answer: text("answer").notNull(),
    translations: jsonb("translations").$type<ContentTranslations<"question" | "answer">>().notNull().default({}),
  },
  (t) => [primaryKey({ name: "faqs_pkey", columns: [t.type, t.position] })],
);

export const stats = courses.table("stats", {
  slug: text("slug").primaryKey(),
  title: text("title").notNull(),
  subtext: text("subtext").notNull(),
  translations: jsonb("translations").$type<ContentTranslations<"subtext">>().notNull().default({}),
  sortOrder: integer("sort_order").notNull(),
});

export const valueCards = courses.table("value_cards", {
  id: text("id").primaryKey(),
  title: text("title").notNull(),
  description: text("description").notNull(),
  linkLabel: text("link_label").notNull(),
  route: text("route").notNull(),
  icon: text("icon").notNull(),
  translations: jsonb("translations").$type<ContentTranslations<"title" | "description" | "linkLabel">>().notNull().default({}),
  sortOrder: integer("sort_order").notNull(),
});

/**
 * SPEC §3 programme/cohort codes and their course lists. `flagged` names the purpose of the two lists the SPEC
 * flags separately (they are not programmes); null for programme/cohort lists.
 */
export const programmeCourseLists = courses.table("programme_course_lists", {
  code: text("code").primaryKey(),
  title: text("title").notNull(),
  flagged: text("flagged"),
  sortOrder: integer("sort_order").notNull(),
});

export const programmeCourses = courses.table(
  "programme_courses",
  {
    code: text("code")
      .notNull()
      .references(() => programmeCourseLists.code, { onDelete: "cascade" }),
    courseId: text("course_id")
      .notNull()
      .references(() => courseTable.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
  },
  (t) => [
    primaryKey({ name: "programme_courses_pkey", columns: [t.code, t.courseId] }),
    index("programme_courses_code_position_idx").on(t.code, t.position),
    index("programme_courses_course_idx").on(t.courseId),
  ],
);

/*
 * Programmes, enrolment options, orders and course access (SPEC §3 enrolment option, §4 enrolment states).
 */

/** A titled part of a programme and its courses, in order (SPEC §3 Program `sections.courses`). */
export interface ProgrammeSectionData {
  title: string;
  courseIds: string[];
}

/** Programme kinds: an intake (selection, a cohort, courses) or an information session (registration only). */

/**
 * A programme: an intake with a cohort and course sections, or an information session about one (SPEC §1 sponsored
 * programmes, §3 Program). The duration CHECK is rules/applications.ts `durationAllowed`: 6 months, sponsored 3–9.
 */
export const programmes = courses.table(
  "programmes",
  {
    id: text("id").primaryKey(),
    title: text("title").notNull(),
    applicationOpen: boolean("application_open").notNull().default(false),
    showAtDashboard: boolean("show_at_dashboard").notNull().default(false),
    kind: text("kind").$type<ProgrammeKind>().notNull().default("INTAKE"),
    description: text("description").notNull().default(""),
    /** Who funds it (sponsored programmes); null for self-funded ones. */
    sponsor: text("sponsor"),
    sponsored: boolean("sponsored").notNull().default(false),
    /** Null for information sessions. */
    durationMonths: integer("duration_months"),
    cohortStartsOn: date("cohort_starts_on", { mode: "string" }),
    cohortEndsOn: date("cohort_ends_on", { mode: "string" }),
    /**
     * An admin's application deadline, replacing the default close (an intake's cohort start, a session's day): set
     * later to extend applications past the start. Null: the default.
     */
    applicationDeadline: timestamp("application_deadline", { withTimezone: true }),
    eligibility: text("eligibility")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The SPEC §5 admission policy points that apply (empty for information sessions). */
    admissionPolicy: text("admission_policy")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    sections: jsonb("sections")
      .$type<ProgrammeSectionData[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [
    index("programmes_sort_idx").on(t.sortOrder),
    check("programmes_kind_check", sql`kind in ('INTAKE', 'INFO_SESSION')`),
    check(
      "programmes_duration_check",
      sql`duration_months is null or (sponsored and duration_months between 3 and 9) or (not sponsored and duration_months = 6)`,
    ),
    check("programmes_cohort_dates_check", sql`cohort_ends_on is null or cohort_starts_on is null or cohort_ends_on >= cohort_starts_on`),
  ],
);

/** A programme's registration form: its fields as data (rules/registration.ts checks answers against them). */
export const registrationForms = courses.table("registration_forms", {
  id: text("id").primaryKey(),
  programmeId: text("programme_id")
    .notNull()
    .unique("registration_forms_programme_key")
    .references(() => programmes.id, { onDelete: "restrict" }),
  title: text("title").notNull(),
  /** What the form registers for, in plain words. */
  purpose: text("purpose").notNull(),
  fields: jsonb("fields").$type<RegistrationFieldData[]>().notNull(),
});

/**
 * Application statuses (rules/applications.ts). Text with a CHECK, as orders.status: the partial unique index names
 * statuses, and PostgreSQL refuses enum values added in the same migration there.
 */
type ApplicationStatusValue = ApplicationStatus;

export interface AnswerData {
  name: string;
  value: string;
}

/** An application to (or registration for) a programme. The applicant is a talent user (no FK across schemas). */
export const programmeApplications = courses.table(
  "programme_applications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    programmeId: text("programme_id")
      .notNull()
      .references(() => programmes.id, { onDelete: "restrict" }),
    applicantId: uuid("applicant_id").notNull(),
    formId: text("form_id")
      .notNull()
      .references(() => registrationForms.id, { onDelete: "restrict" }),
    /** The checked answers, in the form's order. */
    answers: jsonb("answers").$type<AnswerData[]>().notNull(),
    status: text("status").$type<ApplicationStatusValue>().notNull().default("SUBMITTED"),
    submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("programme_applications_applicant_submitted_idx").on(t.applicantId, t.submittedAt),
    index("programme_applications_programme_status_submitted_idx").on(t.programmeId, t.status, t.submittedAt),
    index("programme_applications_programme_submitted_idx").on(t.programmeId, t.submittedAt),
    // Every programme's applications (the admin list's default, which the dashboard's stage counts open).
    index("programme_applications_status_submitted_idx").on(t.status, t.submittedAt),
    index("programme_applications_submitted_idx").on(t.submittedAt),
    // One active application per person and programme; REJECTED and WITHDRAWN ones do not block applying again.
    uniqueIndex("programme_applications_one_active_idx")
      .on(t.programmeId, t.applicantId)
      .where(sql`status in ('SUBMITTED', 'ONLINE_ASSESSMENT', 'INTERVIEW', 'OFFERED', 'ACCEPTED')`),
    check(
      "programme_applications_status_check",
      sql`status in ('SUBMITTED', 'ONLINE_ASSESSMENT', 'INTERVIEW', 'OFFERED', 'ACCEPTED', 'REJECTED', 'WITHDRAWN')`,
    ),
  ],
);

/** Every status an application took, dated, with the note shown to the applicant. */
export const applicationHistory = courses.table(
  "application_history",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => programmeApplications.id, { onDelete: "cascade" }),
    status: text("status").$type<ApplicationStatusValue>().notNull(),
    at: timestamp("at", { withTimezone: true }).notNull(),
    note: text("note"),
    /** Who made the change (the applicant or a course admin). */
    changedBy: uuid("changed_by").notNull(),
  },
  (t) => [
    index("application_history_application_at_idx").on(t.applicationId, t.at),
    check(
      "application_history_status_check",
      sql`status in ('SUBMITTED', 'ONLINE_ASSESSMENT', 'INTERVIEW', 'OFFERED', 'ACCEPTED', 'REJECTED', 'WITHDRAWN')`,
    ),
  ],
);

export const enrolmentModeEnum = courses.enum("enrolment_mode", ["DIRECT", "APPLICATION"]);

export interface DescriptionBlockData {
  title: string;
  points: string[];
}
export interface ComparisonRowData {
  label: string;
  value: string;
}

export const enrolmentOptions = courses.table(
  "enrolment_options",
  {
    id: text("id").primaryKey(),
    title: text("title").notNull(),
    mode: enrolmentModeEnum("mode").notNull(),
    /** Programme intakes follow their programme's applicationOpen; `open` is for the others. */
    programmeId: text("programme_id").references(() => programmes.id, { onDelete: "restrict" }),
    open: boolean("open").notNull().default(false),
    /** Countries (profileOptions.countries) where the option can be taken; empty means anywhere. */
    limitedRegions: text("limited_regions")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** List price in whole cents, before the upfront discount. */
    feeCents: integer("fee_cents").notNull(),
    currency: text("currency").notNull().default("USD"),
    /** Days of access after payment (direct options). */
    accessDays: integer("access_days"),
    /** Payment plans the option accepts (ISA further limited to the ISA countries). */
    paymentPlans: text("payment_plans")
      .array()
      .notNull()
      .default(sql`'{UPFRONT}'::text[]`),
    description: jsonb("description").$type<DescriptionBlockData>().notNull(),
    comparisons: jsonb("comparisons")
      .$type<ComparisonRowData[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    sortOrder: integer("sort_order").notNull(),
  },
  (t) => [index("enrolment_options_sort_idx").on(t.sortOrder), index("enrolment_options_programme_idx").on(t.programmeId)],
);

export const enrolmentOptionCourses = courses.table(
  "enrolment_option_courses",
  {
    optionId: text("option_id")
      .notNull()
      .references(() => enrolmentOptions.id, { onDelete: "cascade" }),
    courseId: text("course_id")
      .notNull()
      .references(() => courseTable.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
  },
  (t) => [
    primaryKey({ name: "enrolment_option_courses_pkey", columns: [t.optionId, t.courseId] }),
    index("enrolment_option_courses_course_idx").on(t.courseId),
  ],
);

export const paymentPlanEnum = courses.enum("payment_plan", ["UPFRONT", "ISA"]);
/**
 * Order statuses. Kept as text with a CHECK constraint rather than an enum: the partial index on waiting orders
 * names statuses, and PostgreSQL refuses enum values added in the same migration transaction there.
 */
export const ORDER_STATUSES = ["PENDING_PAYMENT", "PENDING_APPROVAL", "PAID", "FINANCED", "CANCELLED", "WITHDRAWN"] as const;
export type OrderStatusValue = (typeof ORDER_STATUSES)[number];

/** A purchase of a direct option's course. The buyer is a talent user (no FK across schemas). */
export const orders = courses.table(
  "orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    buyerId: uuid("buyer_id").notNull(),
    optionId: text("option_id")
      .notNull()
      .references(() => enrolmentOptions.id, { onDelete: "restrict" }),
    courseId: text("course_id")
      .notNull()
      .references(() => courseTable.id, { onDelete: "restrict" }),
    paymentPlan: paymentPlanEnum("payment_plan").notNull(),
    listPriceCents: integer("list_price_cents").notNull(),
    discountCents: integer("discount_cents").notNull(),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull(),
    /** Payment provider id (services/payments). */
    provider: text("provider").notNull(),
    /** Quoted with the payment ("TF-" + 8 base32 characters). */
    reference: text("reference").notNull().unique("orders_reference_key"),
    status: text("status").$type<OrderStatusValue>().notNull().default("PENDING_PAYMENT"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /** The course admin who confirmed the payment (or approved the ISA). */
    confirmedBy: uuid("confirmed_by"),
    /** Country of residence given with the order (limited options and ISA). */
    country: text("country"),
  },
  (t) => [
    index("orders_buyer_created_idx").on(t.buyerId, t.createdAt),
    index("orders_status_created_idx").on(t.status, t.createdAt),
    // At most one order waiting (for payment or ISA approval) per buyer and course.
    uniqueIndex("orders_one_waiting_per_course_idx")
      .on(t.buyerId, t.courseId)
      .where(sql`status in ('PENDING_PAYMENT', 'PENDING_APPROVAL')`),
    check("orders_status_check", sql`status in ('PENDING_PAYMENT', 'PENDING_APPROVAL', 'PAID', 'FINANCED', 'CANCELLED', 'WITHDRAWN')`),
  ],
);

/** A window of access to a course, from a paid order. */
export const courseAccess = courses.table(
  "course_access",
  {
    buyerId: uuid("buyer_id").notNull(),
    courseId: text("course_id")
      .notNull()
      .references(() => courseTable.id, { onDelete: "cascade" }),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: "course_access_pkey", columns: [t.buyerId, t.courseId, t.orderId] }),
    index("course_access_buyer_ends_idx").on(t.buyerId, t.endsAt),
  ],
);

/*
 * Income-share agreements (SPEC §1 financing): one per ISA order, with income reports a course admin reviews and the
 * monthly statements computed on the 1st (services/isa.ts, rules/financing/statement.ts).
 */

export const isaEndReasonEnum = courses.enum("isa_end_reason", ["CAP", "MONTH_LIMIT", "WITHDRAWN"]);

export const isaAgreements = courses.table(
  "isa_agreements",
  {
    orderId: uuid("order_id")
      .primaryKey()
      .references(() => orders.id, { onDelete: "cascade" }),
    learnerId: uuid("learner_id").notNull(),
    country: text("country").notNull(),
    /** The payment cap: full tuition, in cents. */
    capCents: integer("cap_cents").notNull(),
    signedAt: timestamp("signed_at", { withTimezone: true }).notNull(),
    /** YYYY-MM of the first collection (set when approved). */
    firstCollectionMonth: text("first_collection_month"),
    endReason: isaEndReasonEnum("end_reason"),
    endedAt: timestamp("ended_at", { withTimezone: true }),
  },
  (t) => [index("isa_agreements_learner_idx").on(t.learnerId)],
);

export const incomeDocumentKindEnum = courses.enum("income_document_kind", ["EMPLOYER_LETTER", "SALARY_SLIP", "TAX_RETURN"]);
export const incomeReportStatusEnum = courses.enum("income_report_status", ["SUBMITTED", "ACCEPTED", "REJECTED"]);

export const incomeReports = courses.table(
  "income_reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => isaAgreements.orderId, { onDelete: "cascade" }),
    learnerId: uuid("learner_id").notNull(),
    employed: boolean("employed").notNull(),
    monthlySalaryCents: integer("monthly_salary_cents").notNull(),
    documentKind: incomeDocumentKindEnum("document_kind"),
    documentName: text("document_name"),
    /** Storage key of the supporting document (the storage interface's `income-document` kind). */
    documentKey: text("document_key"),
    status: incomeReportStatusEnum("status").notNull().default("SUBMITTED"),
    reviewNote: text("review_note"),
    reviewedBy: uuid("reviewed_by"),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("income_reports_order_reviewed_idx").on(t.orderId, t.status, t.reviewedAt),
    index("income_reports_status_submitted_idx").on(t.status, t.submittedAt),
  ],
);

export const isaStatementRuleEnum = courses.enum("isa_statement_rule", ["UNVERIFIED", "NONE", "PERCENTAGE", "FIXED", "CAPPED"]);
export const isaStatementStatusEnum = courses.enum("isa_statement_status", ["NOTHING_DUE", "DUE", "PAID"]);

export const isaStatements = courses.table(
  "isa_statements",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => isaAgreements.orderId, { onDelete: "cascade" }),
    /** YYYY-MM; collected on its 1st. */
    month: text("month").notNull(),
    monthNumber: integer("month_number").notNull(),
    employed: boolean("employed").notNull(),
    salaryCents: integer("salary_cents").notNull(),
    /** The accepted income report the statement was computed from (null when none was verified). */
    incomeReportId: uuid("income_report_id").references(() => incomeReports.id, { onDelete: "set null" }),
    amountCents: integer("amount_cents").notNull(),
    rule: isaStatementRuleEnum("rule").notNull(),
    cumulativeCents: integer("cumulative_cents").notNull(),
    paymentMonthsCounted: integer("payment_months_counted").notNull(),
    status: isaStatementStatusEnum("status").notNull(),
    computedAt: timestamp("computed_at", { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    confirmedBy: uuid("confirmed_by"),
  },
  (t) => [uniqueIndex("isa_statements_order_month_key").on(t.orderId, t.month)],
);

/** A withdrawal: requested by the learner and/or applied by a course admin (SPEC §1 withdrawal rule). */
export const withdrawals = courses.table("withdrawals", {
  orderId: uuid("order_id")
    .primaryKey()
    .references(() => orders.id, { onDelete: "cascade" }),
  requestedAt: timestamp("requested_at", { withTimezone: true }),
  reason: text("reason"),
  appliedAt: timestamp("applied_at", { withTimezone: true }),
  appliedBy: uuid("applied_by"),
  completedModules: integer("completed_modules"),
  totalModules: integer("total_modules"),
  rule: text("rule"),
  tuitionCents: integer("tuition_cents"),
  paidInAdvanceCents: integer("paid_in_advance_cents"),
  owedCents: integer("owed_cents"),
  refundCents: integer("refund_cents"),
});

/* ------------------------------------------------------------------------------------------------------------------
 * Classroom: lessons of a course's modules, classes and their membership, progress, submissions and marking,
 * live tutorials and attendance, certificates. Rules in subgraphs/courses/modules/{classroom,certificates}/rules/.
 * ---------------------------------------------------------------------------------------------------------------- */

/** SPEC §3 lesson types and §9 graded lesson types, in upper case (the SPEC's ids: reading, video, open_class_quiz…). */
export const LESSON_TYPES = [
  "READING",
  "VIDEO",
  "OPEN_CLASS_QUIZ",
  "ASSIGNMENT",
  "OPEN_CLASS_AUTO_GRADED_LAB",
  "OPEN_CLASS_ASSIGNMENT",
  "PROJECT",
] as const;
export type LessonTypeValue = (typeof LESSON_TYPES)[number];

/** A question of an auto-graded lesson (quiz or lab). `answer` never leaves the server. */
export interface LessonQuestionData {
  id: string;
  prompt: string;
  /** Choices for a quiz question; empty for a typed answer (labs). */
  options: string[];
  /** The correct choice, or the expected typed answer (compared case-insensitively, whitespace collapsed). */
  answer: string;
}

/**
 * A lesson of one of a course's modules (SPEC §3 class module = the course's module with its lessons). Content is
 * per course and shared by every class of it; natural text ids (seeded, e.g. `m1js-1-1`).
 */
export const lessons = courses.table(
  "lessons",
  {
    id: text("id").primaryKey(),
    courseId: text("course_id")
      .notNull()
      .references(() => courseTable.id, { onDelete: "restrict" }),
    /** 0-based index into the course's `modules`. */
    moduleIndex: integer("module_index").notNull(),
    position: integer("position").notNull(),
    title: text("title").notNull(),
    type: text("type").$type<LessonTypeValue>().notNull(),
    /** Sanitized simple HTML: the reading, the video's notes, the task's brief. */
    body: text("body").notNull().default(""),
    /** Length of a video lesson in minutes; null for other types. */
    videoMinutes: integer("video_minutes"),
    /** Auto-graded lessons' questions (with answers: never served). */
    questions: jsonb("questions")
      .$type<LessonQuestionData[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Mark out of 100 needed to complete a graded lesson; 0 for reading and video. */
    passMark: integer("pass_mark").notNull().default(0),
  },
  (t) => [
    uniqueIndex("lessons_course_module_position_idx").on(t.courseId, t.moduleIndex, t.position),
    check(
      "lessons_type_check",
      sql`type in ('READING', 'VIDEO', 'OPEN_CLASS_QUIZ', 'ASSIGNMENT', 'OPEN_CLASS_AUTO_GRADED_LAB', 'OPEN_CLASS_ASSIGNMENT', 'PROJECT')`,
    ),
    check("lessons_pass_mark_check", sql`pass_mark between 0 and 100`),
  ],
);

/**
 * A class: a group of students working through one course with its instructors (SPEC classroom). Its slug is shared
 * with its class forum and CLASSROOM tag (DESIGN ids).
 */
export const classes = courses.table(
  "classes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull().unique("classes_slug_key"),
    title: text("title").notNull(),
    courseId: text("course_id")
      .notNull()
      .references(() => courseTable.id, { onDelete: "restrict" }),
    /** The programme cohort it belongs to, if any. */
    programmeId: text("programme_id").references(() => programmes.id, { onDelete: "set null" }),
    startsOn: date("starts_on", { mode: "string" }).notNull(),
    endsOn: date("ends_on", { mode: "string" }).notNull(),
    /** Whether learners with access to the course may join it themselves. */
    joinOpen: boolean("join_open").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("classes_course_idx").on(t.courseId),
    check("classes_slug_check", sql`slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(slug) <= 60`),
    check("classes_dates_check", sql`ends_on >= starts_on`),
  ],
);

export const CLASS_ROLES = ["STUDENT", "INSTRUCTOR"] as const;
export type ClassRoleValue = (typeof CLASS_ROLES)[number];

/** Class membership (SPEC §4: students and moderators added or removed). Read by the forum through federation. */
export const classMembers = courses.table(
  "class_members",
  {
    classId: uuid("class_id")
      .notNull()
      .references(() => classes.id, { onDelete: "cascade" }),
    userId: uuid("user_id").notNull(),
    role: text("role").$type<ClassRoleValue>().notNull(),
    /** The class's course, copied so the database keeps a learner to one class per course. */
    courseId: text("course_id").notNull(),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull(),
    /** Who added them (a course admin), or the learner themself when they joined. */
    addedBy: uuid("added_by").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.classId, t.userId] }),
    index("class_members_user_idx").on(t.userId),
    index("class_members_class_role_idx").on(t.classId, t.role, t.addedAt),
    uniqueIndex("class_members_one_class_per_course_idx")
      .on(t.courseId, t.userId)
      .where(sql`role = 'STUDENT'`),
    check("class_members_role_check", sql`role in ('STUDENT', 'INSTRUCTOR')`),
  ],
);

/** SPEC §4 lesson status (absent row = not started). */
export type LessonStatusValue = "IN_PROGRESS" | "COMPLETED";

/** A learner's state of a lesson: per learner and lesson (one class per course keeps it unambiguous). */
export const lessonProgress = courses.table(
  "lesson_progress",
  {
    userId: uuid("user_id").notNull(),
    lessonId: text("lesson_id")
      .notNull()
      .references(() => lessons.id, { onDelete: "cascade" }),
    classId: uuid("class_id")
      .notNull()
      .references(() => classes.id, { onDelete: "cascade" }),
    status: text("status").$type<LessonStatusValue>().notNull(),
    /** Best mark out of 100 for graded lessons. */
    mark: integer("mark"),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    /** Last time the learner opened or worked on it: "continue where you left off". */
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.lessonId] }),
    index("lesson_progress_class_user_idx").on(t.classId, t.userId),
    check("lesson_progress_status_check", sql`status in ('IN_PROGRESS', 'COMPLETED')`),
    check("lesson_progress_mark_check", sql`mark is null or mark between 0 and 100`),
  ],
);

export interface SubmittedAnswerData {
  questionId: string;
  answer: string;
  correct: boolean;
}

/**
 * Work handed in for a graded lesson: answers (auto-graded at once, status MARKED) or a write-up and link for the
 * class's instructors to mark (SUBMITTED until marked).
 */
export const lessonSubmissions = courses.table(
  "lesson_submissions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    lessonId: text("lesson_id")
      .notNull()
      .references(() => lessons.id, { onDelete: "cascade" }),
    classId: uuid("class_id")
      .notNull()
      .references(() => classes.id, { onDelete: "cascade" }),
    userId: uuid("user_id").notNull(),
    answers: jsonb("answers").$type<SubmittedAnswerData[]>(),
    text: text("text"),
    link: text("link"),
    submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull(),
    status: text("status").$type<"SUBMITTED" | "MARKED">().notNull(),
    mark: integer("mark"),
    feedback: text("feedback"),
    /** Null for auto-graded submissions. */
    markedBy: uuid("marked_by"),
    markedAt: timestamp("marked_at", { withTimezone: true }),
  },
  (t) => [
    index("lesson_submissions_class_status_idx").on(t.classId, t.status, t.submittedAt),
    index("lesson_submissions_user_lesson_idx").on(t.userId, t.lessonId, t.submittedAt),
    // One submission waiting for marking per learner and lesson: a resubmission waits until the last is marked.
    uniqueIndex("lesson_submissions_one_waiting_idx")
      .on(t.userId, t.lessonId)
      .where(sql`status = 'SUBMITTED'`),
    check("lesson_submissions_status_check", sql`status in ('SUBMITTED', 'MARKED')`),
    check("lesson_submissions_mark_check", sql`(status = 'SUBMITTED' and mark is null) or (status = 'MARKED' and mark between 0 and 100)`),
  ],
);

/** A live tutorial of a class; attendance is taken by its instructors once it has started. */
export const liveTutorials = courses.table(
  "live_tutorials",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    classId: uuid("class_id")
      .notNull()
      .references(() => classes.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    durationMinutes: integer("duration_minutes").notNull(),
    createdBy: uuid("created_by").notNull(),
  },
  (t) => [
    index("live_tutorials_class_starts_idx").on(t.classId, t.startsAt),
    check("live_tutorials_duration_check", sql`duration_minutes between 15 and 480`),
  ],
);

/** Attendance of one student at one tutorial (taken, or retaken, by an instructor). */
export const tutorialAttendance = courses.table(
  "tutorial_attendance",
  {
    tutorialId: uuid("tutorial_id")
      .notNull()
      .references(() => liveTutorials.id, { onDelete: "cascade" }),
    userId: uuid("user_id").notNull(),
    present: boolean("present").notNull(),
    takenBy: uuid("taken_by").notNull(),
    takenAt: timestamp("taken_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tutorialId, t.userId] }), index("tutorial_attendance_user_idx").on(t.userId)],
);

/**
 * A certificate (SPEC §3): issued when a course is completed under its rules, or by a course admin. `code` is the
 * short id of its public verification link (`/certificates/{code}-{title slug}`).
 */
export const certificates = courses.table(
  "certificates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    code: text("code").notNull().unique("certificates_code_key"),
    holderId: uuid("holder_id").notNull(),
    /** Null for a badge without a course (`case`). */
    courseId: text("course_id").references(() => courseTable.id, { onDelete: "restrict" }),
    /** SPEC §3 badge id; null for a course without a badge. */
    badgeId: text("badge_id"),
    /** Title as issued (kept if the course is renamed later). */
    title: text("title").notNull(),
    classId: uuid("class_id").references(() => classes.id, { onDelete: "set null" }),
    dateStarted: date("date_started", { mode: "string" }).notNull(),
    dateIssued: date("date_issued", { mode: "string" }).notNull(),
    /** The course admin who issued it; null when issued on completion. */
    issuedBy: uuid("issued_by"),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    revokedReason: text("revoked_reason"),
  },
  (t) => [
    index("certificates_holder_idx").on(t.holderId, t.dateIssued),
    index("certificates_issued_idx").on(t.dateIssued),
    uniqueIndex("certificates_holder_course_idx")
      .on(t.holderId, t.courseId)
      .where(sql`course_id is not null and revoked_at is null`),
    uniqueIndex("certificates_holder_badge_idx")
      .on(t.holderId, t.badgeId)
      .where(sql`badge_id is not null and revoked_at is null`),
    check("certificates_course_or_badge_check", sql`course_id is not null or badge_id is not null`),
    check("certificates_dates_check", sql`date_issued >= date_started`),
    check(
      "certificates_badge_check",
      sql`badge_id is null or badge_id in ('fcda', 'fcdm', 'fcse', 'fctm', 'fcuiux', 'caba', 'cabed', 'cada', 'cafed', 'capt', 'case', 'm1py', 'm1sql', 'm1js', 'm1blockchain', 'fif')`,
    ),
  ],
);

/**
 * A course admin's credit for prior learning (SPEC §5): the person may skip M1 before certified-associate courses.
 * One per person; withdrawing it deletes the row. The person and the admin are talent users (no FK across schemas).
 */
export const priorLearningCredits = courses.table(
  "prior_learning_credits",
  {
    userId: uuid("user_id").primaryKey(),
    reason: text("reason").notNull(),
    grantedBy: uuid("granted_by").notNull(),
    grantedAt: timestamp("granted_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("prior_learning_credits_granted_idx").on(t.grantedAt),
    check("prior_learning_credits_reason_check", sql`length(reason) between 1 and 500`),
  ],
);
