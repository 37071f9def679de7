/**
 * The jobs subgraph: employers and job postings, campaigns (exclusive ones asked of courses through ctx.peers), saved
 * jobs and job applications; JOB_ADMIN's back office (every job, closing and reopening, moving applications). The
 * employer side (representatives managing jobs and applicants) comes next.
 */
import type { SubgraphDefinition } from "../shared/server.js";
import { jobsContext, type JobsContext } from "./context.js";
import { resolvers } from "./resolvers/index.js";
import { seedJobs } from "./seed.js";

export const jobsSubgraph: SubgraphDefinition<JobsContext> = {
  name: "jobs",
  resolvers: resolvers as SubgraphDefinition["resolvers"],
  context: jobsContext,
  seed: seedJobs,
};
