/**
 * Who may do what with interviews: hosts are mentors (instructors) and talent admins; a slot's private details (its
 * meeting link, its booking) are for its host, talent admins and the learner holding it; mock interviews are booked by
 * certified-associate students (SPEC §1 career services), which courses answers.
 */
import { forbidden } from "../../../../shared/errors.js";
import { requireRole } from "../../../../shared/guards.js";
import { hasRole, type Viewer } from "../../../../shared/viewer.js";
import type { TalentContext } from "../../../context.js";
import { findUser } from "../../profiles/index.js";
import type { InterviewSlotRow } from "../mappers.js";

export const HOST_ROLES = ["INSTRUCTOR", "TALENT_ADMIN"] as const;

export const isTalentAdmin = (viewer: Viewer | null) => hasRole(viewer, "TALENT_ADMIN");

/** The viewer, when they may host mock interviews; FORBIDDEN otherwise. */
export const requireHost = (ctx: TalentContext): Viewer => requireRole(ctx, ...HOST_ROLES);

/** The slot's host or a talent admin: FORBIDDEN for anyone else. */
export function requireSlotManager(viewer: Viewer, slot: InterviewSlotRow): void {
  if (slot.hostId !== viewer.id && !isTalentAdmin(viewer)) throw forbidden("Only the slot's host or a talent admin may do this.");
}

/** Whether the viewer may see a slot's meeting link and booking. */
export async function seesSlotDetails(ctx: TalentContext, slot: InterviewSlotRow): Promise<boolean> {
  const viewer = ctx.viewer;
  if (!viewer) return false;
  if (slot.hostId === viewer.id || isTalentAdmin(viewer)) return true;
  const booking = await ctx.loaders.standingBookingOfSlot.load(slot.id);
  return booking?.learnerId === viewer.id;
}

/** Whether a person studies a certified-associate course (and so may book mock interviews). */
export async function mayBookMockInterviews(ctx: TalentContext, userId: string): Promise<boolean> {
  return (await ctx.certifiedAssociate.load(userId)).length > 0;
}

/** A person the interviews rows point at (host, learner, author): every one has a profile (foreign keys). */
export async function personOf(ctx: TalentContext, id: string, what: string) {
  const user = await findUser(ctx, id);
  if (!user) throw new Error(`${what} of a missing person ${id}`);
  return user;
}

/** Whether the viewer is the person or a talent admin (preparation, access). */
export const selfOrTalentAdmin = (ctx: TalentContext, userId: string) => ctx.viewer?.id === userId || isTalentAdmin(ctx.viewer);
