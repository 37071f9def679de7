import type { EventExhibitorMembershipResolvers } from "../../../__generated__/resolvers-types.js";
import { findEvent } from "../../listings/index.js";

export const EventExhibitorMembership: EventExhibitorMembershipResolvers = {
  event: async (row, _, ctx) => (await findEvent(ctx, row.eventId))!,
  employer: (row) => ({ id: row.employerId }),
  joinedAt: (row) => row.joinedAt.toISOString(),
};
