import type { MutationResolvers } from "../../../__generated__/resolvers-types.js";
import { applyToJob, moveJobApplication, withdrawJobApplication } from "../services/applications.js";

export const Mutation: Pick<MutationResolvers, "applyToJob" | "withdrawJobApplication" | "moveJobApplication"> = {
  applyToJob: (_, { jobId, coverNote }, ctx) => applyToJob(ctx, jobId, coverNote),
  withdrawJobApplication: (_, { id, note }, ctx) => withdrawJobApplication(ctx, id, note),
  moveJobApplication: (_, { id, to, note }, ctx) => moveJobApplication(ctx, id, { to, note }),
};
