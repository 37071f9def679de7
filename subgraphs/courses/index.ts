/**
 * The courses subgraph: catalogue and course admin editing, providers, categories, programmes, registration forms and
 * applications, admission, enrolment options, orders, withdrawal and ISA financing, and the classroom (classes,
 * lessons, progress, tutorials, submissions and certificates).
 */
import type { SubgraphDefinition } from "../shared/server.js";
import { processStorage, type ObjectStorage } from "../shared/storage/index.js";
import { coursesContext, type CoursesContext } from "./context.js";
import { resolvers } from "./resolvers/index.js";
import { seedCourses } from "./seed.js";
import { runIsaStatementsAt } from "./services/isa.js";

export interface CoursesSubgraphOptions {
  /** Clock, for tests (orders, access windows, statements). */
  now?: () => Date;
  /** Income-document storage; default: one instance per process from the environment (createStorageFromEnv). */
  storage?: ObjectStorage;
}

/** Statements are due on the 1st; an hourly run writes them within the hour (and catches up after downtime). */
export const ISA_STATEMENTS_EVERY_MS = 60 * 60 * 1000;

export function createCoursesSubgraph(opts: CoursesSubgraphOptions = {}): SubgraphDefinition<CoursesContext> {
  const storage = opts.storage ? () => opts.storage! : processStorage;
  return {
    name: "courses",
    resolvers: resolvers as SubgraphDefinition["resolvers"],
    context: (base) => coursesContext(base, { now: opts.now, storage }),
    seed: seedCourses,
    jobs: [{ name: "isa-statements", everyMs: ISA_STATEMENTS_EVERY_MS, run: (db, now) => runIsaStatementsAt(db, now) }],
  };
}

export const coursesSubgraph: SubgraphDefinition<CoursesContext> = createCoursesSubgraph();
