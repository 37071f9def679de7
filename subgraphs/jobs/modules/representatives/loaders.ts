/** Per-request DataLoaders of company representatives: a request by id, and each employer's approved representatives. */
import { and, asc, eq, inArray } from "drizzle-orm";
import { employerRepresentatives } from "../../../../drizzle/schema/jobs.js";
import type { Db } from "../../../shared/db.js";
import { loaderByKey, loaderOfChildren } from "../../../shared/loaders.js";

export function createRepresentativeLoaders(db: Db) {
  return {
    representative: loaderByKey(
      (ids: readonly string[]) =>
        db
          .select()
          .from(employerRepresentatives)
          .where(inArray(employerRepresentatives.id, [...ids])),
      (r) => r.id,
    ),
    /** Each employer's approved representatives, longest-standing first. */
    approvedRepresentatives: loaderOfChildren(
      (ids: readonly string[]) =>
        db
          .select()
          .from(employerRepresentatives)
          .where(and(inArray(employerRepresentatives.employerId, [...ids]), eq(employerRepresentatives.status, "APPROVED")))
          .orderBy(asc(employerRepresentatives.decidedAt), asc(employerRepresentatives.id)),
      (r) => r.employerId!,
    ),
  };
}
