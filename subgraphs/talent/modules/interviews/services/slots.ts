/**
 * Mock-interview slots: hosts publish and cancel them; logged-in people list the open ones; hosts (and talent admins)
 * list what they host. Publishing locks the host's profile row, so two concurrent publishes cannot overlap.
 */
import { and, asc, desc, eq, gt, gte, isNull, lt, notExists, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { interviewBookings, interviewSlots, users } from "../../../../../drizzle/schema/talent.js";
import { badInput, conflict, forbidden, notFound } from "../../../../shared/errors.js";
import { requireViewer } from "../../../../shared/guards.js";
import { pageOfTable, pageWindow, type Page, type PageArgs } from "../../../../shared/pagination.js";
import { parseInput } from "../../../../shared/validation.js";
import type { TalentContext } from "../../../context.js";
import { isUuid } from "../../profiles/rules/identity.js";
import type { InterviewSlotRow } from "../mappers.js";
import { earliestBookableStart, slotEnd, slotTimeProblem } from "../rules/booking.js";
import { INTERVIEW_FOCUSES, INTERVIEW_PAGE_SIZE, SLOT_LIMITS, type InterviewFocus } from "../rules/limits.js";
import { isTalentAdmin, requireHost, requireSlotManager } from "./access.js";

export async function findSlot(ctx: TalentContext, slotId: string): Promise<InterviewSlotRow | null> {
  return isUuid(slotId) ? ctx.loaders.interviewSlot.load(slotId) : null;
}

const slotInput = z.object({
  startsAt: z.iso.datetime({ offset: true, message: "Use a date and time (ISO 8601)." }).transform((s) => new Date(s)),
  durationMinutes: z.number().int(),
  focus: z.enum(INTERVIEW_FOCUSES),
  topic: z.string().trim().min(SLOT_LIMITS.topic.min).max(SLOT_LIMITS.topic.max),
  meetingUrl: z
    .string()
    .trim()
    .max(SLOT_LIMITS.meetingUrl.max)
    .pipe(z.url({ protocol: /^https$/, message: "Use an https link." })),
});

const TIME_MESSAGES = {
  TOO_SOON: ["startsAt", `Start at least ${SLOT_LIMITS.leadMinutes} minutes from now.`],
  TOO_FAR: ["startsAt", `Start within ${SLOT_LIMITS.horizonDays} days.`],
  DURATION: [
    "durationMinutes",
    `Last ${SLOT_LIMITS.durationMinutes.min} to ${SLOT_LIMITS.durationMinutes.max} minutes, in steps of ${SLOT_LIMITS.durationMinutes.step}.`,
  ],
} as const;

export async function publishSlot(
  ctx: TalentContext,
  raw: { startsAt: string; durationMinutes: number; focus: InterviewFocus; topic: string; meetingUrl: string },
): Promise<InterviewSlotRow> {
  const host = requireHost(ctx);
  const input = parseInput(slotInput, raw);
  const problem = slotTimeProblem(input, ctx.now);
  if (problem) {
    const [field, message] = TIME_MESSAGES[problem];
    throw badInput(message, { [field]: message });
  }
  const end = slotEnd(input);
  const row = await ctx.db.transaction(async (tx) => {
    // The host's profile row serialises their publishes: the overlap check and the insert see one calendar.
    const [profile] = await tx.select({ id: users.id }).from(users).where(eq(users.id, host.id)).for("update");
    if (!profile) throw forbidden("Create your profile before hosting interviews.");
    const [clash] = await tx
      .select({ id: interviewSlots.id })
      .from(interviewSlots)
      .where(
        and(
          eq(interviewSlots.hostId, host.id),
          isNull(interviewSlots.cancelledAt),
          lt(interviewSlots.startsAt, end),
          gt(sql`${interviewSlots.startsAt} + make_interval(mins => ${interviewSlots.durationMinutes})`, input.startsAt),
        ),
      )
      .limit(1);
    if (clash) throw conflict("You already host a slot at that time.", { startsAt: "Overlaps another of your slots." });
    const [inserted] = await tx
      .insert(interviewSlots)
      .values({ hostId: host.id, ...input, createdAt: ctx.now })
      .returning();
    return inserted!;
  });
  ctx.loaders.interviewSlot.prime(row.id, row);
  return row;
}

const reasonInput = z.object({
  reason: z.string().trim().min(SLOT_LIMITS.cancellationReason.min).max(SLOT_LIMITS.cancellationReason.max),
});

export async function cancelSlot(ctx: TalentContext, slotId: string, rawReason: string): Promise<InterviewSlotRow> {
  const viewer = requireHost(ctx);
  const slot = await findSlot(ctx, slotId);
  if (!slot) throw notFound("Interview slot", slotId);
  requireSlotManager(viewer, slot);
  const { reason } = parseInput(reasonInput, { reason: rawReason });
  const row = await ctx.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(interviewSlots).where(eq(interviewSlots.id, slot.id)).for("update");
    if (locked!.cancelledAt) throw conflict("This slot is cancelled already.");
    if (locked!.startsAt <= ctx.now) throw conflict("This slot has started; give feedback instead.");
    await tx
      .update(interviewBookings)
      .set({ cancelledAt: ctx.now, cancelledBy: viewer.id })
      .where(and(eq(interviewBookings.slotId, slot.id), isNull(interviewBookings.cancelledAt)));
    const [updated] = await tx
      .update(interviewSlots)
      .set({ cancelledAt: ctx.now, cancellationReason: reason })
      .where(eq(interviewSlots.id, slot.id))
      .returning();
    return updated!;
  });
  ctx.loaders.interviewSlot.clear(row.id).prime(row.id, row);
  ctx.loaders.standingBookingOfSlot.clear(row.id);
  ctx.loaders.bookingsOfSlot.clear(row.id);
  return row;
}

/** Open slots: standing, bookable (an hour ahead at least) and not booked, soonest first. */
export async function openSlots(ctx: TalentContext, args: PageArgs & { focus?: InterviewFocus | null }): Promise<Page<InterviewSlotRow>> {
  requireViewer(ctx);
  const window = pageWindow(args, INTERVIEW_PAGE_SIZE);
  const where: SQL[] = [
    isNull(interviewSlots.cancelledAt),
    gte(interviewSlots.startsAt, earliestBookableStart(ctx.now)),
    notExists(
      ctx.db
        .select({ one: sql`1` })
        .from(interviewBookings)
        .where(and(eq(interviewBookings.slotId, interviewSlots.id), isNull(interviewBookings.cancelledAt))),
    ),
  ];
  if (args.focus) where.push(eq(interviewSlots.focus, args.focus));
  return pageOfTable(ctx.db, interviewSlots, window, {
    where: and(...where),
    orderBy: [asc(interviewSlots.startsAt), asc(interviewSlots.id)],
  });
}

/** A host's slots (talent admins: anyone's, or everyone's), cancelled ones included. */
export async function hostedSlots(
  ctx: TalentContext,
  args: PageArgs & { window?: "UPCOMING" | "PAST" | null; hostId?: string | null },
): Promise<Page<InterviewSlotRow>> {
  const viewer = requireHost(ctx);
  const admin = isTalentAdmin(viewer);
  if (args.hostId && args.hostId !== viewer.id && !admin) throw forbidden("Only talent admins list another host's slots.");
  const window = pageWindow(args, INTERVIEW_PAGE_SIZE);
  const hostId = args.hostId ?? (admin ? null : viewer.id);
  if (hostId && !isUuid(hostId)) return pageOfTable(ctx.db, interviewSlots, window, { where: sql`false`, orderBy: [interviewSlots.id] });
  const past = args.window === "PAST";
  const where: SQL[] = [past ? lt(interviewSlots.startsAt, ctx.now) : gte(interviewSlots.startsAt, ctx.now)];
  if (hostId) where.push(eq(interviewSlots.hostId, hostId));
  return pageOfTable(ctx.db, interviewSlots, window, {
    where: and(...where),
    orderBy: past ? [desc(interviewSlots.startsAt), desc(interviewSlots.id)] : [asc(interviewSlots.startsAt), asc(interviewSlots.id)],
  });
}
