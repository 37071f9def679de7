import type { MutationResolvers } from "../../../__generated__/resolvers-types.js";
import { confirmStatementPayment, reviewIncomeReport, runIsaStatements, submitIncomeReport } from "../services/isa.js";
import { applyWithdrawal, requestWithdrawal } from "../services/withdrawal.js";

export const Mutation: Pick<
  MutationResolvers,
  "submitIncomeReport" | "reviewIncomeReport" | "runIsaStatements" | "confirmStatementPayment" | "requestWithdrawal" | "applyWithdrawal"
> = {
  submitIncomeReport: (_, { input }, ctx) => submitIncomeReport(ctx, input),
  reviewIncomeReport: (_, { id, decision, note }, ctx) => reviewIncomeReport(ctx, id, decision, note),
  runIsaStatements: (_, __, ctx) => runIsaStatements(ctx),
  confirmStatementPayment: (_, { id }, ctx) => confirmStatementPayment(ctx, id),
  requestWithdrawal: (_, { orderId, reason }, ctx) => requestWithdrawal(ctx, orderId, reason),
  applyWithdrawal: (_, { input }, ctx) => applyWithdrawal(ctx, input),
};
