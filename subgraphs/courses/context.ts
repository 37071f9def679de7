import type { BaseContext } from "../shared/server.js";
import type { ObjectStorage } from "../shared/storage/index.js";
import { createCoursesLoaders, type CoursesLoaders } from "./loaders.js";

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
