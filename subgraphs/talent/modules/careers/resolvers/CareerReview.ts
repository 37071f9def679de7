import type { CareerReviewResolvers } from "../../../__generated__/resolvers-types.js";
import { personOf } from "../../interviews/index.js";

export const CareerReview: CareerReviewResolvers = {
  requestedAt: (r) => r.requestedAt.toISOString(),
  reviewer: (r, _, ctx) => (r.reviewerId ? personOf(ctx, r.reviewerId, "review's reviewer") : null),
  completedAt: (r) => r.completedAt?.toISOString() ?? null,
  learner: (r, _, ctx) => personOf(ctx, r.learnerId, "review's learner"),
};
