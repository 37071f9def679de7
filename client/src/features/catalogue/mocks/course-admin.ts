/**
 * Mock course admin editing (allCourses, setCourseHidden, setCourseFeatured, updateCourseContent), mirroring the
 * server's rules (subgraphs/courses/rules/publishing.ts): COURSE_ADMIN only; a shown course needs a description and a
 * module; a hidden course cannot be featured and hiding unfeatures; content limits with per-field errors
 * (`modules.2.title`). Edits live in an overlay on the seeded courses, so `resetMockCourseAdmin()` restores the catalogue.
 * The overview is not sanitized here (the server does it); the mock only stores what it is given.
 */
import type { CourseResolvers, Resolvers } from "../../../__generated__/mock-resolvers";
import { GraphQLError } from "graphql";
import type { CourseContentInput } from "../../../__generated__/schema-types";
import { allCourses, courseById, type MockCourse } from "./catalogue";
import { badInput } from "../../../mocks/common";
import { COURSE_CONTENT_LIMITS, COURSE_DELIVERIES, COURSE_MEDIA } from "@server/courses/modules/catalogue/rules/course-content-limits";

interface CourseContent {
  title: string;
  description: string;
  level: MockCourse["level"];
  timeline: string;
  delivery: string;
  medium: string;
  overview: { title: string; paragraph: string } | null;
  outcomes: string[];
  modules: { title: string; outcomes: string[] }[];
  projects: string[];
}

interface Edit {
  hidden?: boolean;
  feature?: boolean;
  content?: CourseContent;
}

const edits = new Map<string, Edit>();

export function resetMockCourseAdmin(): void {
  edits.clear();
}

const editOf = (id: string): Edit => edits.get(id) ?? {};

/** The current content of a course: the last edit, else the seeded row's. */
const contentOf = (c: MockCourse): CourseContent => editOf(c.id).content ?? c;
const hiddenOf = (c: MockCourse) => editOf(c.id).hidden ?? c.hidden;
const featureOf = (c: MockCourse) => editOf(c.id).feature ?? c.feature;

/** A course as an admin has left it: what the catalogue's lists and filters read. */
export const editedCourse = (c: MockCourse): MockCourse => {
  const e = editOf(c.id);
  return e.content || e.hidden !== undefined || e.feature !== undefined
    ? { ...c, ...e.content, hidden: hiddenOf(c), feature: featureOf(c) }
    : c;
};
/** Whether the mock catalogue lists a course (an admin may have hidden it). */
export const mockCourseListed = (c: MockCourse) => !hiddenOf(c);
/** Whether the mock's featured list shows a course. */
export const mockCourseFeatured = (c: MockCourse) => !hiddenOf(c) && featureOf(c);

/** Course field resolvers that read the overlay; spread after the catalogue's Course resolvers. */
export const courseAdminCourseFields = {
  hidden: hiddenOf,
  feature: featureOf,
  title: (c: MockCourse) => contentOf(c).title,
  description: (c: MockCourse) => contentOf(c).description,
  level: (c: MockCourse) => contentOf(c).level,
  timeline: (c: MockCourse) => contentOf(c).timeline,
  delivery: (c: MockCourse) => contentOf(c).delivery,
  medium: (c: MockCourse) => contentOf(c).medium,
  overview: (c: MockCourse) => contentOf(c).overview,
  outcomes: (c: MockCourse) => contentOf(c).outcomes,
  modules: (c: MockCourse) => contentOf(c).modules,
  projects: (c: MockCourse) => contentOf(c).projects,
} satisfies CourseResolvers;

function publishProblems(content: CourseContent): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!content.description.trim()) problems.description = "A shown course needs a description.";
  if (content.modules.length === 0) problems.modules = "A shown course needs at least one module.";
  return problems;
}

/** The server's CourseContentInput limits, on trimmed strings. */
function validate(input: CourseContentInput): { content: CourseContent; fields: Record<string, string> } {
  const fields: Record<string, string> = {};
  const text = (path: string, value: string, min: number, max: number) => {
    const v = value.trim();
    if (v.length < min) fields[path] = "Required.";
    else if (v.length > max) fields[path] = `At most ${max} characters.`;
    return v;
  };
  const code = (path: string, value: string, codes: readonly string[]) => {
    if (!codes.includes(value)) fields[path] = `One of ${codes.join(", ")}.`;
    return value;
  };
  const list = (path: string, values: string[], max: number) => {
    if (values.length > max) fields[path] = `At most ${max} items.`;
    return values.map((v, i) => text(`${path}.${i}`, v, 1, COURSE_CONTENT_LIMITS.item));
  };
  if (input.modules.length > COURSE_CONTENT_LIMITS.modules) fields.modules = `At most ${COURSE_CONTENT_LIMITS.modules} modules.`;
  const content: CourseContent = {
    title: text("title", input.title, 1, COURSE_CONTENT_LIMITS.title),
    description: text("description", input.description, 0, COURSE_CONTENT_LIMITS.description),
    level: input.level ?? null,
    timeline: text("timeline", input.timeline, 0, COURSE_CONTENT_LIMITS.timeline),
    delivery: code("delivery", input.delivery, COURSE_DELIVERIES),
    medium: code("medium", input.medium, COURSE_MEDIA),
    overview: input.overview
      ? {
          title: text("overview.title", input.overview.title, 1, COURSE_CONTENT_LIMITS.title),
          paragraph: text("overview.paragraph", input.overview.paragraph, 0, COURSE_CONTENT_LIMITS.paragraph),
        }
      : null,
    outcomes: list("outcomes", input.outcomes, COURSE_CONTENT_LIMITS.items),
    modules: input.modules.map((m, i) => ({
      title: text(`modules.${i}.title`, m.title, 1, COURSE_CONTENT_LIMITS.title),
      outcomes: list(`modules.${i}.outcomes`, m.outcomes, COURSE_CONTENT_LIMITS.items),
    })),
    projects: list("projects", input.projects, COURSE_CONTENT_LIMITS.items),
  };
  return { content, fields };
}

function find(id: string): MockCourse {
  const c = courseById(id);
  if (!c) throw new GraphQLError(`Course "${id}" not found.`, { extensions: { code: "NOT_FOUND" } });
  return c;
}

function save(id: string, change: Edit): MockCourse {
  edits.set(id, { ...editOf(id), ...change });
  return find(id);
}

/** Resolvers for the mock schema; `requireCourseAdmin` is the schema's guard (UNAUTHENTICATED / FORBIDDEN). */
export function courseAdminResolvers(requireCourseAdmin: () => unknown): Resolvers {
  return {
    Query: {
      allCourses: () => {
        requireCourseAdmin();
        return allCourses;
      },
    },
    Mutation: {
      setCourseHidden: (_: unknown, { id, hidden }: { id: string; hidden: boolean }) => {
        requireCourseAdmin();
        const c = find(id);
        if (hidden) return save(id, { hidden: true, feature: false });
        const problems = publishProblems(contentOf(c));
        if (Object.keys(problems).length > 0)
          throw badInput("This course cannot be shown without a description and a module.", {
            hidden: "This course cannot be shown yet.",
            ...problems,
          });
        return save(id, { hidden: false });
      },
      setCourseFeatured: (_: unknown, { id, featured }: { id: string; featured: boolean }) => {
        requireCourseAdmin();
        const c = find(id);
        if (featured && hiddenOf(c))
          throw badInput("A hidden course cannot be featured.", { featured: "A hidden course cannot be featured; show it first." });
        return save(id, { feature: featured });
      },
      updateCourseContent: (_, { id, input }) => {
        requireCourseAdmin();
        const { content, fields } = validate(input);
        if (Object.keys(fields).length > 0) throw badInput(`Invalid input: ${Object.keys(fields)[0]}`, fields);
        const c = find(id);
        if (!hiddenOf(c)) {
          const problems = publishProblems(content);
          if (Object.keys(problems).length > 0)
            throw badInput("A shown course must keep a description and at least one module; hide it first.", problems);
        }
        return save(id, { content });
      },
    },
  };
}
