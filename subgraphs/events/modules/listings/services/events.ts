/** Event use cases: the paged and filtered list, look-ups and the dashboard's events. Visitors may read events (SPEC §2). */
import { and, asc, count, desc, eq, gt, lte, type SQL } from "drizzle-orm";
import { eventTable } from "../../../../../drizzle/schema/events.js";
import { pageWindow, toPage, type Page, type PageArgs } from "../../../../shared/pagination.js";
import type { EventsContext } from "../../../context.js";
import type { EventRow } from "../mappers.js";
import { DASHBOARD_EVENT_COUNT, EVENT_PAGE_SIZE, FEATURED_EVENT_COUNT, isPast, type EventWhen } from "../rules/listings.js";
import { registrationWindow } from "../../registration/rules/registration.js";
import type { EventMode, EventType } from "../rules/content.js";

export interface EventFilters {
  type?: EventType | null;
  mode?: EventMode | null;
  when?: EventWhen | null;
}

/**
 * Upcoming (not ended) soonest first, past latest first, every event soonest first. Each order is an index scan:
 * `events_ends_idx` filters by the end, `events_starts_idx` sorts by the start.
 */
export async function listEvents(ctx: EventsContext, args: PageArgs & EventFilters): Promise<Page<EventRow>> {
  const window = pageWindow(args, EVENT_PAGE_SIZE);
  const conditions: SQL[] = [];
  if (args.type) conditions.push(eq(eventTable.type, args.type));
  if (args.mode) conditions.push(eq(eventTable.mode, args.mode));
  if (args.when === "UPCOMING") conditions.push(gt(eventTable.endsAt, ctx.now));
  if (args.when === "PAST") conditions.push(lte(eventTable.endsAt, ctx.now));
  const where = conditions.length ? and(...conditions) : undefined;
  const orderBy = args.when === "PAST" ? [desc(eventTable.endsAt), desc(eventTable.id)] : [asc(eventTable.startsAt), asc(eventTable.id)];
  const rows = await ctx.db
    .select()
    .from(eventTable)
    .where(where)
    .orderBy(...orderBy)
    .limit(window.limit + 1)
    .offset(window.offset);
  for (const row of rows) ctx.loaders.event.prime(row.id, row);
  return toPage(rows, window, async () => {
    const [r] = await ctx.db.select({ n: count() }).from(eventTable).where(where);
    return Number(r?.n ?? 0);
  });
}

export function findEvent(ctx: EventsContext, id: string): Promise<EventRow | null> {
  return ctx.loaders.event.load(id);
}

/** The learner dashboard's events: upcoming ones marked showAtDashboard, soonest first. */
export async function dashboardEvents(ctx: EventsContext): Promise<EventRow[]> {
  const rows = await ctx.db
    .select()
    .from(eventTable)
    .where(and(eq(eventTable.showAtDashboard, true), gt(eventTable.endsAt, ctx.now)))
    .orderBy(asc(eventTable.startsAt), asc(eventTable.id))
    .limit(DASHBOARD_EVENT_COUNT);
  for (const row of rows) ctx.loaders.event.prime(row.id, row);
  return rows;
}

/** The home page's events: upcoming featured ones, soonest first (the partial index `events_featured_idx`). */
export async function featuredEvents(ctx: EventsContext): Promise<EventRow[]> {
  const rows = await ctx.db
    .select()
    .from(eventTable)
    .where(and(eq(eventTable.featured, true), gt(eventTable.endsAt, ctx.now)))
    .orderBy(asc(eventTable.startsAt), asc(eventTable.id))
    .limit(FEATURED_EVENT_COUNT);
  for (const row of rows) ctx.loaders.event.prime(row.id, row);
  return rows;
}

export function registrationPeriodOf(event: EventRow) {
  return { from: event.registrationFrom.toISOString(), to: event.registrationTo.toISOString() };
}

export function registrationWindowOf(ctx: EventsContext, event: EventRow) {
  return registrationWindow({ from: event.registrationFrom, to: event.registrationTo }, ctx.now);
}

export function isEventPast(ctx: EventsContext, event: EventRow): boolean {
  return isPast(event.endsAt, ctx.now);
}
