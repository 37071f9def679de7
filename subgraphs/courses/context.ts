import type { BaseContext } from "../shared/server.js";
import type { ObjectStorage } from "../shared/storage/index.js";
import type { Db } from "../shared/db.js";
import { createCatalogueLoaders } from "./modules/catalogue/index.js";
import { createCertificateLoaders } from "./modules/certificates/index.js";
import { createClassroomLoaders } from "./modules/classroom/index.js";
import { createContentLoaders } from "./modules/content/index.js";
import { createEnrolmentLoaders } from "./modules/enrolment/index.js";
import { createFinancingLoaders } from "./modules/financing/index.js";
import { createProgrammeLoaders } from "./modules/programmes/index.js";

/**
 * Per-request DataLoaders of the courses subgraph: every module's, side by side (their names are distinct), so a
 * module reads another's rows through `ctx.loaders` and batches with it. `viewerId`: the caller, for the
 * viewer-scoped loaders (null for visitors).
 */
export function createCoursesLoaders(db: Db, viewerId: string | null = null) {
  return {
    ...createCatalogueLoaders(db),
    ...createContentLoaders(db),
    ...createProgrammeLoaders(db, viewerId),
    ...createEnrolmentLoaders(db, viewerId),
    ...createFinancingLoaders(db),
    ...createClassroomLoaders(db, viewerId),
    ...createCertificateLoaders(db),
  };
}
export type CoursesLoaders = ReturnType<typeof createCoursesLoaders>;

export interface CoursesContext extends BaseContext {
  loaders: CoursesLoaders;
  /** The request's clock, read once (orders, access windows, statements). */
  now: Date;
  /** Where ISA income documents live (one instance per process, from the environment unless a test injects one). */
  storage: ObjectStorage;
}

export interface CoursesContextOptions {
  now?: () => Date;
  storage: () => ObjectStorage;
}

export function coursesContext(base: BaseContext, opts: CoursesContextOptions): CoursesContext {
  const now = opts.now?.() ?? new Date();
  const ctx = { ...base, now, loaders: createCoursesLoaders(base.db, base.viewer?.id ?? null) };
  // Resolved on first use: a request that never touches income documents never needs storage configured.
  return Object.defineProperty(ctx, "storage", { get: opts.storage, enumerable: true }) as CoursesContext;
}
