/** Courses subgraph: catalogue, providers and categories (programmes, orders and classes follow in later issues). */
import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgSchema, primaryKey, text } from "drizzle-orm/pg-core";

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
    foundation: text("foundation").array().notNull().default(sql`'{}'::text[]`),
    roles: text("roles").array().notNull().default(sql`'{}'::text[]`),
    description: text("description").notNull().default(""),
    timeline: text("timeline").notNull().default(""),
    delivery: text("delivery").notNull().default("Instructor-led"),
    medium: text("medium").notNull().default("Online"),
    overview: jsonb("overview").$type<CourseOverview | null>(),
    outcomes: text("outcomes").array().notNull().default(sql`'{}'::text[]`),
    tools: text("tools").array().notNull().default(sql`'{}'::text[]`),
    modules: jsonb("modules").$type<CourseModule[]>().notNull().default(sql`'[]'::jsonb`),
    instructors: text("instructors").array().notNull().default(sql`'{}'::text[]`),
    graduates: text("graduates").array().notNull().default(sql`'{}'::text[]`),
    projects: text("projects").array().notNull().default(sql`'{}'::text[]`),
    /** The SPEC's fixed listing order. */
    position: integer("position").notNull(),
  },
  (t) => [
    index("courses_position_idx").on(t.position),
    index("courses_provider_idx").on(t.providerId),
    index("courses_category_idx").on(t.categoryId),
    index("courses_title_trgm_idx").using("gin", t.title.op("gin_trgm_ops")),
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
  (t) => [primaryKey({ name: "role_courses_pkey", columns: [t.roleId, t.courseId] }), index("role_courses_role_position_idx").on(t.roleId, t.position)],
);
