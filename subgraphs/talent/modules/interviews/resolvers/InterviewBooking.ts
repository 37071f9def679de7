import type { InterviewBookingResolvers } from "../../../__generated__/resolvers-types.js";
import { bookingStatus } from "../rules/booking.js";
import { personOf } from "../services/access.js";
import { feedbackOf } from "../services/bookings.js";

export const InterviewBooking: InterviewBookingResolvers = {
  slot: async (booking, _, ctx) => (await ctx.loaders.interviewSlot.load(booking.slotId))!,
  learner: (booking, _, ctx) => personOf(ctx, booking.learnerId, `booking ${booking.id}'s learner`),
  bookedAt: (booking) => booking.bookedAt.toISOString(),
  status: async (booking, _, ctx) => bookingStatus(!!booking.cancelledAt, await ctx.loaders.interviewFeedback.load(booking.id)),
  cancelledAt: (booking) => booking.cancelledAt?.toISOString() ?? null,
  feedback: (booking, _, ctx) => feedbackOf(ctx, booking),
};
