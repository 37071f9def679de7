/** Model types of the reports module (codegen maps GraphQL types to them: schema/mappers.ts). */
import type { forumReports } from "../../../../drizzle/schema/forum.js";

export type ReportRow = typeof forumReports.$inferSelect;
export type ReportStatus = ReportRow["status"];
