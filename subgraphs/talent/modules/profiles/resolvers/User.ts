import type { UserResolvers } from "../../../__generated__/resolvers-types.js";
import {
  aboutOf,
  avatarUrlOf,
  completionOf,
  emailOf,
  emailPreferencesFor,
  findUser,
  rolesOf,
  settingsOf,
  targetRoleOf,
  uiLanguageOf,
} from "../services/profiles.js";
import { educationsOf, workExperiencesOf } from "../services/entries.js";
import { displayName } from "../rules/privacy.js";

export const User: Pick<
  UserResolvers,
  | "__resolveReference"
  | "displayName"
  | "email"
  | "avatarUrl"
  | "roles"
  | "about"
  | "workExperiences"
  | "educations"
  | "targetRole"
  | "profileCompletion"
  | "uiLanguage"
  | "settings"
  | "emailPreferences"
> = {
  // Every subgraph's User references land here, batched by the per-request user loader.
  __resolveReference: (ref, ctx) => findUser(ctx, ref.id),
  displayName: (user) => displayName(user),
  email: (user, _, ctx) => emailOf(ctx, user),
  avatarUrl: (user, _, ctx) => avatarUrlOf(ctx, user),
  roles: (user, _, ctx) => rolesOf(ctx, user),
  about: (user, _, ctx) => aboutOf(ctx, user),
  workExperiences: (user, _, ctx) => workExperiencesOf(ctx, user),
  educations: (user, _, ctx) => educationsOf(ctx, user),
  targetRole: (user, _, ctx) => targetRoleOf(ctx, user),
  profileCompletion: (user, _, ctx) => completionOf(ctx, user),
  uiLanguage: (user, _, ctx) => uiLanguageOf(ctx, user),
  settings: (user, _, ctx) => settingsOf(ctx, user),
  emailPreferences: (user, _, ctx) => emailPreferencesFor(ctx, user),
};
