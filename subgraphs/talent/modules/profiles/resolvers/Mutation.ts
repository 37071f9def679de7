import type { MutationResolvers } from "../../../__generated__/resolvers-types.js";
import {
  changeUserEmail,
  createUserProfile,
  setEmailPreference,
  setTargetRole,
  setUiLanguage,
  updateJobSettings,
  updateMyName,
  updateProfileAbout,
  updateProfileContact,
} from "../services/profiles.js";
import {
  addEducation,
  addWorkExperience,
  removeEducation,
  removeWorkExperience,
  updateEducation,
  updateWorkExperience,
} from "../services/entries.js";
import { removeAvatar, uploadAvatar } from "../services/avatar.js";

// Validation runs inside the services, after the guard: a visitor sending bad input learns only that they must log in.
export const Mutation: MutationResolvers = {
  updateMyName: (_, { input }, ctx) => updateMyName(ctx, input),
  updateProfileAbout: (_, { input }, ctx) => updateProfileAbout(ctx, input),
  updateProfileContact: (_, { input }, ctx) => updateProfileContact(ctx, input),
  updateJobSettings: (_, { input }, ctx) => updateJobSettings(ctx, input),
  addWorkExperience: (_, { input }, ctx) => addWorkExperience(ctx, input),
  updateWorkExperience: (_, { id, input }, ctx) => updateWorkExperience(ctx, id, input),
  removeWorkExperience: (_, { id }, ctx) => removeWorkExperience(ctx, id),
  addEducation: (_, { input }, ctx) => addEducation(ctx, input),
  updateEducation: (_, { id, input }, ctx) => updateEducation(ctx, id, input),
  removeEducation: (_, { id }, ctx) => removeEducation(ctx, id),
  setTargetRole: (_, { roleId }, ctx) => setTargetRole(ctx, roleId),
  setUiLanguage: (_, { language }, ctx) => setUiLanguage(ctx, language),
  setEmailPreference: (_, { email, enabled }, ctx) => setEmailPreference(ctx, email, enabled),
  uploadAvatar: (_, { input }, ctx) => uploadAvatar(ctx, input),
  removeAvatar: (_, __, ctx) => removeAvatar(ctx),
  createUserProfile: (_, { input }, ctx) => createUserProfile(ctx, input),
  changeUserEmail: (_, args, ctx) => changeUserEmail(ctx, args),
};
