/** Who may read a team: its members (the lead included); anyone else gets nothing. */
import { isUuid } from "../../../../shared/ids.js";
import type { EventsContext } from "../../../context.js";
import type { TeamRow } from "../mappers.js";

export async function teamForViewer(ctx: EventsContext, id: string): Promise<TeamRow | null> {
  if (!ctx.viewer || !isUuid(id)) return null;
  const team = await ctx.loaders.eventTeam.load(id);
  if (!team) return null;
  if (team.leadId === ctx.viewer.id) return team;
  const members = await ctx.loaders.membersOfTeam.load(team.id);
  return members.some((m) => m.userId === ctx.viewer!.id) ? team : null;
}
