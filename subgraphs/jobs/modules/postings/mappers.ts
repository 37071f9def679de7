/** What the postings module's GraphQL types resolve from (codegen mappers, schema/mappers.ts). */
import type { jobTable } from "../../../../drizzle/schema/jobs.js";

export type JobRow = typeof jobTable.$inferSelect;

/** A career role (owned by talent), as jobs sees it: only its id. */
export interface CareerRoleRef {
  id: string;
}
