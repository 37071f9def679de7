import type { JobAdminSummaryResolvers } from "../../../__generated__/resolvers-types.js";
import { OPEN_JOBS_COUNT_BOUND } from "../rules/postings.js";
import { boundedOpenJobsCount } from "../services/summary.js";

/** The postings module's figures of the job summary (the root field checked the role). */
export const JobAdminSummary: Pick<JobAdminSummaryResolvers, "openJobs" | "openJobsCapped"> = {
  openJobs: (_, __, ctx) => boundedOpenJobsCount(ctx),
  openJobsCapped: async (_, __, ctx) => (await boundedOpenJobsCount(ctx)) >= OPEN_JOBS_COUNT_BOUND,
};
