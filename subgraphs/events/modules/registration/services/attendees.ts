/**
 * An event's attendees as its exhibitors see them (SPEC: event exhibitors): only people who agreed to share their
 * name and profile, holding a place (not waitlisted), in registration order. For the people of the event's exhibiting
 * employers and for JOB_ADMIN, who runs events.
 */
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { eventRegistrations } from "../../../../../drizzle/schema/events.js";
import { forbidden } from "../../../../shared/errors.js";
import { requireViewer } from "../../../../shared/guards.js";
import { pageWindow, toPage, type Page, type PageArgs } from "../../../../shared/pagination.js";
import { hasRole } from "../../../../shared/viewer.js";
import type { EventsContext } from "../../../context.js";
import { EVENT_ORGANISER_ROLE, exhibitsAt } from "../../invites/index.js";
import type { RegistrationRow } from "../mappers.js";
import { ATTENDEE_PAGE_SIZE } from "../rules/registration.js";

export async function eventAttendees(ctx: EventsContext, eventId: string, args: PageArgs): Promise<Page<RegistrationRow>> {
  const viewer = requireViewer(ctx);
  if (!hasRole(viewer, EVENT_ORGANISER_ROLE) && !(await exhibitsAt(ctx, eventId, viewer.id)))
    throw forbidden("Only the event's exhibitors and its organisers see its attendees.");
  const window = pageWindow(args, ATTENDEE_PAGE_SIZE);
  const where = and(
    eq(eventRegistrations.eventId, eventId),
    eq(eventRegistrations.status, "Registered"),
    isNull(eventRegistrations.cancelledAt),
    eq(eventRegistrations.shareWithExhibitors, true),
  );
  const rows = await ctx.db
    .select()
    .from(eventRegistrations)
    .where(where)
    .orderBy(asc(eventRegistrations.seq))
    .limit(window.limit + 1)
    .offset(window.offset);
  return toPage(rows, window, async () => {
    const [r] = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(eventRegistrations)
      .where(where);
    return Number(r?.n ?? 0);
  });
}
