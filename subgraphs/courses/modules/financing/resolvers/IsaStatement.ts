import type { IsaStatementResolvers } from "../../../__generated__/resolvers-types.js";
import { toUsd } from "../rules/money.js";
import { statementModel } from "../services/isa.js";

export const IsaStatement: IsaStatementResolvers = {
  collectedOn: (statement) => statementModel.collectedOn(statement),
  salary: (statement) => toUsd(statement.salaryCents),
  amount: (statement) => toUsd(statement.amountCents),
  cumulative: (statement) => toUsd(statement.cumulativeCents),
  reference: (statement, _, ctx) => statementModel.reference(ctx, statement),
  computedAt: (statement) => statement.computedAt.toISOString(),
  paidAt: (statement) => statement.paidAt?.toISOString() ?? null,
};
