import type { InterviewSlotResolvers } from "../../../__generated__/resolvers-types.js";
import { personOf, seesSlotDetails } from "../services/access.js";

export const InterviewSlot: InterviewSlotResolvers = {
  host: (slot, _, ctx) => personOf(ctx, slot.hostId, `slot ${slot.id}'s host`),
  startsAt: (slot) => slot.startsAt.toISOString(),
  meetingUrl: async (slot, _, ctx) => ((await seesSlotDetails(ctx, slot)) ? slot.meetingUrl : null),
  booked: async (slot, _, ctx) => !!(await ctx.loaders.standingBookingOfSlot.load(slot.id)),
  booking: async (slot, _, ctx) => {
    if (!(await seesSlotDetails(ctx, slot))) return null;
    // A cancelled slot shows the booking it cancelled, so its learner and host see what happened.
    if (slot.cancelledAt) return (await ctx.loaders.bookingsOfSlot.load(slot.id))[0] ?? null;
    return ctx.loaders.standingBookingOfSlot.load(slot.id);
  },
  cancelledAt: (slot) => slot.cancelledAt?.toISOString() ?? null,
};
