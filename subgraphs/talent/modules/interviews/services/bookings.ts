/**
 * Bookings of mock-interview slots (SPEC §1 mock interviews, §5 interview terms): certified-associate students book an
 * open slot after accepting every interview term and cancel before it starts; the host (or a talent admin) writes the
 * feedback once it has started. One booking stands per slot: the slot row is locked while booking and the partial
 * unique index settles any race that gets past it.
 */
import { and, asc, desc, eq, gt, gte, isNull, lt, sql } from "drizzle-orm";
import { z } from "zod";
import { interviewBookings, interviewFeedback, interviewSlots } from "../../../../../drizzle/schema/talent.js";
import { isUniqueViolation } from "../../../../shared/db.js";
import { badInput, conflict, forbidden, notFound } from "../../../../shared/errors.js";
import { requireViewer } from "../../../../shared/guards.js";
import { pageWindow, toPage, type Page, type PageArgs } from "../../../../shared/pagination.js";
import { parseInput } from "../../../../shared/validation.js";
import type { TalentContext } from "../../../context.js";
import { isUuid } from "../../profiles/rules/identity.js";
import { missingTerms } from "../../skills/rules/tests.js";
import { INTERVIEW_TERMS } from "../../skills/tests-seed-data.js";
import type { InterviewBookingRow } from "../mappers.js";
import { bookingCancellable, bookingProblem, feedbackOpen, isLateCancellation, type BookingProblem } from "../rules/booking.js";
import { BOOKING_LIMITS, FEEDBACK_LIMITS, INTERVIEW_PAGE_SIZE } from "../rules/limits.js";
import { mayBookMockInterviews, requireHost, requireSlotManager } from "./access.js";
import { findSlot } from "./slots.js";

const BOOKING_MESSAGES: Record<BookingProblem, string> = {
  CANCELLED: "This slot was cancelled by its host.",
  TAKEN: "Someone else has just booked this slot.",
  CLOSED: `Booking closes ${BOOKING_LIMITS.closesMinutesBefore} minutes before the start.`,
  OWN_SLOT: "You host this slot.",
  OVERLAP: "You already have a mock interview at that time.",
  TOO_MANY: `You can hold at most ${BOOKING_LIMITS.maxUpcoming} upcoming mock interviews.`,
};

export async function bookSlot(ctx: TalentContext, slotId: string, acceptedTermIds: readonly string[]): Promise<InterviewBookingRow> {
  const viewer = requireViewer(ctx);
  if (!(await mayBookMockInterviews(ctx, viewer.id)))
    throw forbidden("Mock interviews are part of career services, for students of a certified-associate course.");
  const missing = missingTerms(INTERVIEW_TERMS, acceptedTermIds);
  if (missing.length) throw badInput("Accept every interview term to book.", { acceptedTermIds: `Not accepted: ${missing.join(", ")}.` });
  const slot = await findSlot(ctx, slotId);
  if (!slot) throw notFound("Interview slot", slotId);
  let row: InterviewBookingRow;
  try {
    row = await ctx.db.transaction(async (tx) => {
      const [locked] = await tx.select().from(interviewSlots).where(eq(interviewSlots.id, slot.id)).for("update");
      const [standing] = await tx
        .select({ id: interviewBookings.id })
        .from(interviewBookings)
        .where(and(eq(interviewBookings.slotId, slot.id), isNull(interviewBookings.cancelledAt)));
      const upcoming = await tx
        .select({ startsAt: interviewSlots.startsAt, durationMinutes: interviewSlots.durationMinutes })
        .from(interviewBookings)
        .innerJoin(interviewSlots, eq(interviewSlots.id, interviewBookings.slotId))
        .where(
          and(eq(interviewBookings.learnerId, viewer.id), isNull(interviewBookings.cancelledAt), gt(interviewSlots.startsAt, ctx.now)),
        );
      const problem = bookingProblem({
        slot: { ...locked!, cancelled: !!locked!.cancelledAt, booked: !!standing },
        learnerId: viewer.id,
        upcoming,
        now: ctx.now,
      });
      if (problem) throw conflict(BOOKING_MESSAGES[problem], { slotId: BOOKING_MESSAGES[problem] });
      const [inserted] = await tx
        .insert(interviewBookings)
        .values({ slotId: slot.id, learnerId: viewer.id, acceptedTermIds: [...new Set(acceptedTermIds)], bookedAt: ctx.now })
        .returning();
      return inserted!;
    });
  } catch (err) {
    if (isUniqueViolation(err, "interview_bookings_one_per_slot_key"))
      throw conflict(BOOKING_MESSAGES.TAKEN, { slotId: BOOKING_MESSAGES.TAKEN });
    throw err;
  }
  ctx.loaders.standingBookingOfSlot.clear(slot.id).prime(slot.id, row);
  ctx.loaders.bookingsOfSlot.clear(slot.id);
  ctx.loaders.interviewBooking.prime(row.id, row);
  return row;
}

async function findBooking(ctx: TalentContext, bookingId: string): Promise<InterviewBookingRow | null> {
  return isUuid(bookingId) ? ctx.loaders.interviewBooking.load(bookingId) : null;
}

export async function cancelBooking(ctx: TalentContext, bookingId: string): Promise<InterviewBookingRow> {
  const viewer = requireViewer(ctx);
  const booking = await findBooking(ctx, bookingId);
  // Someone else's booking is not found: its existence is nobody else's business.
  if (!booking || booking.learnerId !== viewer.id) throw notFound("Interview booking", bookingId);
  const row = await ctx.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(interviewBookings).where(eq(interviewBookings.id, booking.id)).for("update");
    if (locked!.cancelledAt) throw conflict("This booking is cancelled already.");
    const [slot] = await tx.select().from(interviewSlots).where(eq(interviewSlots.id, booking.slotId));
    if (!bookingCancellable(slot!.startsAt, ctx.now)) throw conflict("This interview has started; it can no longer be cancelled.");
    const [updated] = await tx
      .update(interviewBookings)
      .set({ cancelledAt: ctx.now, cancelledBy: viewer.id, lateCancellation: isLateCancellation(slot!.startsAt, ctx.now) })
      .where(eq(interviewBookings.id, booking.id))
      .returning();
    return updated!;
  });
  ctx.loaders.interviewBooking.clear(row.id).prime(row.id, row);
  ctx.loaders.standingBookingOfSlot.clear(row.slotId);
  ctx.loaders.bookingsOfSlot.clear(row.slotId);
  return row;
}

const rating = z.number().int().min(FEEDBACK_LIMITS.rating.min).max(FEEDBACK_LIMITS.rating.max);
const text = z.string().trim().min(FEEDBACK_LIMITS.text.min).max(FEEDBACK_LIMITS.text.max);
const feedbackInput = z.discriminatedUnion("attended", [
  z.object({
    attended: z.literal(true),
    communication: rating,
    problemSolving: rating,
    technicalDepth: rating,
    strengths: text,
    improvements: text,
  }),
  z.object({
    attended: z.literal(false),
    communication: z.null().optional(),
    problemSolving: z.null().optional(),
    technicalDepth: z.null().optional(),
    strengths: z.string().trim().max(FEEDBACK_LIMITS.text.max),
    improvements: z.string().trim().max(FEEDBACK_LIMITS.text.max),
  }),
]);

export async function giveFeedback(ctx: TalentContext, bookingId: string, raw: Record<string, unknown>): Promise<InterviewBookingRow> {
  const viewer = requireHost(ctx);
  const booking = await findBooking(ctx, bookingId);
  if (!booking) throw notFound("Interview booking", bookingId);
  const slot = (await findSlot(ctx, booking.slotId))!;
  requireSlotManager(viewer, slot);
  const input = parseInput(feedbackInput, raw);
  if (booking.cancelledAt) throw conflict("This booking was cancelled; there is no interview to give feedback on.");
  if (!feedbackOpen(slot.startsAt, ctx.now)) throw conflict("Feedback opens when the interview starts.");
  const values = {
    authorId: viewer.id,
    attended: input.attended,
    communication: input.communication ?? null,
    problemSolving: input.problemSolving ?? null,
    technicalDepth: input.technicalDepth ?? null,
    strengths: input.strengths,
    improvements: input.improvements,
    givenAt: ctx.now,
  };
  const [row] = await ctx.db
    .insert(interviewFeedback)
    .values({ bookingId: booking.id, ...values })
    .onConflictDoUpdate({ target: interviewFeedback.bookingId, set: values })
    .returning();
  ctx.loaders.interviewFeedback.clear(booking.id).prime(booking.id, row!);
  return booking;
}

/** The viewer's bookings, by their slots' start: upcoming soonest first, past latest first. */
export async function myBookings(
  ctx: TalentContext,
  args: PageArgs & { window?: "UPCOMING" | "PAST" | null },
): Promise<Page<InterviewBookingRow>> {
  const viewer = requireViewer(ctx);
  const window = pageWindow(args, INTERVIEW_PAGE_SIZE);
  const past = args.window === "PAST";
  const where = and(
    eq(interviewBookings.learnerId, viewer.id),
    past ? lt(interviewSlots.startsAt, ctx.now) : gte(interviewSlots.startsAt, ctx.now),
  );
  const rows = await ctx.db
    .select({ booking: interviewBookings })
    .from(interviewBookings)
    .innerJoin(interviewSlots, eq(interviewSlots.id, interviewBookings.slotId))
    .where(where)
    .orderBy(
      ...(past
        ? [desc(interviewSlots.startsAt), desc(interviewBookings.bookedAt)]
        : [asc(interviewSlots.startsAt), asc(interviewBookings.bookedAt)]),
    )
    .limit(window.limit + 1)
    .offset(window.offset);
  return toPage(
    rows.map((r) => r.booking),
    window,
    async () => {
      const [r] = await ctx.db
        .select({ n: sql<number>`count(*)::int` })
        .from(interviewBookings)
        .innerJoin(interviewSlots, eq(interviewSlots.id, interviewBookings.slotId))
        .where(where);
      return Number(r?.n ?? 0);
    },
  );
}

/** Feedback is for the learner, the slot's host and talent admins. */
export async function feedbackOf(ctx: TalentContext, booking: InterviewBookingRow) {
  const viewer = ctx.viewer;
  if (!viewer) return null;
  if (booking.learnerId !== viewer.id) {
    const slot = await ctx.loaders.interviewSlot.load(booking.slotId);
    if (!slot || (slot.hostId !== viewer.id && !viewer.roles.includes("TALENT_ADMIN"))) return null;
  }
  return ctx.loaders.interviewFeedback.load(booking.id);
}
