import type { WithdrawalResolvers } from "../../../__generated__/resolvers-types.js";
import { withdrawalMoney } from "../services/withdrawal.js";

export const Withdrawal: WithdrawalResolvers = {
  requestedAt: (w) => w.requestedAt?.toISOString() ?? null,
  appliedAt: (w) => w.appliedAt?.toISOString() ?? null,
  tuition: (w) => withdrawalMoney.tuition(w),
  paidInAdvance: (w) => withdrawalMoney.paidInAdvance(w),
  owed: (w) => withdrawalMoney.owed(w),
  refund: (w) => withdrawalMoney.refund(w),
};
