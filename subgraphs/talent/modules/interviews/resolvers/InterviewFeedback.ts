import type { InterviewFeedbackResolvers } from "../../../__generated__/resolvers-types.js";
import { personOf } from "../services/access.js";

export const InterviewFeedback: InterviewFeedbackResolvers = {
  author: (feedback, _, ctx) => personOf(ctx, feedback.authorId, "feedback's author"),
  givenAt: (feedback) => feedback.givenAt.toISOString(),
};
