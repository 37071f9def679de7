import type { InterviewQuestionSetResolvers } from "../../../__generated__/resolvers-types.js";

export const InterviewQuestionSet: InterviewQuestionSetResolvers = {
  retired: (set) => !!set.retiredAt,
};
