import type { UserResolvers } from "../../../__generated__/resolvers-types.js";
import { mayBookMockInterviews, selfOrTalentAdmin } from "../services/access.js";

export const User: Pick<UserResolvers, "interviewPreparation" | "mockInterviewAccess"> = {
  interviewPreparation: (user, _, ctx) => (selfOrTalentAdmin(ctx, user.id) ? ctx.loaders.interviewPreparation.load(user.id) : null),
  mockInterviewAccess: (user, _, ctx) => (selfOrTalentAdmin(ctx, user.id) ? mayBookMockInterviews(ctx, user.id) : null),
};
