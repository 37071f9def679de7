/**
 * An event's registrations for its organiser (JOB_ADMIN): the paged list in arrival order and the CSV export, whose
 * names and e-mails talent gives (asked as the platform, in batches, never inside a transaction).
 */
import { stringify } from "csv-stringify/sync";
import { and, asc, eq, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import { eventRegistrations, eventTeams } from "../../../../../drizzle/schema/events.js";
import { notFound } from "../../../../shared/errors.js";
import { requireRole } from "../../../../shared/guards.js";
import { pageWindow, toPage, type Page, type PageArgs } from "../../../../shared/pagination.js";
import type { EventsContext } from "../../../context.js";
import { EVENT_ORGANISER_ROLE } from "../../invites/index.js";
import { findEvent } from "../../listings/index.js";
import type { RegistrationRow } from "../../registration/index.js";
import { CSV_COLUMNS } from "../rules/export.js";
import { ATTENDEE_PAGE_SIZE, type RegistrationStatus } from "../../registration/rules/registration.js";

type StatusFilter = RegistrationStatus | "Cancelled";

function statusCondition(eventId: string, status?: StatusFilter | null): SQL {
  if (status === "Cancelled") return and(eq(eventRegistrations.eventId, eventId), isNotNull(eventRegistrations.cancelledAt))!;
  const standing = and(eq(eventRegistrations.eventId, eventId), isNull(eventRegistrations.cancelledAt))!;
  return status ? and(standing, eq(eventRegistrations.status, status))! : standing;
}

export async function eventRegistrationsForOrganiser(
  ctx: EventsContext,
  eventId: string,
  args: PageArgs & { status?: StatusFilter | null },
): Promise<Page<RegistrationRow>> {
  requireRole(ctx, EVENT_ORGANISER_ROLE);
  const window = pageWindow(args, ATTENDEE_PAGE_SIZE);
  if (!(await findEvent(ctx, eventId))) throw notFound("Event", eventId);
  const where = statusCondition(eventId, args.status);
  const rows = await ctx.db
    .select()
    .from(eventRegistrations)
    .where(where)
    .orderBy(asc(eventRegistrations.seq))
    .limit(window.limit + 1)
    .offset(window.offset);
  for (const r of rows) ctx.loaders.eventRegistration.prime(r.id, r);
  return toPage(rows, window, async () => {
    const [r] = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(eventRegistrations)
      .where(where);
    return Number(r?.n ?? 0);
  });
}

const PEOPLE_QUERY = /* GraphQL */ `
  query ($representations: [_Any!]!) {
    _entities(representations: $representations) {
      ... on User {
        id
        displayName
        email
      }
    }
  }
`;
/** How many people one call to talent names. */
const PEOPLE_BATCH = 500;

export async function peopleOf(ctx: EventsContext, ids: string[]): Promise<Map<string, { displayName: string; email: string | null }>> {
  const people = new Map<string, { displayName: string; email: string | null }>();
  for (let i = 0; i < ids.length; i += PEOPLE_BATCH) {
    const batch = ids.slice(i, i + PEOPLE_BATCH);
    const { _entities } = await ctx.peers.ask<{ _entities: ({ id: string; displayName: string; email: string | null } | null)[] }>(
      "talent",
      PEOPLE_QUERY,
      { representations: batch.map((id) => ({ __typename: "User", id })) },
    );
    for (const p of _entities) if (p) people.set(p.id, { displayName: p.displayName, email: p.email });
  }
  return people;
}

/** A cell a spreadsheet would run as a formula (=, +, -, @, tab, return) is kept as text (OWASP CSV injection). */
function inert(cell: string | number): string | number {
  return typeof cell === "string" && /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

/** Every registration of the event (cancelled ones too) as RFC 4180 CSV with a header row, in arrival order. */
export async function eventRegistrationsCsv(ctx: EventsContext, eventId: string): Promise<string> {
  requireRole(ctx, EVENT_ORGANISER_ROLE);
  if (!(await findEvent(ctx, eventId))) throw notFound("Event", eventId);
  const rows = await ctx.db
    .select({ registration: eventRegistrations, teamName: eventTeams.name, teamLead: eventTeams.leadId })
    .from(eventRegistrations)
    .leftJoin(eventTeams, eq(eventTeams.id, eventRegistrations.teamId))
    .where(eq(eventRegistrations.eventId, eventId))
    .orderBy(asc(eventRegistrations.seq));
  const people = await peopleOf(ctx, [...new Set(rows.map((r) => r.registration.userId))]);
  let waiting = 0;
  const records = rows.map(({ registration: r, teamName, teamLead }) => {
    const person = people.get(r.userId);
    const status = r.cancelledAt ? "Cancelled" : r.status;
    return [
      r.id,
      person?.displayName ?? "",
      person?.email ?? "",
      status,
      status === "Waitlisted" && !teamName ? String(++waiting) : "",
      teamName ?? "",
      teamName ? String(teamLead === r.userId) : "",
      r.yearOfStudy ?? "",
      String(r.jobSeeker),
      String(r.shareWithExhibitors),
      r.inviteCode ?? "",
      r.registeredAt.toISOString(),
      r.promotedAt?.toISOString() ?? "",
      r.cancelledAt?.toISOString() ?? "",
    ];
  });
  return stringify([[...CSV_COLUMNS], ...records.map((cells) => cells.map(inert))], { record_delimiter: "\r\n" });
}
