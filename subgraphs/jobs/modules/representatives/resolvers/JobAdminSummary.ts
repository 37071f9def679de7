import type { JobAdminSummaryResolvers } from "../../../__generated__/resolvers-types.js";
import { pendingRequestsCount } from "../services/representatives.js";

/** The representatives module's figure of the job summary (the root field checked the role). */
export const JobAdminSummary: Pick<JobAdminSummaryResolvers, "pendingRepresentativeRequests"> = {
  pendingRepresentativeRequests: (_, __, ctx) => pendingRequestsCount(ctx),
};
