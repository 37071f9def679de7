/** Skill tests: the catalogue (optionally one topic or level), look-ups, and what a test verifies. */
import { and, eq, type SQL } from "drizzle-orm";
import { skillTests } from "../../../../../drizzle/schema/talent.js";
import type { SkillLevel } from "../rules/levels.js";
import { compareSkillTests, passMarkPoints } from "../rules/tests.js";
import type { TalentContext } from "../../../context.js";
import { toolsOf, type ToolRow } from "../../vocabulary/index.js";
import type { SkillTestRow } from "../mappers.js";

/**
 * Tests are public, like the roles. An unknown topic simply matches nothing. Sorted here rather than in SQL: the
 * catalogue is five topics at three levels, and the rules' order is the one the client's mocks use too.
 */
export async function listSkillTests(
  ctx: TalentContext,
  args: { topic?: string | null; level?: SkillLevel | null },
): Promise<SkillTestRow[]> {
  const where: SQL[] = [];
  if (args.topic) where.push(eq(skillTests.topic, args.topic as SkillTestRow["topic"]));
  if (args.level) where.push(eq(skillTests.level, args.level));
  const rows = await ctx.db
    .select()
    .from(skillTests)
    .where(and(...where));
  for (const row of rows) ctx.loaders.skillTest.prime(row.id, row);
  return rows.sort(compareSkillTests);
}

export function findSkillTest(ctx: TalentContext, id: string): Promise<SkillTestRow | null> {
  return ctx.loaders.skillTest.load(id);
}

export const totalOf = (test: SkillTestRow) => test.questionsDrawn * test.pointsPerQuestion;

export const passMarkPointsOf = (test: SkillTestRow) => passMarkPoints({ total: totalOf(test), passMarkPercent: test.passMarkPercent });

export async function skillsOfTest(ctx: TalentContext, test: SkillTestRow): Promise<ToolRow[]> {
  const rows = await ctx.loaders.skillTestSkills.load(test.id);
  return toolsOf(
    ctx,
    rows.map((r) => r.toolId),
  );
}
