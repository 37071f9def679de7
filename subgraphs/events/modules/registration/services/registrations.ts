/**
 * Registering for events (SPEC §4: registration only within registrationPeriod): one standing registration per person
 * per event (a partial unique index), a place while one is left and the waitlist after, cancelling, and the first on
 * the waitlist moving up when a place frees. Places taken are kept on the event row under its lock, so concurrent
 * registrations for the last places are served one at a time and never overfill the event.
 */
import { and, asc, desc, eq, gt, isNull, lte, sql } from "drizzle-orm";
import { z } from "zod";
import { eventRegistrations, eventTable, eventTeams } from "../../../../../drizzle/schema/events.js";
import { isUniqueViolation } from "../../../../shared/db.js";
import { notFound } from "../../../../shared/errors.js";
import { requireViewer } from "../../../../shared/guards.js";
import { isUuid } from "../../../../shared/ids.js";
import { pageWindow, toPage, type Page, type PageArgs } from "../../../../shared/pagination.js";
import { parseInput } from "../../../../shared/validation.js";
import type { EventsContext } from "../../../context.js";
import { redeemInvite } from "../../invites/index.js";
import { findEvent, registrationWindowOf } from "../../listings/index.js";
import { EVENT_PAGE_SIZE, type EventWhen } from "../../listings/rules/listings.js";
import type { RegistrationRow } from "../mappers.js";
import { freesAPlace, placeFor } from "../rules/registration.js";
import { refuse } from "./conflicts.js";
import { mailRegistrations, newRegistrationStatus } from "./registration-mail.js";

const registerInput = z.object({
  eventId: z.string().trim().min(1, "Choose an event.").max(200),
  shareWithExhibitors: z.boolean().nullish(),
  inviteCode: z.string().trim().max(40).nullish(),
  jobSeeker: z.boolean().nullish(),
});

export async function registerForEvent(ctx: EventsContext, raw: unknown): Promise<RegistrationRow> {
  const viewer = requireViewer(ctx);
  const input = parseInput(registerInput, raw);
  const event = await findEvent(ctx, input.eventId);
  if (!event) throw notFound("Event", input.eventId);
  const window = registrationWindowOf(ctx, event);
  if (window === "NOT_YET_OPEN") throw refuse("REGISTRATION_NOT_YET_OPEN");
  if (window === "CLOSED") throw refuse("REGISTRATION_CLOSED");
  if (event.teamMinSize !== null) throw refuse("TEAM_EVENT");
  let row: RegistrationRow;
  try {
    row = await ctx.db.transaction(async (tx) => {
      const [locked] = await tx.select().from(eventTable).where(eq(eventTable.id, event.id)).for("update");
      const [standing] = await tx
        .select({ id: eventRegistrations.id })
        .from(eventRegistrations)
        .where(
          and(eq(eventRegistrations.eventId, event.id), eq(eventRegistrations.userId, viewer.id), isNull(eventRegistrations.cancelledAt)),
        );
      if (standing) throw refuse("ALREADY_REGISTERED");
      const invite = input.inviteCode
        ? await redeemInvite(tx, {
            code: input.inviteCode,
            userId: viewer.id,
            eventId: event.id,
            purpose: "learn",
            now: ctx.now,
            field: "inviteCode",
          })
        : null;
      const status = placeFor(locked!.capacity, locked!.placesTaken);
      const [inserted] = await tx
        .insert(eventRegistrations)
        .values({
          eventId: event.id,
          userId: viewer.id,
          status,
          shareWithExhibitors: input.shareWithExhibitors ?? false,
          jobSeeker: input.jobSeeker ?? false,
          inviteCode: invite?.code ?? null,
          registeredAt: ctx.now,
        })
        .returning();
      if (status === "Registered")
        await tx
          .update(eventTable)
          .set({ placesTaken: sql`${eventTable.placesTaken} + 1` })
          .where(eq(eventTable.id, event.id));
      await mailRegistrations(tx, locked!, [inserted!], newRegistrationStatus(status));
      return inserted!;
    });
  } catch (err) {
    if (isUniqueViolation(err, "event_registrations_one_per_person_key")) throw refuse("ALREADY_REGISTERED");
    throw err;
  }
  ctx.loaders.event.clear(event.id);
  ctx.loaders.viewerRegistrationOfEvent.clear(event.id).prime(event.id, row);
  ctx.loaders.eventRegistration.prime(row.id, row);
  return row;
}

export async function cancelEventRegistration(ctx: EventsContext, id: string): Promise<RegistrationRow> {
  const viewer = requireViewer(ctx);
  const found = isUuid(id) ? await ctx.loaders.eventRegistration.load(id) : null;
  // Someone else's registration is not found: whether it exists is nobody else's business.
  if (!found || found.userId !== viewer.id) throw notFound("Event registration", id);
  const row = await ctx.db.transaction(async (tx) => {
    const [event] = await tx.select().from(eventTable).where(eq(eventTable.id, found.eventId)).for("update");
    const [locked] = await tx.select().from(eventRegistrations).where(eq(eventRegistrations.id, found.id)).for("update");
    if (locked!.cancelledAt) throw refuse("ALREADY_CANCELLED", "id");
    if (event!.startsAt.getTime() <= ctx.now.getTime()) throw refuse("EVENT_STARTED", "id");
    const team = locked!.teamId ? (await tx.select().from(eventTeams).where(eq(eventTeams.id, locked!.teamId)))[0] : null;
    if (team?.leadId === viewer.id) throw refuse("TEAM_LEAD", "id");
    const [cancelled] = await tx
      .update(eventRegistrations)
      .set({ cancelledAt: ctx.now })
      .where(eq(eventRegistrations.id, found.id))
      .returning();
    // A team member leaving frees no place: at a team event places count teams.
    if (!team && freesAPlace(locked!.status)) {
      const [next] = await tx
        .select({ id: eventRegistrations.id })
        .from(eventRegistrations)
        .where(
          and(
            eq(eventRegistrations.eventId, event!.id),
            eq(eventRegistrations.status, "Waitlisted"),
            isNull(eventRegistrations.cancelledAt),
          ),
        )
        .orderBy(asc(eventRegistrations.seq))
        .limit(1)
        .for("update");
      // The freed place goes to the first on the waitlist; with nobody waiting, it is free again.
      if (next) {
        const promoted = await tx
          .update(eventRegistrations)
          .set({ status: "Registered", promotedAt: ctx.now })
          .where(eq(eventRegistrations.id, next.id))
          .returning({ id: eventRegistrations.id, userId: eventRegistrations.userId });
        await mailRegistrations(tx, event!, promoted, "PROMOTED");
      } else
        await tx
          .update(eventTable)
          .set({ placesTaken: sql`${eventTable.placesTaken} - 1` })
          .where(eq(eventTable.id, event!.id));
    }
    return cancelled!;
  });
  ctx.loaders.event.clear(row.eventId);
  ctx.loaders.viewerRegistrationOfEvent.clear(row.eventId);
  ctx.loaders.eventRegistration.clear(row.id).prime(row.id, row);
  if (row.teamId) ctx.loaders.membersOfTeam.clear(row.teamId);
  return row;
}

/** The viewer's standing registrations, by their event's start: upcoming soonest first, past latest first. */
export async function myEventRegistrations(
  ctx: EventsContext,
  args: PageArgs & { when?: EventWhen | null },
): Promise<Page<RegistrationRow>> {
  const viewer = requireViewer(ctx);
  const window = pageWindow(args, EVENT_PAGE_SIZE);
  const past = args.when === "PAST";
  const where = and(
    eq(eventRegistrations.userId, viewer.id),
    isNull(eventRegistrations.cancelledAt),
    past ? lte(eventTable.endsAt, ctx.now) : gt(eventTable.endsAt, ctx.now),
  );
  const rows = await ctx.db
    .select({ registration: eventRegistrations, event: eventTable })
    .from(eventRegistrations)
    .innerJoin(eventTable, eq(eventTable.id, eventRegistrations.eventId))
    .where(where)
    .orderBy(...(past ? [desc(eventTable.startsAt), desc(eventTable.id)] : [asc(eventTable.startsAt), asc(eventTable.id)]))
    .limit(window.limit + 1)
    .offset(window.offset);
  for (const r of rows) ctx.loaders.event.prime(r.event.id, r.event);
  return toPage(
    rows.map((r) => r.registration),
    window,
    async () => {
      const [r] = await ctx.db
        .select({ n: sql<number>`count(*)::int` })
        .from(eventRegistrations)
        .innerJoin(eventTable, eq(eventTable.id, eventRegistrations.eventId))
        .where(where);
      return Number(r?.n ?? 0);
    },
  );
}

/** The viewer's standing registration for an event (null for visitors and people not registered). */
export function viewerRegistration(ctx: EventsContext, eventId: string): Promise<RegistrationRow | null> {
  return ctx.viewer ? ctx.loaders.viewerRegistrationOfEvent.load(eventId) : Promise.resolve(null);
}

/** A registration is its owner's; anyone else asking gets nothing (the reference resolver is the only other way in). */
export async function registrationForViewer(ctx: EventsContext, id: string): Promise<RegistrationRow | null> {
  if (!ctx.viewer || !isUuid(id)) return null;
  const row = await ctx.loaders.eventRegistration.load(id);
  return row && row.userId === ctx.viewer.id ? row : null;
}
