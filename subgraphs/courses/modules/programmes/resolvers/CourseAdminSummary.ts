import type { CourseAdminSummaryResolvers } from "../../../__generated__/resolvers-types.js";
import { applicationsByStage } from "../services/summary.js";

/** The programmes module's figure of the learning summary (the root field checked the role). */
export const CourseAdminSummary: Pick<CourseAdminSummaryResolvers, "applicationsByStage"> = {
  applicationsByStage: (_, __, ctx) => applicationsByStage(ctx),
};
