import type { TalentAdminSummaryResolvers } from "../../../__generated__/resolvers-types.js";
import { attemptsToReviewCount } from "../services/review.js";

/** The skills module's figure of the talent summary (the root field checked the role). */
export const TalentAdminSummary: Pick<TalentAdminSummaryResolvers, "attemptsToReview"> = {
  attemptsToReview: (_, __, ctx) => attemptsToReviewCount(ctx),
};
