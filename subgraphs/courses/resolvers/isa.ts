/** Income-share agreements, income reports, statements and withdrawals: thin resolvers over services/isa.ts and services/withdrawal.ts. */
import type {
  IncomeReportResolvers,
  IsaAgreementResolvers,
  IsaStatementResolvers,
  MutationResolvers,
  QueryResolvers,
  WithdrawalResolvers,
} from "../__generated__/resolvers-types.js";
import { approveIsaOrder, buyerOf } from "../services/orders.js";
import {
  agreementTotals,
  confirmStatementPayment,
  documentUrlOf,
  incomeReportsOf,
  isaCountries,
  listIncomeReports,
  orderOf,
  reviewIncomeReport,
  runIsaStatements,
  statementModel,
  statementsOf,
  submitIncomeReport,
  verifiedIncomeOf,
} from "../services/isa.js";
import { applyWithdrawal, requestWithdrawal, withdrawalMoney } from "../services/withdrawal.js";
import { toUsd } from "../rules/financing/money.js";

const iso = (d: Date | null) => d?.toISOString() ?? null;

export const IsaQuery: Pick<QueryResolvers, "isaCountries" | "incomeReports"> = {
  isaCountries: () => isaCountries(),
  incomeReports: (_, args, ctx) => listIncomeReports(ctx, args),
};

export const IsaMutation: Pick<
  MutationResolvers,
  | "approveIsaOrder"
  | "submitIncomeReport"
  | "reviewIncomeReport"
  | "runIsaStatements"
  | "confirmStatementPayment"
  | "requestWithdrawal"
  | "applyWithdrawal"
> = {
  approveIsaOrder: (_, { id }, ctx) => approveIsaOrder(ctx, id),
  submitIncomeReport: (_, { input }, ctx) => submitIncomeReport(ctx, input),
  reviewIncomeReport: (_, { id, decision, note }, ctx) => reviewIncomeReport(ctx, id, decision, note),
  runIsaStatements: (_, __, ctx) => runIsaStatements(ctx),
  confirmStatementPayment: (_, { id }, ctx) => confirmStatementPayment(ctx, id),
  requestWithdrawal: (_, { orderId, reason }, ctx) => requestWithdrawal(ctx, orderId, reason),
  applyWithdrawal: (_, { input }, ctx) => applyWithdrawal(ctx, input),
};

export const IsaAgreement: IsaAgreementResolvers = {
  order: (agreement, _, ctx) => orderOf(ctx, agreement.orderId),
  cap: (agreement) => toUsd(agreement.capCents),
  signedAt: (agreement) => agreement.signedAt.toISOString(),
  totalBilled: async (agreement, _, ctx) => (await agreementTotals(ctx, agreement)).totalBilled,
  totalPaid: async (agreement, _, ctx) => (await agreementTotals(ctx, agreement)).totalPaid,
  remaining: async (agreement, _, ctx) => (await agreementTotals(ctx, agreement)).remaining,
  paymentMonthsCounted: async (agreement, _, ctx) => (await agreementTotals(ctx, agreement)).paymentMonthsCounted,
  endedAt: (agreement) => iso(agreement.endedAt),
  statements: (agreement, _, ctx) => statementsOf(ctx, agreement),
  incomeReports: (agreement, _, ctx) => incomeReportsOf(ctx, agreement),
  verifiedIncome: (agreement, _, ctx) => verifiedIncomeOf(ctx, agreement),
};

export const IsaStatement: IsaStatementResolvers = {
  collectedOn: (statement) => statementModel.collectedOn(statement),
  salary: (statement) => toUsd(statement.salaryCents),
  amount: (statement) => toUsd(statement.amountCents),
  cumulative: (statement) => toUsd(statement.cumulativeCents),
  reference: (statement, _, ctx) => statementModel.reference(ctx, statement),
  computedAt: (statement) => statement.computedAt.toISOString(),
  paidAt: (statement) => iso(statement.paidAt),
};

export const IncomeReport: IncomeReportResolvers = {
  order: (report, _, ctx) => orderOf(ctx, report.orderId),
  learner: (report) => buyerOf({ buyerId: report.learnerId }),
  monthlySalary: (report) => toUsd(report.monthlySalaryCents),
  documentUrl: (report, _, ctx) => documentUrlOf(ctx, report),
  submittedAt: (report) => report.submittedAt.toISOString(),
  reviewedAt: (report) => iso(report.reviewedAt),
};

export const Withdrawal: WithdrawalResolvers = {
  requestedAt: (w) => iso(w.requestedAt),
  appliedAt: (w) => iso(w.appliedAt),
  tuition: (w) => withdrawalMoney.tuition(w),
  paidInAdvance: (w) => withdrawalMoney.paidInAdvance(w),
  owed: (w) => withdrawalMoney.owed(w),
  refund: (w) => withdrawalMoney.refund(w),
};
