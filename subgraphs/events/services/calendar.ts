/** Event use cases: the paged calendar and look-ups. Visitors may read events (SPEC §2). */
import { asc } from "drizzle-orm";
import { eventTable } from "../../../drizzle/schema/events.js";
import { pageOfTable, pageWindow, type Page, type PageArgs } from "../../shared/pagination.js";
import { EVENT_PAGE_SIZE, registrationIsOpen } from "../rules/registration.js";
import type { EventsContext } from "../context.js";

export type EventRow = typeof eventTable.$inferSelect;

export async function listEvents(ctx: EventsContext, args: PageArgs): Promise<Page<EventRow>> {
  const window = pageWindow(args, EVENT_PAGE_SIZE);
  const page = await pageOfTable(ctx.db, eventTable, window, { orderBy: [asc(eventTable.startsAt), asc(eventTable.id)] });
  for (const row of page.items) ctx.loaders.event.prime(row.id, row);
  return page;
}

export function findEvent(ctx: EventsContext, id: string): Promise<EventRow | null> {
  return ctx.loaders.event.load(id);
}

export function registrationPeriodOf(event: EventRow) {
  return { from: event.registrationFrom.toISOString(), to: event.registrationTo.toISOString() };
}

export function isRegistrationOpen(ctx: EventsContext, event: EventRow): boolean {
  return registrationIsOpen({ from: event.registrationFrom, to: event.registrationTo }, ctx.now);
}
