/** Moving people (or teams) up from the waitlist into free places, inside the caller's transaction and event lock. */
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { eventRegistrations, eventTable } from "../../../../../drizzle/schema/events.js";
import type { Tx } from "../../../../shared/db.js";
import { mailRegistrations } from "./registration-mail.js";
import { promoteFirstWaitingTeam } from "./teams.js";

/**
 * Fills up to `places` free places at an event from its waitlist, first come first served, and counts them as
 * taken. At a team event a place is a team. Returns how many moved up.
 */
export async function fillFromWaitlist(tx: Tx, opts: { eventId: string; places: number; teamEvent: boolean; now: Date }): Promise<number> {
  if (opts.places <= 0) return 0;
  let moved = 0;
  if (opts.teamEvent) {
    while (moved < opts.places && (await promoteFirstWaitingTeam(tx, opts.eventId, opts.now))) moved++;
  } else {
    const next = await tx
      .select({ id: eventRegistrations.id })
      .from(eventRegistrations)
      .where(
        and(
          eq(eventRegistrations.eventId, opts.eventId),
          eq(eventRegistrations.status, "Waitlisted"),
          isNull(eventRegistrations.cancelledAt),
        ),
      )
      .orderBy(asc(eventRegistrations.seq))
      .limit(opts.places)
      .for("update");
    if (next.length) {
      const promoted = await tx
        .update(eventRegistrations)
        .set({ status: "Registered", promotedAt: opts.now })
        .where(
          inArray(
            eventRegistrations.id,
            next.map((r) => r.id),
          ),
        )
        .returning({ id: eventRegistrations.id, userId: eventRegistrations.userId });
      await mailRegistrations(tx, opts.eventId, promoted, "PROMOTED");
    }
    moved = next.length;
  }
  if (moved)
    await tx
      .update(eventTable)
      .set({ placesTaken: sql`${eventTable.placesTaken} + ${moved}` })
      .where(eq(eventTable.id, opts.eventId));
  return moved;
}
