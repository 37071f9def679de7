import type { MutationResolvers } from "../../../__generated__/resolvers-types.js";
import { grantPriorLearningCredit, revokePriorLearningCredit, updateProgramme } from "../services/admission.js";
import { acceptOffer, applyToProgramme, moveApplication, withdrawApplication } from "../services/applications.js";

export const Mutation: Pick<
  MutationResolvers,
  | "applyToProgramme"
  | "moveApplication"
  | "acceptOffer"
  | "withdrawApplication"
  | "updateProgramme"
  | "grantPriorLearningCredit"
  | "revokePriorLearningCredit"
> = {
  applyToProgramme: (_, args, ctx) => applyToProgramme(ctx, args),
  moveApplication: (_, { id, to, note }, ctx) => moveApplication(ctx, id, { to, note }),
  acceptOffer: (_, { id }, ctx) => acceptOffer(ctx, id),
  withdrawApplication: (_, { id, note }, ctx) => withdrawApplication(ctx, id, note),
  // A course admin's programme settings and credits for prior learning (SPEC §5 admission).
  updateProgramme: (_, { id, input }, ctx) => updateProgramme(ctx, id, input),
  grantPriorLearningCredit: (_, args, ctx) => grantPriorLearningCredit(ctx, args),
  revokePriorLearningCredit: (_, { userId }, ctx) => revokePriorLearningCredit(ctx, userId),
};
