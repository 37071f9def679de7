/**
 * The jobs subgraph: employers and job postings, campaigns (exclusive ones asked of courses through ctx.peers), saved
 * jobs and job applications; the employer side (company representatives approved by a JOB_ADMIN manage their
 * employer's profile, logo, jobs and applicants) and JOB_ADMIN's back office (every job, employer, representative
 * and campaign).
 */
import type { SubgraphDefinition } from "../shared/server.js";
import { processStorage, type ObjectStorage } from "../shared/storage/index.js";
import { jobsContext, type JobsContext } from "./context.js";
import { resolvers } from "./resolvers/index.js";
import { seedJobs } from "./seed.js";

export interface JobsSubgraphOptions {
  /** Logo storage; default: one instance per process from the environment (createStorageFromEnv). */
  storage?: ObjectStorage;
  /** Clock, for tests. */
  now?: () => Date;
}

export function createJobsSubgraph(opts: JobsSubgraphOptions = {}): SubgraphDefinition<JobsContext> {
  const storage = opts.storage ? () => opts.storage! : processStorage;
  return {
    name: "jobs",
    resolvers: resolvers as SubgraphDefinition["resolvers"],
    context: (base) => jobsContext(base, { storage, now: opts.now }),
    seed: seedJobs,
  };
}

export const jobsSubgraph: SubgraphDefinition<JobsContext> = createJobsSubgraph();
