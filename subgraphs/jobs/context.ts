import type { BaseContext } from "../shared/server.js";
import { createJobsLoaders, type JobsLoaders } from "./loaders.js";

export interface JobsContext extends BaseContext {
  loaders: JobsLoaders;
}

export function jobsContext(base: BaseContext): JobsContext {
  return { ...base, loaders: createJobsLoaders(base.db) };
}
