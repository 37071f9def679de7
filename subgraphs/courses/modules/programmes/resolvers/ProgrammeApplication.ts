import type { ProgrammeApplicationResolvers } from "../../../__generated__/resolvers-types.js";
import { notFound } from "../../../../shared/errors.js";
import { allowedMovesOf, applicantOf, findApplicationFor, historyOf } from "../services/applications.js";

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
