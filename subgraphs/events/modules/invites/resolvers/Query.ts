import type { QueryResolvers } from "../../../__generated__/resolvers-types.js";
import { checkInvite, listInviteCodes, myExhibitorMemberships } from "../services/invites.js";

export const Query: QueryResolvers = {
  eventInvite: (_, { code, eventId }, ctx) => checkInvite(ctx, code, eventId),
  eventInviteCodes: (_, { eventId, ...args }, ctx) => listInviteCodes(ctx, eventId, args),
  myExhibitorMemberships: (_, __, ctx) => myExhibitorMemberships(ctx),
};
