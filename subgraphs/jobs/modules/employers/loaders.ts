/** Per-request DataLoaders of employers: an employer by id (public: every employer's profile is). */
import { inArray } from "drizzle-orm";
import { employers } from "../../../../drizzle/schema/jobs.js";
import type { Db } from "../../../shared/db.js";
import { loaderByKey } from "../../../shared/loaders.js";

export function createEmployerLoaders(db: Db) {
  return {
    employer: loaderByKey(
      (ids: readonly string[]) =>
        db
          .select()
          .from(employers)
          .where(inArray(employers.id, [...ids])),
      (r) => r.id,
    ),
  };
}
