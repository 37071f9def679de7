/**
 * Talent admins manage the skills system (SPEC §2 /skills/admin/skills): a test's settings, its question bank, a
 * role's requirements and the vocabulary's entries. Each change that the drawing of questions depends on locks the
 * test's row, so two admins cannot together leave a bank smaller than an attempt draws.
 */
import { randomUUID } from "node:crypto";
import { and, count, eq, isNull, max, ne } from "drizzle-orm";
import {
  skillQuestions,
  skillRequirementSkills,
  skillRequirements,
  skillRoles,
  skillTestSkills,
  skillTests,
  tools,
} from "../../../../../drizzle/schema/talent.js";
import type { Tx } from "../../../../shared/db.js";
import { isUniqueViolation } from "../../../../shared/db.js";
import { badInput, conflict, notFound } from "../../../../shared/errors.js";
import { requireRole } from "../../../../shared/guards.js";
import { parseInput } from "../../../../shared/validation.js";
import type { TalentContext } from "../../../context.js";
import type { ToolRow } from "../../vocabulary/index.js";
import {
  drawProblem,
  optionIdsOf,
  requirementIdFor,
  skillQuestionSchema,
  skillRequirementsSchema,
  skillTestSettingsSchema,
  toolIdSchema,
  toolSchema,
  type SkillQuestionDraft,
} from "../rules/administration.js";
import { SKILL_CATEGORIES } from "../rules/levels.js";
import { roleProblems, seniorityProblems, SENIORITIES, type SkillRequirement, type SkillRole } from "../rules/roles.js";
import type { SkillQuestionRow, SkillRoleRow, SkillTestRow } from "../mappers.js";
import { requirementsOf } from "./roles.js";

const ADMIN = "TALENT_ADMIN" as const;

/** The bank as admins see it, with the correct options: TALENT_ADMIN only, checked before anything is read. */
export async function bankOf(ctx: TalentContext, test: SkillTestRow, includeRetired: boolean): Promise<SkillQuestionRow[]> {
  requireRole(ctx, ADMIN);
  const rows = await ctx.loaders.skillBank.load(test.id);
  return includeRetired ? rows : rows.filter((q) => !q.retiredAt);
}

async function lockTest(tx: Tx, testId: string): Promise<SkillTestRow> {
  const [test] = await tx.select().from(skillTests).where(eq(skillTests.id, testId)).for("update");
  if (!test) throw notFound("Skill test", testId);
  return test;
}

async function drawableCount(tx: Tx, testId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(skillQuestions)
    .where(and(eq(skillQuestions.testId, testId), isNull(skillQuestions.retiredAt)));
  return row?.n ?? 0;
}

export async function updateSkillTest(ctx: TalentContext, testId: string, input: unknown): Promise<SkillTestRow> {
  requireRole(ctx, ADMIN);
  if (!(await ctx.loaders.skillTest.load(testId))) throw notFound("Skill test", testId);
  const settings = parseInput(skillTestSettingsSchema, input);
  return ctx.db.transaction(async (tx) => {
    await lockTest(tx, testId);
    const problem = drawProblem(settings.questionsDrawn, await drawableCount(tx, testId));
    if (problem) throw badInput(problem, { questionsDrawn: problem });
    const [row] = await tx.update(skillTests).set(settings).where(eq(skillTests.id, testId)).returning();
    return row!;
  });
}

/** A new question's id: the test's, then a short random part (a bank's seeded ids stay the seed's). */
const newQuestionId = (testId: string) => `${testId}-${randomUUID().slice(0, 8)}`;

function questionValues(draft: SkillQuestionDraft) {
  const ids = optionIdsOf(draft.options.length);
  return {
    kind: draft.kind,
    prompt: draft.prompt,
    code: draft.code,
    options: draft.options.map((text, i) => ({ id: ids[i]!, text })),
    correct: ids.filter((id) => draft.correctOptionIds.includes(id)),
    explanation: draft.explanation,
  };
}

export async function addSkillQuestion(ctx: TalentContext, testId: string, input: unknown): Promise<SkillQuestionRow> {
  requireRole(ctx, ADMIN);
  if (!(await ctx.loaders.skillTest.load(testId))) throw notFound("Skill test", testId);
  const draft = parseInput(skillQuestionSchema, input);
  return ctx.db.transaction(async (tx) => {
    await lockTest(tx, testId);
    const [last] = await tx
      .select({ position: max(skillQuestions.position) })
      .from(skillQuestions)
      .where(eq(skillQuestions.testId, testId));
    const [row] = await tx
      .insert(skillQuestions)
      .values({ id: newQuestionId(testId), testId, position: (last?.position ?? -1) + 1, ...questionValues(draft) })
      .returning();
    return row!;
  });
}

/** The question, after locking its test's row (all through `tx`: on PGlite a read outside it would wait for it). */
async function lockedQuestion(tx: Tx, questionId: string): Promise<SkillQuestionRow> {
  const [known] = await tx.select({ testId: skillQuestions.testId }).from(skillQuestions).where(eq(skillQuestions.id, questionId));
  if (!known) throw notFound("Skill question", questionId);
  await lockTest(tx, known.testId);
  const [question] = await tx.select().from(skillQuestions).where(eq(skillQuestions.id, questionId));
  return question!;
}

/** The new wording takes the old one's place; the old one is retired, so attempts that drew it keep it as it was. */
export async function reviseSkillQuestion(ctx: TalentContext, questionId: string, input: unknown): Promise<SkillQuestionRow> {
  requireRole(ctx, ADMIN);
  if (!(await ctx.loaders.skillQuestion.load(questionId))) throw notFound("Skill question", questionId);
  const draft = parseInput(skillQuestionSchema, input);
  return ctx.db.transaction(async (tx) => {
    const old = await lockedQuestion(tx, questionId);
    if (old.retiredAt) throw conflict("A retired question cannot be revised; restore it first.", { questionId: "Retired." });
    await tx.update(skillQuestions).set({ retiredAt: ctx.now }).where(eq(skillQuestions.id, old.id));
    const [row] = await tx
      .insert(skillQuestions)
      .values({ id: newQuestionId(old.testId), testId: old.testId, position: old.position, revisionOf: old.id, ...questionValues(draft) })
      .returning();
    return row!;
  });
}

export async function retireSkillQuestion(ctx: TalentContext, questionId: string): Promise<SkillQuestionRow> {
  requireRole(ctx, ADMIN);
  return ctx.db.transaction(async (tx) => {
    const question = await lockedQuestion(tx, questionId);
    if (question.retiredAt) throw conflict("This question is retired already.", { questionId: "Retired already." });
    const [test] = await tx.select().from(skillTests).where(eq(skillTests.id, question.testId));
    const left = (await drawableCount(tx, question.testId)) - 1;
    if (left < test!.questionsDrawn)
      throw conflict(
        `Retiring it would leave ${left} questions to draw ${test!.questionsDrawn} from: add a question or draw fewer first.`,
        { questionId: "The bank would be too small." },
      );
    const [row] = await tx.update(skillQuestions).set({ retiredAt: ctx.now }).where(eq(skillQuestions.id, question.id)).returning();
    return row!;
  });
}

export async function restoreSkillQuestion(ctx: TalentContext, questionId: string): Promise<SkillQuestionRow> {
  requireRole(ctx, ADMIN);
  return ctx.db.transaction(async (tx) => {
    const question = await lockedQuestion(tx, questionId);
    if (!question.retiredAt) throw conflict("This question is drawn already.", { questionId: "Not retired." });
    const [row] = await tx.update(skillQuestions).set({ retiredAt: null }).where(eq(skillQuestions.id, question.id)).returning();
    return row!;
  });
}

/** A role as the rules read it, from its row and requirements. */
const asRule = (row: SkillRoleRow, requirements: readonly SkillRequirement[]): SkillRole => ({
  id: row.id,
  family: row.family,
  familyTitle: row.familyTitle,
  title: row.title,
  seniority: row.seniority,
  status: row.status,
  variantOf: row.variantOf,
  careerRoleId: row.careerRoleId,
  summary: row.summary,
  requirements,
});

/**
 * Replaces the role's requirements. Kept ids keep meaning the same requirement (readiness and the client's words
 * follow them); new ones are made from their skill or title. The set must pass the same checks as the seed's roles,
 * and a family's seniorities must still ask at least what the one below them asks.
 */
export async function setSkillRoleRequirements(ctx: TalentContext, roleId: string, input: unknown): Promise<SkillRoleRow> {
  requireRole(ctx, ADMIN);
  const role = await ctx.loaders.skillRole.load(roleId);
  if (!role) throw notFound("Skill role", roleId);
  const drafts = parseInput(skillRequirementsSchema, input);
  const taken = new Set(drafts.flatMap((d) => (d.id ? [d.id] : [])));
  const requirements = drafts.map((d): SkillRequirement => {
    const id = d.id ?? requirementIdFor(d, taken);
    taken.add(id);
    return d.kind === "MANDATORY"
      ? { id, kind: "MANDATORY", category: d.category, level: d.level, skillId: d.skillIds[0]! }
      : { id, kind: "CONDITIONAL", category: d.category, level: d.level, title: d.title!, anyOf: d.skillIds };
  });
  const named = [...new Set(drafts.flatMap((d) => d.skillIds))];
  const skills = new Set((await ctx.loaders.tool.loadMany(named)).flatMap((t) => (t && !(t instanceof Error) && t.skill ? [t.id] : [])));
  const edited = asRule(role, requirements);
  const problems = roleProblems(edited, skills);
  if (role.seniority) {
    const family = (
      await ctx.db
        .select()
        .from(skillRoles)
        .where(and(eq(skillRoles.family, role.family), ne(skillRoles.id, role.id)))
    ).filter((r) => r.seniority);
    const rank = (r: SkillRoleRow) => SENIORITIES.indexOf(r.seniority!);
    const below = family.filter((r) => rank(r) < rank(role)).sort((a, b) => rank(b) - rank(a))[0];
    const above = family.filter((r) => rank(r) > rank(role)).sort((a, b) => rank(a) - rank(b))[0];
    if (below) problems.push(...seniorityProblems(asRule(below, await requirementsOf(ctx, below.id)), edited));
    if (above) problems.push(...seniorityProblems(edited, asRule(above, await requirementsOf(ctx, above.id))));
  }
  if (problems.length) throw badInput(`The requirements need changes: ${problems.join("; ")}.`, { requirements: problems.join("\n") });
  // Category order, then the order given (the rules read requirements in this order).
  const ordered = SKILL_CATEGORIES.flatMap((c) => requirements.filter((r) => r.category === c));
  await ctx.db.transaction(async (tx) => {
    await tx.select({ id: skillRoles.id }).from(skillRoles).where(eq(skillRoles.id, role.id)).for("update");
    await tx.delete(skillRequirements).where(eq(skillRequirements.roleId, role.id));
    await tx.insert(skillRequirements).values(
      ordered.map((r, position) => ({
        roleId: role.id,
        id: r.id,
        kind: r.kind,
        category: r.category,
        level: r.level,
        title: r.kind === "CONDITIONAL" ? r.title : null,
        position,
      })),
    );
    await tx.insert(skillRequirementSkills).values(
      ordered.flatMap((r) =>
        (r.kind === "MANDATORY" ? [r.skillId] : r.anyOf).map((toolId, position) => ({
          roleId: role.id,
          requirementId: r.id,
          toolId,
          position,
        })),
      ),
    );
  });
  ctx.loaders.skillRequirements.clear(role.id);
  ctx.loaders.skillRequirementSkills.clear(role.id);
  return role;
}

const titleTaken = (title: string) => ({ title: `“${title}” is in the vocabulary already.` });

export async function addTool(ctx: TalentContext, rawId: string, input: unknown): Promise<ToolRow> {
  requireRole(ctx, ADMIN);
  const id = parseInput(toolIdSchema, rawId);
  const values = parseInput(toolSchema, input);
  try {
    const [row] = await ctx.db
      .insert(tools)
      .values({ id, ...values })
      .returning();
    return row!;
  } catch (err) {
    if (isUniqueViolation(err, "tools_pkey")) throw conflict(`The id “${id}” is taken.`, { id: "Taken." });
    if (isUniqueViolation(err, "tools_title_lower_key")) throw conflict("That title is taken.", titleTaken(values.title));
    throw err;
  }
}

/** A skill a test verifies or a role requires stays a skill: turning it into a concept would strand them. */
export async function updateTool(ctx: TalentContext, id: string, input: unknown): Promise<ToolRow> {
  requireRole(ctx, ADMIN);
  if (!(await ctx.loaders.tool.load(id))) throw notFound("Tool", id);
  const values = parseInput(toolSchema, input);
  try {
    return await ctx.db.transaction(async (tx) => {
      const [current] = await tx.select().from(tools).where(eq(tools.id, id)).for("update");
      if (current!.skill && !values.skill) {
        const [tested] = await tx.select({ n: count() }).from(skillTestSkills).where(eq(skillTestSkills.toolId, id));
        const [required] = await tx.select({ n: count() }).from(skillRequirementSkills).where(eq(skillRequirementSkills.toolId, id));
        if ((tested?.n ?? 0) + (required?.n ?? 0) > 0)
          throw conflict("A test verifies this skill or a role requires it, so it stays a skill.", {
            skill: "In use by a test or a role's requirements.",
          });
      }
      const [row] = await tx.update(tools).set(values).where(eq(tools.id, id)).returning();
      return row!;
    });
  } catch (err) {
    if (isUniqueViolation(err, "tools_title_lower_key")) throw conflict("That title is taken.", titleTaken(values.title));
    throw err;
  } finally {
    ctx.loaders.tool.clear(id);
  }
}
