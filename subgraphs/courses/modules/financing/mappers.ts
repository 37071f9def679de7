/** What the financing module's GraphQL types resolve from (codegen mappers, schema/mappers.ts). */
import type { incomeReports, isaAgreements, isaStatements, withdrawals } from "../../../../drizzle/schema/courses.js";

export type IsaAgreementRow = typeof isaAgreements.$inferSelect;
export type IsaStatementRow = typeof isaStatements.$inferSelect;
export type IncomeReportRow = typeof incomeReports.$inferSelect;
export type WithdrawalRow = typeof withdrawals.$inferSelect;
