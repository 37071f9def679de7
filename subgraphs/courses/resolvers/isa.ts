/** Income-share agreements, income reports, statements and withdrawals: thin resolvers over services/isa.ts and services/withdrawal.ts. */
import type {
  IncomeReportResolvers,
  IsaAgreementResolvers,
  IsaStatementResolvers,
  MutationResolvers,
  QueryResolvers,
  WithdrawalResolvers,
} from "../__generated__/resolvers-types.js";

export const IsaQuery: Pick<QueryResolvers, "isaCountries" | "incomeReports"> = {};

export const IsaMutation: Pick<
  MutationResolvers,
  | "approveIsaOrder"
  | "submitIncomeReport"
  | "reviewIncomeReport"
  | "runIsaStatements"
  | "confirmStatementPayment"
  | "requestWithdrawal"
  | "applyWithdrawal"
> = {};

export const IsaAgreement: IsaAgreementResolvers = {};
export const IsaStatement: IsaStatementResolvers = {};
export const IncomeReport: IncomeReportResolvers = {};
export const Withdrawal: WithdrawalResolvers = {};
