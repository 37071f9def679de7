/** What the CV module's GraphQL types resolve from (codegen mappers, schema/mappers.ts). */
import type { cvScores } from "../../../../drizzle/schema/talent.js";
import type { CvCriterionScore } from "./rules/index.js";

export type CvSnapshotRow = typeof cvScores.$inferSelect;
export type CvSource = CvSnapshotRow["source"];

/** A computed score as the API returns it. */
export interface CvScoreModel {
  total: number;
  roleId: string;
  criteria: CvCriterionScore[];
  lines: string[];
}
