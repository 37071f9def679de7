import type { EventTeamResolvers } from "../../../__generated__/resolvers-types.js";
import { findEvent } from "../../listings/index.js";
import { isComplete } from "../rules/teams.js";
import { membersFor, teamRulesOf } from "../services/teams.js";
import { teamForViewer } from "../services/team-access.js";

export const EventTeam: EventTeamResolvers = {
  __resolveReference: (ref, ctx) => teamForViewer(ctx, ref.id),
  event: async (team, _, ctx) => (await findEvent(ctx, team.eventId))!,
  status: (team) => (team.disbandedAt ? "Cancelled" : team.status),
  waitlistPosition: async (team, _, ctx) =>
    team.status === "Waitlisted" && !team.disbandedAt ? ((await ctx.loaders.teamWaitlistPosition.load(team.id))?.position ?? null) : null,
  memberCount: async (team, _, ctx) => (team.disbandedAt ? 0 : (await ctx.loaders.membersOfTeam.load(team.id)).length),
  complete: async (team, _, ctx) => {
    const rules = teamRulesOf((await findEvent(ctx, team.eventId))!);
    return !team.disbandedAt && !!rules && isComplete(rules, (await ctx.loaders.membersOfTeam.load(team.id)).length);
  },
  viewerIsLead: (team, _, ctx) => team.leadId === ctx.viewer?.id,
  joinCode: (team, _, ctx) => (team.leadId === ctx.viewer?.id && !team.disbandedAt ? team.joinCode : null),
  members: (team, _, ctx) => membersFor(ctx, team),
};
