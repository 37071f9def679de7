import type { EventTeamMemberResolvers } from "../../../__generated__/resolvers-types.js";

export const EventTeamMember: EventTeamMemberResolvers = {
  registrationId: (row) => row.id,
  user: (row) => ({ id: row.userId }),
  lead: async (row, _, ctx) => (await ctx.loaders.eventTeam.load(row.teamId!))?.leadId === row.userId,
  yearOfStudy: (row) => row.yearOfStudy ?? 0,
  joinedAt: (row) => row.registeredAt.toISOString(),
};
