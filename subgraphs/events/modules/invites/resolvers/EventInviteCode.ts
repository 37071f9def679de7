import type { EventInviteCodeResolvers } from "../../../__generated__/resolvers-types.js";
import { findEvent } from "../../listings/index.js";
import { inviteProblem, signUpLink } from "../rules/invites.js";

export const EventInviteCode: EventInviteCodeResolvers = {
  event: async (row, _, ctx) => (await findEvent(ctx, row.eventId))!,
  employer: (row) => (row.employerId ? { id: row.employerId } : null),
  expiresAt: (row) => row.expiresAt?.toISOString() ?? null,
  revoked: (row) => !!row.revokedAt,
  problem: (row, _, ctx) => inviteProblem(row, ctx.now),
  createdAt: (row) => row.createdAt.toISOString(),
  signUpLink: (row) => signUpLink(row),
  jobSeekerSignUpLink: (row) => (row.purpose === "learn" ? signUpLink(row, { jobSeeker: true }) : null),
};
