/**
 * The events figures of the admin dashboard (JOB_ADMIN, the organiser): the next events to start with their standing
 * registrations. The events come from `events_starts_idx`; their registrations are counted in one grouped statement
 * over `event_registrations_event_status_idx` (standing rows only), never per event.
 */
import { and, asc, count, gt, inArray, isNull } from "drizzle-orm";
import { eventRegistrations, eventTable } from "../../../../../drizzle/schema/events.js";
import { requireRole } from "../../../../shared/guards.js";
import type { EventsContext } from "../../../context.js";
import { EVENT_ORGANISER_ROLE } from "../../invites/index.js";
import type { EventRow } from "../../listings/index.js";

/** How many upcoming events the dashboard lists. */
export const DASHBOARD_UPCOMING_EVENTS = 5;

export interface EventRegistrationFigure {
  event: EventRow;
  registered: number;
  waitlisted: number;
}

export async function eventAdminSummary(ctx: EventsContext): Promise<{ upcoming: EventRegistrationFigure[] }> {
  requireRole(ctx, EVENT_ORGANISER_ROLE);
  const upcoming = await ctx.db
    .select()
    .from(eventTable)
    .where(gt(eventTable.startsAt, ctx.now))
    .orderBy(asc(eventTable.startsAt), asc(eventTable.id))
    .limit(DASHBOARD_UPCOMING_EVENTS);
  if (!upcoming.length) return { upcoming: [] };
  const counts = await ctx.db
    .select({ eventId: eventRegistrations.eventId, status: eventRegistrations.status, n: count() })
    .from(eventRegistrations)
    .where(
      and(
        inArray(
          eventRegistrations.eventId,
          upcoming.map((e) => e.id),
        ),
        isNull(eventRegistrations.cancelledAt),
      ),
    )
    .groupBy(eventRegistrations.eventId, eventRegistrations.status);
  const of = (id: string, status: string) => counts.find((c) => c.eventId === id && c.status === status)?.n ?? 0;
  return { upcoming: upcoming.map((event) => ({ event, registered: of(event.id, "Registered"), waitlisted: of(event.id, "Waitlisted") })) };
}
