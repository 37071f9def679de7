import type { QueryResolvers } from "../../../__generated__/resolvers-types.js";
import { listPriorLearningCredits } from "../services/admission.js";
import { listProgrammeApplications, myApplicationPage, myApplications, programmeMembershipsOf } from "../services/applications.js";
import { courseAdminSummary } from "../services/summary.js";
import {
  dashboardProgrammesOf,
  englishScoreBands,
  findProgramme,
  listProgrammes,
  registrationOptionLists,
} from "../services/programmes.js";

export const Query: Pick<
  QueryResolvers,
  | "programmes"
  | "programme"
  | "registrationOptionLists"
  | "englishScoreBands"
  | "myApplications"
  | "myProgrammeApplications"
  | "programmeApplications"
  | "priorLearningCredits"
  | "programmeMemberships"
  | "dashboardProgrammes"
  | "courseAdminSummary"
> = {
  programmes: (_, { open }, ctx) => listProgrammes(ctx, open),
  programme: (_, { id }, ctx) => findProgramme(ctx, id),
  dashboardProgrammes: (_, __, ctx) => dashboardProgrammesOf(ctx),
  registrationOptionLists: () => [...registrationOptionLists()],
  englishScoreBands: () => englishScoreBands(),
  myApplications: (_, __, ctx) => myApplications(ctx),
  myProgrammeApplications: (_, args, ctx) => myApplicationPage(ctx, args),
  programmeApplications: (_, args, ctx) => listProgrammeApplications(ctx, args),
  courseAdminSummary: (_, __, ctx) => courseAdminSummary(ctx),
  // Credits for prior learning (SPEC §5 admission).
  priorLearningCredits: (_, args, ctx) => listPriorLearningCredits(ctx, args),
  // Internal: jobs' exclusive campaigns ask it (@inaccessible, platform callers only).
  programmeMemberships: (_, { userId }, ctx) => programmeMembershipsOf(ctx, userId),
};
