/**
 * The postings module (SPEC §2, §9 jobs): the job list with its filters, a job's page, an employer's and a career
 * role's jobs, similar and other jobs, saved jobs, and the back office's jobs (posting, editing, closing and reopening
 * them). Other modules, the subgraph root and tests use it through this file; the client imports the pure rules by
 * their own paths.
 */
export type * from "./mappers.js";
export { postingResolvers } from "./resolvers/index.js";
export { createPostingLoaders } from "./loaders.js";
export { seedPostings } from "./seed.js";
export { findJob, visibleJob } from "./services/postings.js";
export { CAREER_ROLE_QUERY, jobActedFor } from "./services/job-admin.js";
