import type { QueryResolvers } from "../../../__generated__/resolvers-types.js";
import { SKILLS_FAQ } from "../content.js";
import { readSkillAttempt, skillTestTerms } from "../services/attempts.js";
import { skillRankingPage } from "../services/rankings.js";
import { attemptsForReview } from "../services/review.js";
import { findSkillRole, listSkillRoles } from "../services/roles.js";
import { findSkillTest, listSkillTests } from "../services/tests.js";

export const Query: Pick<
  QueryResolvers,
  | "skillRoles"
  | "skillRole"
  | "skillTests"
  | "skillTest"
  | "skillTestTerms"
  | "skillAttempt"
  | "skillRanking"
  | "skillAttemptsForReview"
  | "skillsFaq"
> = {
  skillRoles: (_, __, ctx) => listSkillRoles(ctx),
  skillRole: (_, { id }, ctx) => findSkillRole(ctx, id),
  skillTests: (_, args, ctx) => listSkillTests(ctx, args),
  skillTest: (_, { id }, ctx) => findSkillTest(ctx, id),
  skillTestTerms: () => skillTestTerms(),
  skillAttempt: (_, { id }, ctx) => readSkillAttempt(ctx, id),
  skillRanking: (_, { testId, page, pageSize }, ctx) => skillRankingPage(ctx, testId, { page, pageSize }),
  skillAttemptsForReview: (_, args, ctx) => attemptsForReview(ctx, args),
  // Public content, the same for everyone (the API's lists are mutable, the content's read-only).
  skillsFaq: () => SKILLS_FAQ.map((group) => ({ ...group, entries: [...group.entries] })),
};
