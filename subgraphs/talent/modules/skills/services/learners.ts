/**
 * A person in the skills system: the role they chose, the skills they verified and their readiness for a role, each
 * shown by the profile privacy rule (profiles/rules/privacy.ts: skillRole, verifiedSkills, skillReadiness), and
 * choosing a role.
 */
import { userSkillRoles } from "../../../../../drizzle/schema/talent.js";
import { badInput, notFound } from "../../../../shared/errors.js";
import { requireViewer } from "../../../../shared/guards.js";
import { roleReadiness, verifiedSkillsOf } from "../rules/readiness.js";
import { mayChooseRole, roleSkillIds } from "../rules/roles.js";
import type { TalentContext } from "../../../context.js";
import { canRead, findUser, type UserRow } from "../../profiles/index.js";
import { findTool, type ToolRow } from "../../vocabulary/index.js";
import type { SkillReadinessModel, SkillRoleRow, SkillTestRow, VerifiedSkillRow } from "../mappers.js";
import { findSkillRole, requirementsOf, verifiableAmong } from "./roles.js";
import { findSkillTest } from "./tests.js";

async function chosenRole(ctx: TalentContext, userId: string): Promise<SkillRoleRow | null> {
  const chosen = await ctx.loaders.userSkillRole.load(userId);
  return chosen ? findSkillRole(ctx, chosen.roleId) : null;
}

/** The role the person works toward: the person and talent admins only (coaching data, like the target role). */
export async function skillRoleOf(ctx: TalentContext, user: UserRow): Promise<SkillRoleRow | null> {
  if (!(await canRead(ctx, user, "skillRole"))) return null;
  return chosenRole(ctx, user.id);
}

/** Verified skills travel with the person: any logged-in reader sees them; visitors get []. */
export async function verifiedSkillsFor(ctx: TalentContext, user: UserRow): Promise<VerifiedSkillRow[]> {
  if (!(await canRead(ctx, user, "verifiedSkills"))) return [];
  return ctx.loaders.verifiedSkills.load(user.id);
}

/**
 * Readiness for `roleId` (default: the person's chosen role): the person and talent admins only. Null when the reader
 * may not see it, the person has no role, or the role is unknown, so a list of people never fails as a whole.
 */
export async function skillReadinessOf(ctx: TalentContext, user: UserRow, roleId?: string | null): Promise<SkillReadinessModel | null> {
  if (!(await canRead(ctx, user, "skillReadiness"))) return null;
  const role = roleId ? await findSkillRole(ctx, roleId) : await chosenRole(ctx, user.id);
  if (!role) return null;
  const [requirements, verified] = await Promise.all([requirementsOf(ctx, role.id), ctx.loaders.verifiedSkills.load(user.id)]);
  const verifiable = await verifiableAmong(ctx, roleSkillIds({ requirements }));
  return roleReadiness({ id: role.id, requirements }, verifiedSkillsOf(verified), verifiable);
}

/** The role a readiness was computed for (loaded just before, so it exists). */
export async function roleOfReadiness(ctx: TalentContext, readiness: SkillReadinessModel): Promise<SkillRoleRow> {
  const role = await findSkillRole(ctx, readiness.roleId);
  if (!role) throw new Error(`readiness for a missing skill role ${readiness.roleId}`);
  return role;
}

/**
 * Sets the viewer's skills-system role (one per person, replaced by a new choice). UNAUTHENTICATED for visitors,
 * before anything about the input is said; NOT_FOUND for an unknown role; BAD_USER_INPUT for a coming-soon one.
 */
export async function chooseSkillRole(ctx: TalentContext, roleId: string): Promise<UserRow> {
  const viewer = requireViewer(ctx);
  const role = await findSkillRole(ctx, roleId);
  if (!role) throw notFound("Skill role", roleId);
  if (!mayChooseRole(role))
    throw badInput(`"${role.title}" is coming soon and cannot be chosen yet.`, { roleId: "This role is coming soon." });
  const user = await findUser(ctx, viewer.id);
  if (!user) throw notFound("Profile", viewer.id);
  const [row] = await ctx.db
    .insert(userSkillRoles)
    .values({ userId: user.id, roleId: role.id, chosenAt: ctx.now })
    .onConflictDoUpdate({ target: userSkillRoles.userId, set: { roleId: role.id, chosenAt: ctx.now } })
    .returning();
  ctx.loaders.userSkillRole.clear(user.id).prime(user.id, row!);
  return user;
}

export async function skillOfVerified(ctx: TalentContext, row: VerifiedSkillRow): Promise<ToolRow> {
  const tool = await findTool(ctx, row.skillId);
  if (!tool) throw new Error(`verified skill ${row.userId}/${row.skillId} names a missing tool`);
  return tool;
}

/** A verified skill's test always exists (FK, ON DELETE RESTRICT). */
export async function testOfVerified(ctx: TalentContext, row: VerifiedSkillRow): Promise<SkillTestRow> {
  const test = await findSkillTest(ctx, row.testId);
  if (!test) throw new Error(`verified skill ${row.userId}/${row.skillId} names a missing test`);
  return test;
}
