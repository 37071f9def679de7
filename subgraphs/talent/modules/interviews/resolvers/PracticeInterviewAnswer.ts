import type { PracticeInterviewAnswerResolvers } from "../../../__generated__/resolvers-types.js";

export const PracticeInterviewAnswer: PracticeInterviewAnswerResolvers = {
  savedAt: (answer) => answer.savedAt.toISOString(),
};
