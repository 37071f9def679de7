/** Per-request DataLoaders of the listings module. */
import { asc, inArray } from "drizzle-orm";
import { eventExhibitors, eventTable } from "../../../../drizzle/schema/events.js";
import type { Db } from "../../../shared/db.js";
import { loaderByKey, loaderOfChildren } from "../../../shared/loaders.js";

export function createListingLoaders(db: Db) {
  return {
    event: loaderByKey(
      (ids: readonly string[]) =>
        db
          .select()
          .from(eventTable)
          .where(inArray(eventTable.id, [...ids])),
      (r) => r.id,
    ),
    exhibitorsOfEvent: loaderOfChildren(
      (ids: readonly string[]) =>
        db
          .select()
          .from(eventExhibitors)
          .where(inArray(eventExhibitors.eventId, [...ids]))
          .orderBy(asc(eventExhibitors.position), asc(eventExhibitors.employerId)),
      (r) => r.eventId,
    ),
  };
}
