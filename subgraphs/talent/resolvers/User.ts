import type { UserResolvers } from "../__generated__/resolvers-types.js";
import {
  aboutOf,
  avatarUrlOf,
  completionOf,
  emailOf,
  findUser,
  navigationOf,
  rolesOf,
  settingsOf,
  targetRoleOf,
  uiLanguageOf,
} from "../services/profiles.js";
import { educationsOf, workExperiencesOf } from "../services/entries.js";
import { cvScoreHistory, profileCvScore } from "../services/cv.js";
import { displayName } from "../rules/privacy.js";

export const User: UserResolvers = {
  // Every subgraph's User references land here, batched by the per-request user loader.
  __resolveReference: (ref, ctx) => findUser(ctx, ref.id),
  displayName: (user) => displayName(user),
  email: (user, _, ctx) => emailOf(ctx, user),
  avatarUrl: (user, _, ctx) => avatarUrlOf(ctx, user),
  roles: (user, _, ctx) => rolesOf(ctx, user),
  navigation: (user, _, ctx) => navigationOf(ctx, user),
  about: (user, _, ctx) => aboutOf(ctx, user),
  workExperiences: (user, _, ctx) => workExperiencesOf(ctx, user),
  educations: (user, _, ctx) => educationsOf(ctx, user),
  targetRole: (user, _, ctx) => targetRoleOf(ctx, user),
  profileCompletion: (user, _, ctx) => completionOf(ctx, user),
  cvScore: (user, { roleId }, ctx) => {
    // Registered before any await, so a cvScoreHistory later in the same selection waits for this recording.
    const scoring = profileCvScore(ctx, user, roleId);
    ctx.pendingProfileScores.set(user.id, scoring);
    return scoring;
  },
  cvScoreHistory: (user, { limit }, ctx) => cvScoreHistory(ctx, user, limit),
  uiLanguage: (user, _, ctx) => uiLanguageOf(ctx, user),
  settings: (user, _, ctx) => settingsOf(ctx, user),
};
