/** The courses subgraph: catalogue, providers, categories (programmes, orders, classes come with later issues). */
import type { SubgraphDefinition } from "../shared/server.js";
import { coursesContext, type CoursesContext } from "./context.js";
import { resolvers } from "./resolvers/index.js";
import { seedCourses } from "./seed.js";

export const coursesSubgraph: SubgraphDefinition<CoursesContext> = {
  name: "courses",
  resolvers: resolvers as SubgraphDefinition["resolvers"],
  context: coursesContext,
  seed: seedCourses,
};
