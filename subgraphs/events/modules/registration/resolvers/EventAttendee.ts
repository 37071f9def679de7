import type { EventAttendeeResolvers } from "../../../__generated__/resolvers-types.js";

export const EventAttendee: EventAttendeeResolvers = {
  user: (row) => ({ id: row.userId }),
  jobSeeker: (row) => row.jobSeeker,
  registeredAt: (row) => row.registeredAt.toISOString(),
};
