/** Per-request DataLoaders of the talent subgraph. */
import { inArray } from "drizzle-orm";
import { tools, users } from "../../drizzle/schema/talent.js";
import type { Db } from "../shared/db.js";
import { loaderByKey } from "../shared/loaders.js";
import { isUuid } from "./rules/identity.js";

export function createTalentLoaders(db: Db) {
  return {
    // Ids that cannot be account ids (not UUIDs) are simply unknown; sending them would make Postgres fail the cast.
    user: loaderByKey(async (ids: readonly string[]) => {
      const valid = ids.filter(isUuid);
      return valid.length ? db.select().from(users).where(inArray(users.id, valid)) : [];
    }, (r) => r.id),
    tool: loaderByKey((ids: readonly string[]) => db.select().from(tools).where(inArray(tools.id, [...ids])), (r) => r.id),
  };
}
export type TalentLoaders = ReturnType<typeof createTalentLoaders>;
