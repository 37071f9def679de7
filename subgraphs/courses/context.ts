import type { BaseContext } from "../shared/server.js";
import { createCoursesLoaders, type CoursesLoaders } from "./loaders.js";

export interface CoursesContext extends BaseContext {
  loaders: CoursesLoaders;
}

export function coursesContext(base: BaseContext): CoursesContext {
  return { ...base, loaders: createCoursesLoaders(base.db) };
}
