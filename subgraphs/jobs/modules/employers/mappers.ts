/** What the employers module's GraphQL types resolve from (codegen mappers, schema/mappers.ts). */
import type { employers } from "../../../../drizzle/schema/jobs.js";

export type EmployerRow = typeof employers.$inferSelect;
