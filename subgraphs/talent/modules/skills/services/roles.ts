/** Skills-system roles and their requirements: the list, look-ups, and a role's requirements as the rules read them. */
import { asc } from "drizzle-orm";
import { skillRoles } from "../../../../../drizzle/schema/talent.js";
import { satisfiesLevel } from "../rules/levels.js";
import { orderSkillRoles, requirementSkillIds } from "../rules/roles.js";
import { compareSkillTests } from "../rules/tests.js";
import type { TalentContext } from "../../../context.js";
import { findTool, toolsOf, type ToolRow } from "../../vocabulary/index.js";
import type { SkillRequirementModel, SkillRoleRow, SkillTestRow } from "../mappers.js";

/** Roles are public (the choose-role page and marketing show them to visitors too): available ones, then coming soon. */
export async function listSkillRoles(ctx: TalentContext): Promise<SkillRoleRow[]> {
  const rows = await ctx.db.select().from(skillRoles).orderBy(asc(skillRoles.position), asc(skillRoles.id));
  for (const row of rows) ctx.loaders.skillRole.prime(row.id, row);
  return orderSkillRoles(rows);
}

export function findSkillRole(ctx: TalentContext, id: string): Promise<SkillRoleRow | null> {
  return ctx.loaders.skillRole.load(id);
}

export function variantOfRole(ctx: TalentContext, role: SkillRoleRow): Promise<SkillRoleRow | null> | null {
  return role.variantOf ? findSkillRole(ctx, role.variantOf) : null;
}

/** A role's requirements in its order, each with its skills (two batched statements for any number of roles). */
export async function requirementsOf(ctx: TalentContext, roleId: string): Promise<SkillRequirementModel[]> {
  const [rows, skills] = await Promise.all([ctx.loaders.skillRequirements.load(roleId), ctx.loaders.skillRequirementSkills.load(roleId)]);
  const skillsOf = new Map<string, string[]>();
  for (const s of skills) {
    const list = skillsOf.get(s.requirementId);
    if (list) list.push(s.toolId);
    else skillsOf.set(s.requirementId, [s.toolId]);
  }
  return rows.map((r): SkillRequirementModel => {
    const ids = skillsOf.get(r.id) ?? [];
    const base = { id: r.id, category: r.category, level: r.level };
    if (r.kind === "CONDITIONAL") return { ...base, kind: "CONDITIONAL", title: r.title ?? r.id, anyOf: ids };
    if (ids.length !== 1) throw new Error(`skill role ${roleId}: mandatory requirement ${r.id} names ${ids.length} skills`);
    return { ...base, kind: "MANDATORY", skillId: ids[0]! };
  });
}

/** A condition's words, or a mandatory requirement's skill title. */
export async function requirementTitle(ctx: TalentContext, requirement: SkillRequirementModel): Promise<string> {
  if (requirement.kind === "CONDITIONAL") return requirement.title;
  return (await findTool(ctx, requirement.skillId))?.title ?? requirement.skillId;
}

export function requirementSkills(ctx: TalentContext, requirement: SkillRequirementModel): Promise<ToolRow[]> {
  return toolsOf(ctx, [...requirementSkillIds(requirement)]);
}

/** The tests verifying one of the requirement's skills at its level or higher, in the catalogue order. */
export async function requirementTests(ctx: TalentContext, requirement: SkillRequirementModel): Promise<SkillTestRow[]> {
  const found = await ctx.loaders.testsVerifyingSkill.loadMany([...requirementSkillIds(requirement)]);
  const tests = new Map<string, SkillTestRow>();
  for (const rows of found) {
    if (rows instanceof Error) throw rows;
    for (const { test } of rows) if (satisfiesLevel(test.level, requirement.level)) tests.set(test.id, test);
  }
  for (const test of tests.values()) ctx.loaders.skillTest.prime(test.id, test);
  return [...tests.values()].sort(compareSkillTests);
}

/** The skills some test verifies, among `skillIds` (the others are closed through courses). */
export async function verifiableAmong(ctx: TalentContext, skillIds: readonly string[]): Promise<Set<string>> {
  const found = await ctx.loaders.testsVerifyingSkill.loadMany([...skillIds]);
  return new Set(
    skillIds.filter((_, i) => {
      const rows = found[i];
      if (rows instanceof Error) throw rows;
      return !!rows?.length;
    }),
  );
}
