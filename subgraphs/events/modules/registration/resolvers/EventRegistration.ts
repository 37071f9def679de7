import type { EventRegistrationResolvers } from "../../../__generated__/resolvers-types.js";
import { publicOrigin } from "../../../../shared/env.js";
import { eventCalendarFile, findEvent } from "../../listings/index.js";
import { registrationForViewer } from "../services/registrations.js";

export const EventRegistration: EventRegistrationResolvers = {
  __resolveReference: (ref, ctx) => registrationForViewer(ctx, ref.id),
  event: async (row, _, ctx) => (await findEvent(ctx, row.eventId))!,
  status: (row) => (row.cancelledAt ? "Cancelled" : row.status),
  waitlistPosition: async (row, _, ctx) =>
    row.status === "Waitlisted" && !row.cancelledAt ? ((await ctx.loaders.waitlistPosition.load(row.id))?.position ?? null) : null,
  user: (row) => ({ id: row.userId }),
  jobSeeker: (row) => row.jobSeeker,
  team: async (row, _, ctx) => (row.teamId ? ctx.loaders.eventTeam.load(row.teamId) : null),
  yearOfStudy: (row) => row.yearOfStudy,
  registeredAt: (row) => row.registeredAt.toISOString(),
  promotedAt: (row) => row.promotedAt?.toISOString() ?? null,
  cancelledAt: (row) => row.cancelledAt?.toISOString() ?? null,
  calendarFile: async (row, _, ctx) => {
    if (row.status !== "Registered" || row.cancelledAt) return null;
    const event = (await findEvent(ctx, row.eventId))!;
    return eventCalendarFile(event, { origin: publicOrigin(), registrationId: row.id });
  },
};
