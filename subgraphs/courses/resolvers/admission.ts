/** Credits for prior learning and programme settings (SPEC §5 admission): thin resolvers over services/admission.ts. */
import type { MutationResolvers, PriorLearningCreditResolvers, QueryResolvers } from "../__generated__/resolvers-types.js";
import {
  grantedByOfCredit,
  grantPriorLearningCredit,
  listPriorLearningCredits,
  personOfCredit,
  revokePriorLearningCredit,
  updateProgramme,
} from "../services/admission.js";

export const AdmissionQuery: Pick<QueryResolvers, "priorLearningCredits"> = {
  priorLearningCredits: (_, args, ctx) => listPriorLearningCredits(ctx, args),
};

export const AdmissionMutation: Pick<MutationResolvers, "updateProgramme" | "grantPriorLearningCredit" | "revokePriorLearningCredit"> = {
  updateProgramme: (_, { id, input }, ctx) => updateProgramme(ctx, id, input),
  grantPriorLearningCredit: (_, args, ctx) => grantPriorLearningCredit(ctx, args),
  revokePriorLearningCredit: (_, { userId }, ctx) => revokePriorLearningCredit(ctx, userId),
};

export const PriorLearningCredit: PriorLearningCreditResolvers = {
  person: (credit) => personOfCredit(credit),
  grantedBy: (credit) => grantedByOfCredit(credit),
  grantedAt: (credit) => credit.grantedAt.toISOString(),
};
