/** Income-share agreements (SPEC §1 financing): ISA orders, income reports, monthly statements. */
import type { incomeReports, isaAgreements, isaStatements } from "../../../drizzle/schema/courses.js";

export type IsaAgreementRow = typeof isaAgreements.$inferSelect;
export type IsaStatementRow = typeof isaStatements.$inferSelect;
export type IncomeReportRow = typeof incomeReports.$inferSelect;
