import type { QueryResolvers } from "../__generated__/resolvers-types.js";
import { findUser, viewerProfile, visitorNavigation } from "../services/profiles.js";
import { findCareerRole, listCareerRoles, listTools } from "../services/vocabulary.js";
import { peopleMatching, searchPeople } from "../services/people.js";
import { scoreCvText } from "../services/cv.js";
import { COUNTRIES, EDUCATION_LEVELS, PROFILE_LANGUAGES } from "../../shared/options.js";

export const Query: QueryResolvers = {
  viewer: (_, __, ctx) => viewerProfile(ctx),
  user: (_, { id }, ctx) => findUser(ctx, id),
  tools: (_, args, ctx) => listTools(ctx, args),
  visitorNavigation: () => visitorNavigation(),
  careerRoles: (_, __, ctx) => listCareerRoles(ctx),
  careerRole: (_, { id }, ctx) => findCareerRole(ctx, id),
  // The same constants validate the forms' input (rules/profile.ts).
  profileOptions: () => ({ languages: [...PROFILE_LANGUAGES], countries: [...COUNTRIES], educationLevels: [...EDUCATION_LEVELS] }),
  people: (_, args, ctx) => searchPeople(ctx, args),
  peopleMatching: (_, args, ctx) => peopleMatching(ctx, args),
  scoreCvText: (_, args, ctx) => scoreCvText(ctx, args),
};
