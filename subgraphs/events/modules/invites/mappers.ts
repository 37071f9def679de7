/** The invites module's models, as codegen maps its GraphQL types to them. */
import type { eventExhibitorMembers, eventInviteCodes } from "../../../../drizzle/schema/events.js";
import type { InviteProblem } from "./rules/invites.js";

export type InviteCodeRow = typeof eventInviteCodes.$inferSelect;
export type ExhibitorMemberRow = typeof eventExhibitorMembers.$inferSelect;

export interface InviteCheckModel {
  code: InviteCodeRow | null;
  problem: InviteProblem | "UNKNOWN" | null;
}
