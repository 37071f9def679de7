import type { BaseContext } from "../shared/server.js";
import { createCoursesLoaders, type CoursesLoaders } from "./loaders.js";

export interface CoursesContext extends BaseContext {
  loaders: CoursesLoaders;
  /** The request's clock, read once (orders, access windows). */
  now: Date;
}

export interface CoursesContextOptions {
  now?: () => Date;
}

export function coursesContext(base: BaseContext, opts: CoursesContextOptions = {}): CoursesContext {
  const now = opts.now?.() ?? new Date();
  return { ...base, now, loaders: createCoursesLoaders(base.db, base.viewer?.id ?? null) };
}
