import { COUNTRIES, EDUCATION_LEVELS, PROFILE_LANGUAGES } from "../../../../shared/options.js";
import type { QueryResolvers } from "../../../__generated__/resolvers-types.js";
import { findUser, viewerProfile } from "../services/profiles.js";

export const Query: Pick<QueryResolvers, "viewer" | "user" | "profileOptions"> = {
  viewer: (_, __, ctx) => viewerProfile(ctx),
  user: (_, { id }, ctx) => findUser(ctx, id),
  // The same constants validate the forms' input (rules/profile.ts).
  profileOptions: () => ({ languages: [...PROFILE_LANGUAGES], countries: [...COUNTRIES], educationLevels: [...EDUCATION_LEVELS] }),
};
