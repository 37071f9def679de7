import type { LessonSubmissionResolvers } from "../../../__generated__/resolvers-types.js";
import { submissionFields } from "../services/submissions.js";

export const LessonSubmission: LessonSubmissionResolvers = {
  lesson: (s, _, ctx) => submissionFields.lesson(ctx, s),
  class: (s, _, ctx) => submissionFields.class(ctx, s),
  learner: (s) => submissionFields.learner(s),
  answers: (s) => submissionFields.answers(s),
  submittedAt: (s) => s.submittedAt.toISOString(),
  passed: (s, _, ctx) => submissionFields.passed(ctx, s),
  markedAt: (s) => s.markedAt?.toISOString() ?? null,
  markedBy: (s) => submissionFields.markedBy(s),
};
