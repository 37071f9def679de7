import type { IsaAgreementResolvers } from "../../../__generated__/resolvers-types.js";
import { toUsd } from "../rules/money.js";
import { agreementTotals, incomeReportsOf, orderOf, statementsOf, verifiedIncomeOf } from "../services/isa.js";

export const IsaAgreement: IsaAgreementResolvers = {
  order: (agreement, _, ctx) => orderOf(ctx, agreement.orderId),
  cap: (agreement) => toUsd(agreement.capCents),
  signedAt: (agreement) => agreement.signedAt.toISOString(),
  totalBilled: async (agreement, _, ctx) => (await agreementTotals(ctx, agreement)).totalBilled,
  totalPaid: async (agreement, _, ctx) => (await agreementTotals(ctx, agreement)).totalPaid,
  remaining: async (agreement, _, ctx) => (await agreementTotals(ctx, agreement)).remaining,
  paymentMonthsCounted: async (agreement, _, ctx) => (await agreementTotals(ctx, agreement)).paymentMonthsCounted,
  endedAt: (agreement) => agreement.endedAt?.toISOString() ?? null,
  statements: (agreement, _, ctx) => statementsOf(ctx, agreement),
  incomeReports: (agreement, _, ctx) => incomeReportsOf(ctx, agreement),
  verifiedIncome: (agreement, _, ctx) => verifiedIncomeOf(ctx, agreement),
};
