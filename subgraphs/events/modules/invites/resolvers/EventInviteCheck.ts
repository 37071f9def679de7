import type { EventInviteCheckResolvers } from "../../../__generated__/resolvers-types.js";
import { findEvent } from "../../listings/index.js";

export const EventInviteCheck: EventInviteCheckResolvers = {
  valid: (check) => check.problem === null,
  problem: (check) => check.problem,
  purpose: (check) => check.code?.purpose ?? null,
  event: (check, _, ctx) => (check.code ? findEvent(ctx, check.code.eventId) : null),
  employer: (check) => (check.code?.employerId ? { id: check.code.employerId } : null),
};
