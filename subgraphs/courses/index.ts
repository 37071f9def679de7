/**
 * The courses subgraph: catalogue and course admin editing, providers, categories, programmes, registration forms and
 * applications, admission, enrolment options, orders, withdrawal and ISA financing, and the classroom (classes,
 * lessons, progress, tutorials, submissions and certificates). Each domain is a module under modules/ (catalogue,
 * content, programmes, enrolment, financing, classroom, certificates), used through its index.ts; this file merges
 * their resolvers, context.ts their loaders and seed.ts their seeds.
 */
import type { SubgraphDefinition } from "../shared/server.js";
import { processStorage, type ObjectStorage } from "../shared/storage/index.js";
import type { Resolvers } from "./__generated__/resolvers-types.js";
import { mergeModuleResolvers } from "../shared/modules.js";
import { personalDataResolvers } from "./personal-data.js";
import { coursesContext, type CoursesContext } from "./context.js";
import { catalogueResolvers } from "./modules/catalogue/index.js";
import { certificateResolvers } from "./modules/certificates/index.js";
import { classroomResolvers } from "./modules/classroom/index.js";
import { contentResolvers } from "./modules/content/index.js";
import { enrolmentResolvers } from "./modules/enrolment/index.js";
import { financingResolvers, runIsaStatementsAt } from "./modules/financing/index.js";
import { programmeResolvers } from "./modules/programmes/index.js";
import { seedCourses } from "./seed.js";

export interface CoursesSubgraphOptions {
  /** Clock, for tests (orders, access windows, statements). */
  now?: () => Date;
  /** Income-document storage; default: one instance per process from the environment (createStorageFromEnv). */
  storage?: ObjectStorage;
}

/** Statements are due on the 1st; an hourly run writes them within the hour (and catches up after downtime). */
export const ISA_STATEMENTS_EVERY_MS = 60 * 60 * 1000;

/**
 * The modules' resolvers as one map. A type may take fields from several modules (enrolment adds a Course's options,
 * financing an Order's agreement); a field resolved by two modules is a mistake, refused when the subgraph is built.
 */
const resolvers: Resolvers = mergeModuleResolvers("courses", [
  catalogueResolvers,
  contentResolvers,
  programmeResolvers,
  enrolmentResolvers,
  financingResolvers,
  classroomResolvers,
  certificateResolvers,
  personalDataResolvers,
]);

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
