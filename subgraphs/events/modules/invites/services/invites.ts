/**
 * Invite codes behind the SPEC's event sign-up links (/signup?purpose=…&invite_code=…&next=event-reg&event_id=…):
 * JOB_ADMIN issues them per event (learn) or per exhibiting employer (recruit), a sign-up page checks one, and using
 * one counts it once per person: a learner's registration, or the recruit side joining their employer at the event.
 * The code row is locked while it is counted, so a code with a limit is never used past it.
 */
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import {
  eventExhibitorMembers,
  eventExhibitors,
  eventInviteCodes,
  eventInviteRedemptions,
  eventTable,
} from "../../../../../drizzle/schema/events.js";
import type { Tx } from "../../../../shared/db.js";
import { badInput, conflict, notFound } from "../../../../shared/errors.js";
import { requireRole } from "../../../../shared/guards.js";
import { randomCode } from "../../../../shared/ids.js";
import { pageWindow, toPage, type Page, type PageArgs } from "../../../../shared/pagination.js";
import { parseInput } from "../../../../shared/validation.js";
import type { EventsContext } from "../../../context.js";
import { findEvent } from "../../listings/index.js";
import type { ExhibitorMemberRow, InviteCheckModel, InviteCodeRow } from "../mappers.js";
import {
  EVENT_ORGANISER_ROLE,
  EXHIBITOR_ROLES,
  INVITE_LIMITS,
  INVITE_MESSAGES,
  INVITE_PAGE_SIZE,
  INVITE_PURPOSES,
  inviteProblem,
  type InvitePurpose,
} from "../rules/invites.js";

export { EVENT_ORGANISER_ROLE };

const normalise = (code: string) => code.trim().toUpperCase();

async function codeRow(ctx: EventsContext, code: string): Promise<InviteCodeRow | null> {
  const c = normalise(code);
  if (!c || c.length > 40) return null;
  const [row] = await ctx.db.select().from(eventInviteCodes).where(eq(eventInviteCodes.code, c));
  return row ?? null;
}

/** For a sign-up page, visitors included: whether the code works now, for the link's event when it names one. */
export async function checkInvite(ctx: EventsContext, code: string, eventId?: string | null): Promise<InviteCheckModel> {
  const row = await codeRow(ctx, code);
  if (!row) return { code: null, problem: "UNKNOWN" };
  return { code: row, problem: inviteProblem(row, ctx.now, eventId) };
}

/**
 * Counts a code for a person inside the caller's transaction (a registration or an exhibitor joining): the code row
 * is locked and checked again, and a person counts once per code however often they come back.
 */
export async function redeemInvite(
  tx: Tx,
  opts: { code: string; userId: string; eventId: string; purpose: InvitePurpose; now: Date; field: string },
): Promise<InviteCodeRow> {
  const [row] = await tx
    .select()
    .from(eventInviteCodes)
    .where(eq(eventInviteCodes.code, normalise(opts.code)))
    .for("update");
  if (!row) throw notFound("Invite code");
  if (row.purpose !== opts.purpose) {
    const message =
      opts.purpose === "learn" ? "This code is for exhibitors, not attendees." : "This code is for attendees, not exhibitors.";
    throw badInput(message, { [opts.field]: message });
  }
  const problem = inviteProblem(row, opts.now, opts.eventId);
  if (problem) throw conflict(INVITE_MESSAGES[problem], { [opts.field]: INVITE_MESSAGES[problem] }, problem);
  const fresh = await tx
    .insert(eventInviteRedemptions)
    .values({ code: row.code, userId: opts.userId, redeemedAt: opts.now })
    .onConflictDoNothing()
    .returning({ code: eventInviteRedemptions.code });
  if (!fresh.length) return row;
  const [counted] = await tx
    .update(eventInviteCodes)
    .set({ uses: sql`${eventInviteCodes.uses} + 1` })
    .where(eq(eventInviteCodes.code, row.code))
    .returning();
  return counted!;
}

export async function listInviteCodes(ctx: EventsContext, eventId: string, args: PageArgs): Promise<Page<InviteCodeRow>> {
  requireRole(ctx, EVENT_ORGANISER_ROLE);
  const window = pageWindow(args, INVITE_PAGE_SIZE);
  const where = eq(eventInviteCodes.eventId, eventId);
  const rows = await ctx.db
    .select()
    .from(eventInviteCodes)
    .where(where)
    .orderBy(desc(eventInviteCodes.createdAt), desc(eventInviteCodes.code))
    .limit(window.limit + 1)
    .offset(window.offset);
  return toPage(rows, window, async () => {
    const [r] = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(eventInviteCodes)
      .where(where);
    return Number(r?.n ?? 0);
  });
}

const createInput = z.object({
  eventId: z.string().trim().min(1, "Choose an event.").max(200),
  purpose: z.enum(INVITE_PURPOSES),
  employerId: z.string().trim().min(1).max(200).nullish(),
  label: z
    .string()
    .trim()
    .min(INVITE_LIMITS.label.min, `A label has at least ${INVITE_LIMITS.label.min} characters.`)
    .max(INVITE_LIMITS.label.max, `A label has at most ${INVITE_LIMITS.label.max} characters.`),
  expiresAt: z.iso.datetime({ offset: true, message: "Give the expiry as an ISO 8601 date and time." }).nullish(),
  maxUses: z.number().int().min(INVITE_LIMITS.maxUses.min).max(INVITE_LIMITS.maxUses.max).nullish(),
});

export async function createInviteCode(ctx: EventsContext, raw: unknown): Promise<InviteCodeRow> {
  const viewer = requireRole(ctx, EVENT_ORGANISER_ROLE);
  const input = parseInput(createInput, raw);
  const event = await findEvent(ctx, input.eventId);
  if (!event) throw notFound("Event", input.eventId);
  if (input.purpose === "recruit") {
    if (!input.employerId) throw badInput("A recruit code is for one exhibitor.", { employerId: "Choose the exhibitor." });
    const exhibitors = await ctx.loaders.exhibitorsOfEvent.load(event.id);
    if (!exhibitors.some((x) => x.employerId === input.employerId))
      throw badInput("That employer does not exhibit at this event.", { employerId: "Choose one of the event's exhibitors." });
  } else if (input.employerId) {
    throw badInput("A learn code is for the whole event, not one exhibitor.", { employerId: "Leave empty for a learn code." });
  }
  const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
  if (expiresAt && expiresAt.getTime() <= ctx.now.getTime())
    throw badInput("The expiry must be in the future.", { expiresAt: "The expiry must be in the future." });
  const [row] = await ctx.db
    .insert(eventInviteCodes)
    .values({
      code: randomCode(INVITE_LIMITS.codeLength),
      eventId: event.id,
      purpose: input.purpose,
      employerId: input.purpose === "recruit" ? input.employerId! : null,
      label: input.label,
      expiresAt,
      maxUses: input.maxUses ?? null,
      createdAt: ctx.now,
      createdBy: viewer.id,
    })
    .returning();
  return row!;
}

export async function revokeInviteCode(ctx: EventsContext, code: string): Promise<InviteCodeRow> {
  requireRole(ctx, EVENT_ORGANISER_ROLE);
  const row = await codeRow(ctx, code);
  if (!row) throw notFound("Invite code", code);
  if (row.revokedAt) return row;
  const [revoked] = await ctx.db
    .update(eventInviteCodes)
    .set({ revokedAt: ctx.now })
    .where(eq(eventInviteCodes.code, row.code))
    .returning();
  return revoked!;
}

/** The recruit side joins their employer at an event with its recruit code. */
export async function joinAsExhibitor(ctx: EventsContext, code: string, eventId?: string | null): Promise<ExhibitorMemberRow> {
  const viewer = requireRole(ctx, ...EXHIBITOR_ROLES);
  const found = await codeRow(ctx, code);
  if (!found) throw notFound("Invite code");
  return ctx.db.transaction(async (tx) => {
    const counted = await redeemInvite(tx, {
      code: found.code,
      userId: viewer.id,
      eventId: eventId ?? found.eventId,
      purpose: "recruit",
      now: ctx.now,
      field: "code",
    });
    await tx
      .insert(eventExhibitorMembers)
      .values({ eventId: counted.eventId, employerId: counted.employerId!, userId: viewer.id, joinedAt: ctx.now })
      .onConflictDoNothing();
    const [member] = await tx
      .select()
      .from(eventExhibitorMembers)
      .where(
        and(
          eq(eventExhibitorMembers.eventId, counted.eventId),
          eq(eventExhibitorMembers.employerId, counted.employerId!),
          eq(eventExhibitorMembers.userId, viewer.id),
        ),
      );
    return member!;
  });
}

/** The events the viewer exhibits at, soonest first. */
export async function myExhibitorMemberships(ctx: EventsContext): Promise<ExhibitorMemberRow[]> {
  const viewer = requireRole(ctx, ...EXHIBITOR_ROLES);
  const rows = await ctx.db
    .select({ member: eventExhibitorMembers, event: eventTable })
    .from(eventExhibitorMembers)
    .innerJoin(eventTable, eq(eventTable.id, eventExhibitorMembers.eventId))
    .where(eq(eventExhibitorMembers.userId, viewer.id))
    .orderBy(asc(eventTable.startsAt), asc(eventTable.id), asc(eventExhibitorMembers.employerId));
  for (const r of rows) ctx.loaders.event.prime(r.event.id, r.event);
  return rows.map((r) => r.member);
}

/** Whether the viewer exhibits at the event (for any employer). */
export async function exhibitsAt(ctx: EventsContext, eventId: string, userId: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ userId: eventExhibitorMembers.userId })
    .from(eventExhibitorMembers)
    .innerJoin(
      eventExhibitors,
      and(eq(eventExhibitors.eventId, eventExhibitorMembers.eventId), eq(eventExhibitors.employerId, eventExhibitorMembers.employerId)),
    )
    .where(and(eq(eventExhibitorMembers.eventId, eventId), eq(eventExhibitorMembers.userId, userId)))
    .limit(1);
  return !!row;
}
