import type { UserResolvers } from "../../../__generated__/resolvers-types.js";
import { cvScoreHistory, profileCvScore } from "../services/cv.js";

/** The CV module's fields of profiles' User: the profile's CV score and its history. */
export const User: Pick<UserResolvers, "cvScore" | "cvScoreHistory"> = {
  cvScore: (user, { roleId }, ctx) => {
    // Registered before any await, so a cvScoreHistory later in the same selection waits for this recording.
    const scoring = profileCvScore(ctx, user, roleId);
    ctx.pendingProfileScores.set(user.id, scoring);
    return scoring;
  },
  cvScoreHistory: (user, { limit }, ctx) => cvScoreHistory(ctx, user, limit),
};
