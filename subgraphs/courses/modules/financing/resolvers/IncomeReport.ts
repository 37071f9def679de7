import type { IncomeReportResolvers } from "../../../__generated__/resolvers-types.js";
import { buyerOf } from "../../enrolment/index.js";
import { toUsd } from "../rules/money.js";
import { documentUrlOf, orderOf } from "../services/isa.js";

export const IncomeReport: IncomeReportResolvers = {
  order: (report, _, ctx) => orderOf(ctx, report.orderId),
  learner: (report) => buyerOf({ buyerId: report.learnerId }),
  monthlySalary: (report) => toUsd(report.monthlySalaryCents),
  documentUrl: (report, _, ctx) => documentUrlOf(ctx, report),
  submittedAt: (report) => report.submittedAt.toISOString(),
  reviewedAt: (report) => report.reviewedAt?.toISOString() ?? null,
};
