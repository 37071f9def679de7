/** Programmes, registration forms and applications: thin resolvers over services/programmes.ts and services/applications.ts. */
import type {
  MutationResolvers,
  ProgrammeApplicationResolvers,
  ProgrammeResolvers,
  ProgrammeSectionResolvers,
  QueryResolvers,
  RegistrationOptionListResolvers,
  ApplicationHistoryEntryResolvers,
} from "../__generated__/resolvers-types.js";
import { notFound } from "../../shared/errors.js";
import {
  acceptOffer,
  allowedMovesOf,
  applicantOf,
  applyToProgramme,
  findApplicationFor,
  historyOf,
  listProgrammeApplications,
  moveApplication,
  myApplications,
  withdrawApplication,
} from "../services/applications.js";
import { programmeRequiresM1, viewerApplicationOf, viewerMeetsPrerequisites } from "../services/admission.js";
import { findProgramme } from "../services/enrolment.js";
import {
  coursesOfSection,
  englishScoreBands,
  keyedOptionsOf,
  listProgrammes,
  registrationFormOf,
  registrationOptionLists,
} from "../services/programmes.js";

export const ProgrammeQuery: Pick<
  QueryResolvers,
  "programmes" | "programme" | "registrationOptionLists" | "englishScoreBands" | "myApplications" | "programmeApplications"
> = {
  programmes: (_, { open }, ctx) => listProgrammes(ctx, open),
  programme: (_, { id }, ctx) => findProgramme(ctx, id),
  registrationOptionLists: () => [...registrationOptionLists()],
  englishScoreBands: () => englishScoreBands(),
  myApplications: (_, __, ctx) => myApplications(ctx),
  programmeApplications: (_, args, ctx) => listProgrammeApplications(ctx, args),
};

export const ProgrammeMutation: Pick<MutationResolvers, "applyToProgramme" | "moveApplication" | "acceptOffer" | "withdrawApplication"> = {
  applyToProgramme: (_, args, ctx) => applyToProgramme(ctx, args),
  moveApplication: (_, { id, to, note }, ctx) => moveApplication(ctx, id, { to, note }),
  acceptOffer: (_, { id }, ctx) => acceptOffer(ctx, id),
  withdrawApplication: (_, { id, note }, ctx) => withdrawApplication(ctx, id, note),
};

export const Programme: ProgrammeResolvers = {
  __resolveReference: (ref, ctx) => findProgramme(ctx, ref.id),
  registrationForm: (programme, _, ctx) => registrationFormOf(ctx, programme),
  requiresM1Completion: (programme, _, ctx) => programmeRequiresM1(ctx, programme),
  viewerMeetsPrerequisites: (programme, _, ctx) => viewerMeetsPrerequisites(ctx, programme),
  viewerApplication: (programme, _, ctx) => viewerApplicationOf(ctx, programme),
};

export const ProgrammeSection: ProgrammeSectionResolvers = {
  courses: (section, _, ctx) => coursesOfSection(ctx, section),
};

export const RegistrationOptionList: RegistrationOptionListResolvers = {
  options: (list) => [...list.options],
  byKey: (list) => keyedOptionsOf(list),
};

export const ProgrammeApplication: ProgrammeApplicationResolvers = {
  __resolveReference: (ref, ctx) => findApplicationFor(ctx, ref.id),
  programme: async (application, _, ctx) =>
    (await ctx.loaders.programme.load(application.programmeId)) ?? Promise.reject(notFound("Programme", application.programmeId)),
  applicant: (application) => applicantOf(application),
  submittedAt: (application) => application.submittedAt.toISOString(),
  updatedAt: (application) => application.updatedAt.toISOString(),
  history: (application, _, ctx) => historyOf(ctx, application),
  allowedMoves: (application, _, ctx) => allowedMovesOf(ctx, application),
};

export const ApplicationHistoryEntry: ApplicationHistoryEntryResolvers = {
  at: (entry) => entry.at.toISOString(),
};
