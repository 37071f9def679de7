/**
 * The campaigns module (SPEC §2 job-area tabs): campaigns and which jobs they hold, JOB_ADMIN's editing, and
 * exclusive campaigns' visibility (the pure rule and its SQL, which every job list and look-up applies). Other
 * modules, the subgraph root and tests use it through this file; the client imports the pure rules by their own paths.
 */
export type * from "./mappers.js";
export { campaignResolvers } from "./resolvers/index.js";
export { createCampaignLoaders } from "./loaders.js";
export { seedCampaigns } from "./seed.js";
export { jobIdsInActiveCampaign, setJobCampaigns } from "./services/campaigns.js";
export { listedJobSql, visibleJobSql } from "./services/visibility.js";
export { mayViewJob, type JobViewer } from "./rules/campaigns.js";
