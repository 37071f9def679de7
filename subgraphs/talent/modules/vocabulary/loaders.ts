/** Per-request DataLoaders of the vocabulary: tools, career roles and each role's skill set. Public data, not viewer-scoped. */
import { asc, inArray } from "drizzle-orm";
import { careerRoles, roleSkills, tools } from "../../../../drizzle/schema/talent.js";
import type { Db } from "../../../shared/db.js";
import { loaderByKey, loaderOfChildren } from "../../../shared/loaders.js";

export function createVocabularyLoaders(db: Db) {
  return {
    tool: loaderByKey(
      (ids: readonly string[]) =>
        db
          .select()
          .from(tools)
          .where(inArray(tools.id, [...ids])),
      (r) => r.id,
    ),
    careerRole: loaderByKey(
      (ids: readonly string[]) =>
        db
          .select()
          .from(careerRoles)
          .where(inArray(careerRoles.id, [...ids])),
      (r) => r.id,
    ),
    /** A role's skill set, CORE first, in the seed's order. */
    roleSkills: loaderOfChildren(
      (ids: readonly string[]) =>
        db
          .select()
          .from(roleSkills)
          .where(inArray(roleSkills.roleId, [...ids]))
          .orderBy(asc(roleSkills.roleId), asc(roleSkills.position)),
      (r) => r.roleId,
    ),
  };
}
