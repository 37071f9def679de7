/** What the catalogue's GraphQL types resolve from (codegen mappers, schema/mappers.ts). */
import type { categories, courseTable, programmeCourseLists, providers } from "../../../../drizzle/schema/courses.js";

export type CourseRow = typeof courseTable.$inferSelect;
export type ProviderRow = typeof providers.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;
export type ProgrammeListRow = typeof programmeCourseLists.$inferSelect;
/** A career role (owned by talent), as courses sees it: only its id. */
/** A vocabulary tool as courses knows it: only its id (talent owns the rest). */
export interface ToolRef {
  id: string;
}
export interface CareerRoleRef {
  id: string;
}
