import type { JobResolvers } from "../../../__generated__/resolvers-types.js";
import { applicationCountOf, viewerApplicationOf } from "../services/applications.js";

/** Applications' fields of the postings module's Job: how many count, and the viewer's own. */
export const Job: Pick<JobResolvers, "applications" | "viewerApplication"> = {
  applications: (job, _, ctx) => applicationCountOf(ctx, job),
  viewerApplication: (job, _, ctx) => viewerApplicationOf(ctx, job),
};
