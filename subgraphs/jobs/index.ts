/**
 * The jobs subgraph: employers and job postings, campaigns (exclusive ones asked of courses through ctx.peers), saved
 * jobs and job applications; the employer side (company representatives approved by a JOB_ADMIN manage their
 * employer's profile, logo, jobs and applicants) and JOB_ADMIN's back office (every job, employer, representative
 * and campaign). Each domain is a module under modules/ (employers, campaigns, postings, representatives,
 * applications), used through its index.ts; this file merges their resolvers, context.ts their loaders and seed.ts
 * their seeds.
 */
import type { SubgraphDefinition } from "../shared/server.js";
import { processStorage, type ObjectStorage } from "../shared/storage/index.js";
import type { Resolvers } from "./__generated__/resolvers-types.js";
import { mergeModuleResolvers } from "../shared/modules.js";
import { personalDataResolvers } from "./personal-data.js";
import { jobsContext, type JobsContext } from "./context.js";
import { applicationResolvers } from "./modules/applications/index.js";
import { campaignResolvers } from "./modules/campaigns/index.js";
import { employerResolvers } from "./modules/employers/index.js";
import { postingResolvers } from "./modules/postings/index.js";
import { representativeResolvers } from "./modules/representatives/index.js";
import { seedJobs } from "./seed.js";

export interface JobsSubgraphOptions {
  /** Logo storage; default: one instance per process from the environment (createStorageFromEnv). */
  storage?: ObjectStorage;
  /** Clock, for tests. */
  now?: () => Date;
}

/**
 * The modules' resolvers as one map. A type may take fields from several modules (postings adds an Employer's jobs,
 * applications and campaigns a Job's); a field resolved by two modules is a mistake, refused when the subgraph is
 * built. Event and User are reference stubs (resolvable: false): jobs only hands out { id }, so no module resolves them.
 */
const resolvers: Resolvers = mergeModuleResolvers("jobs", [
  employerResolvers,
  campaignResolvers,
  postingResolvers,
  representativeResolvers,
  applicationResolvers,
  personalDataResolvers,
]);

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
