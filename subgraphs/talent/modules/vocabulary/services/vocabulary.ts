/** The tools and skills vocabulary and the career roles with their skill sets: listing and look-ups. */
import { asc, ilike } from "drizzle-orm";
import { careerRoles, tools } from "../../../../../drizzle/schema/talent.js";
import { pageOfTable, pageWindow, type PageArgs } from "../../../../shared/pagination.js";
import { substringPattern } from "../../../../shared/search.js";
import { TOOL_PAGE_SIZE } from "../rules/vocabulary.js";
import type { TalentContext } from "../../../context.js";
import type { CareerRoleRow, RoleSkillRow, ToolRow } from "../mappers.js";

/** Anyone (visitors included) may read the vocabulary: it is marketing content too. */
export async function listTools(ctx: TalentContext, args: PageArgs & { search?: string | null }) {
  const window = pageWindow(args, TOOL_PAGE_SIZE);
  const pattern = substringPattern(args.search);
  const where = pattern ? ilike(tools.title, pattern) : undefined;
  const page = await pageOfTable(ctx.db, tools, window, { orderBy: [asc(tools.title), asc(tools.id)], where });
  for (const row of page.items) ctx.loaders.tool.prime(row.id, row);
  return page;
}

export function findTool(ctx: TalentContext, id: string): Promise<ToolRow | null> {
  return ctx.loaders.tool.load(id);
}

/** Unknown ids are skipped (a tool removed from the vocabulary must not break a profile). */
export async function toolsOf(ctx: TalentContext, ids: string[]): Promise<ToolRow[]> {
  const rows = await ctx.loaders.tool.loadMany(ids);
  return rows.filter((r): r is ToolRow => !!r && !(r instanceof Error));
}

/** Career roles are public (course pages and job filters show them to visitors too), in the SPEC's order. */
export async function listCareerRoles(ctx: TalentContext): Promise<CareerRoleRow[]> {
  const rows = await ctx.db.select().from(careerRoles).orderBy(asc(careerRoles.position));
  for (const row of rows) ctx.loaders.careerRole.prime(row.id, row);
  return rows;
}

export function findCareerRole(ctx: TalentContext, id: string): Promise<CareerRoleRow | null> {
  return ctx.loaders.careerRole.load(id);
}

export function skillsOfRole(ctx: TalentContext, role: CareerRoleRow): Promise<RoleSkillRow[]> {
  return ctx.loaders.roleSkills.load(role.id);
}

/** A tool a role's skill set names always exists (FK, ON DELETE RESTRICT). */
export async function toolOfRoleSkill(ctx: TalentContext, skill: RoleSkillRow): Promise<ToolRow> {
  const tool = await ctx.loaders.tool.load(skill.toolId);
  if (!tool) throw new Error(`role skill ${skill.roleId}/${skill.toolId} names a missing tool`);
  return tool;
}
