/** What the applications module's GraphQL types resolve from (codegen mappers, schema/mappers.ts). */
import type { jobApplicationHistory, jobApplications } from "../../../../drizzle/schema/jobs.js";

export type JobApplicationRow = typeof jobApplications.$inferSelect;
export type JobApplicationHistoryRow = typeof jobApplicationHistory.$inferSelect;
