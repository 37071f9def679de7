/** The courses subgraph: catalogue, providers, categories, enrolment options and orders (classes come with a later issue). */
import type { SubgraphDefinition } from "../shared/server.js";
import { coursesContext, type CoursesContext } from "./context.js";
import { resolvers } from "./resolvers/index.js";
import { seedCourses } from "./seed.js";

export interface CoursesSubgraphOptions {
  /** Clock, for tests (orders, access windows). */
  now?: () => Date;
}

export function createCoursesSubgraph(opts: CoursesSubgraphOptions = {}): SubgraphDefinition<CoursesContext> {
  return {
    name: "courses",
    resolvers: resolvers as SubgraphDefinition["resolvers"],
    context: (base) => coursesContext(base, { now: opts.now }),
    seed: seedCourses,
  };
}

export const coursesSubgraph: SubgraphDefinition<CoursesContext> = createCoursesSubgraph();
