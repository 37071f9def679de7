/** Per-request DataLoaders of the events subgraph. */
import { inArray } from "drizzle-orm";
import { eventTable } from "../../drizzle/schema/events.js";
import type { Db } from "../shared/db.js";
import { loaderByKey } from "../shared/loaders.js";

export function createEventsLoaders(db: Db) {
  return {
    event: loaderByKey(
      (ids: readonly string[]) =>
        db
          .select()
          .from(eventTable)
          .where(inArray(eventTable.id, [...ids])),
      (r) => r.id,
    ),
  };
}
export type EventsLoaders = ReturnType<typeof createEventsLoaders>;
