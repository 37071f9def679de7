import type { MutationResolvers } from "../../../__generated__/resolvers-types.js";
import { createInviteCode, joinAsExhibitor, revokeInviteCode } from "../services/invites.js";

export const Mutation: MutationResolvers = {
  createEventInviteCode: (_, { input }, ctx) => createInviteCode(ctx, input),
  revokeEventInviteCode: (_, { code }, ctx) => revokeInviteCode(ctx, code),
  joinEventAsExhibitor: (_, { code, eventId }, ctx) => joinAsExhibitor(ctx, code, eventId),
};
