/**
 * Per-request DataLoaders of financing: an order's ISA agreement, statements, income reports and withdrawal. Not
 * viewer-scoped: they are reached only from an order the caller may already see (myOrders, orders for admins, a
 * scoped reference).
 */
import { desc, inArray } from "drizzle-orm";
import { incomeReports, isaAgreements, isaStatements, withdrawals } from "../../../../drizzle/schema/courses.js";
import type { Db } from "../../../shared/db.js";
import { loaderByKey, loaderOfChildren } from "../../../shared/loaders.js";

export function createFinancingLoaders(db: Db) {
  return {
    isaAgreement: loaderByKey(
      (orderIds: readonly string[]) =>
        db
          .select()
          .from(isaAgreements)
          .where(inArray(isaAgreements.orderId, [...orderIds])),
      (r) => r.orderId,
    ),
    /** Each agreement's statements, newest month first. */
    statementsOfOrder: loaderOfChildren(
      (orderIds: readonly string[]) =>
        db
          .select()
          .from(isaStatements)
          .where(inArray(isaStatements.orderId, [...orderIds]))
          .orderBy(desc(isaStatements.month)),
      (r) => r.orderId,
    ),
    /** Each agreement's income reports, newest submitted first. */
    incomeReportsOfOrder: loaderOfChildren(
      (orderIds: readonly string[]) =>
        db
          .select()
          .from(incomeReports)
          .where(inArray(incomeReports.orderId, [...orderIds]))
          .orderBy(desc(incomeReports.submittedAt), desc(incomeReports.id)),
      (r) => r.orderId,
    ),
    withdrawal: loaderByKey(
      (orderIds: readonly string[]) =>
        db
          .select()
          .from(withdrawals)
          .where(inArray(withdrawals.orderId, [...orderIds])),
      (r) => r.orderId,
    ),
  };
}
