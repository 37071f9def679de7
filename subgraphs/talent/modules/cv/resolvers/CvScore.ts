import type { CvScoreResolvers } from "../../../__generated__/resolvers-types.js";
import { roleOfScore } from "../services/cv.js";

export const CvScore: CvScoreResolvers = {
  role: (score, _, ctx) => roleOfScore(ctx, score.roleId),
};
