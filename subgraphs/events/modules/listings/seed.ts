/**
 * Events (content, seeded in every environment: the events page is public). The first seeding fixes each event's
 * dates relative to that day; later starts refresh the content but keep the dates, so registrations made against
 * them stay true.
 */
import { getTableColumns, sql } from "drizzle-orm";
import { eventExhibitors, eventTable } from "../../../../drizzle/schema/events.js";
import type { Tx } from "../../../shared/db.js";
import { upsertAll } from "../../../shared/seed.js";
import { firstStart, lastEnd } from "./rules/listings.js";
import { eventSeed, type EventSeed } from "./seed-data.js";

type EventInsert = typeof eventTable.$inferInsert;

/** The content columns, refreshed at every start. */
function contentOf(e: EventSeed) {
  return {
    id: e.id,
    title: e.title,
    description: e.description,
    featured: e.featured,
    showAtDashboard: e.showAtDashboard,
    type: e.type,
    mode: e.mode,
    location: e.location,
    timeZone: e.timeZone,
    banner: e.banner,
    links: e.links,
  };
}

/** A seeded event as a row, its dates as of the seeding day. */
export function eventRowOf(e: EventSeed): EventInsert {
  return {
    ...contentOf(e),
    dates: e.dates,
    sections: e.sections,
    startsAt: firstStart(e.dates),
    endsAt: lastEnd(e.dates),
    registrationFrom: new Date(e.registration.from),
    registrationTo: new Date(e.registration.to),
    capacity: e.capacity,
    teamMinSize: e.team?.minSize ?? null,
    teamMaxSize: e.team?.maxSize ?? null,
    minYear: e.team?.minYear ?? null,
    maxYear: e.team?.maxYear ?? null,
  };
}

export async function seedListings(tx: Tx, now: Date): Promise<void> {
  const seeds = eventSeed(now);
  // An existing event gets its content refreshed, never its dates, sections' times, capacity or places taken.
  const columns = getTableColumns(eventTable);
  const refreshed = Object.keys(contentOf(seeds[0]!)).filter((k) => k !== "id") as (keyof typeof columns)[];
  await tx
    .insert(eventTable)
    .values(seeds.map(eventRowOf))
    .onConflictDoUpdate({
      target: eventTable.id,
      set: Object.fromEntries(refreshed.map((k) => [k, sql.raw(`excluded."${columns[k].name}"`)])),
    });
  const exhibitors = seeds.flatMap((e) =>
    e.exhibitors.map((x, i) => ({ eventId: e.id, employerId: x.employerId, booth: x.booth, position: i + 1 })),
  );
  await upsertAll(tx, eventExhibitors, exhibitors, [eventExhibitors.eventId, eventExhibitors.employerId]);
}
