import type { JobAdminSummaryResolvers } from "../../../__generated__/resolvers-types.js";
import { newApplicationsCount } from "../services/applications.js";

/** The applications module's figure of the job summary (the root field checked the role). */
export const JobAdminSummary: Pick<JobAdminSummaryResolvers, "newApplications"> = {
  newApplications: (_, __, ctx) => newApplicationsCount(ctx),
};
