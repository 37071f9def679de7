import type { PriorLearningCreditResolvers } from "../../../__generated__/resolvers-types.js";
import { grantedByOfCredit, personOfCredit } from "../services/admission.js";

export const PriorLearningCredit: PriorLearningCreditResolvers = {
  person: (credit) => personOfCredit(credit),
  grantedBy: (credit) => grantedByOfCredit(credit),
  grantedAt: (credit) => credit.grantedAt.toISOString(),
};
