/**
 * Practice question sets: logged-in people read the standing ones; talent admins read retired ones too and create,
 * rewrite, retire and restore sets. A set's questions are one ordered list with positional ids, rewritten as a whole;
 * practices copy the list when they start, so a rewrite never changes one.
 */
import { asc, eq, isNull } from "drizzle-orm";
import { z } from "zod";
import { interviewQuestionSets } from "../../../../../drizzle/schema/talent.js";
import { badInput, notFound } from "../../../../shared/errors.js";
import { requireRole, requireViewer } from "../../../../shared/guards.js";
import { parseInput } from "../../../../shared/validation.js";
import type { TalentContext } from "../../../context.js";
import type { InterviewQuestionSetRow } from "../mappers.js";
import { INTERVIEW_FOCUSES, QUESTION_SET_LIMITS as L } from "../rules/limits.js";
import { questionIdAt } from "../question-sets-seed-data.js";
import { isTalentAdmin } from "./access.js";

export async function listQuestionSets(ctx: TalentContext, includeRetired: boolean): Promise<InterviewQuestionSetRow[]> {
  if (includeRetired) requireRole(ctx, "TALENT_ADMIN");
  else requireViewer(ctx);
  return ctx.db
    .select()
    .from(interviewQuestionSets)
    .where(includeRetired ? undefined : isNull(interviewQuestionSets.retiredAt))
    .orderBy(asc(interviewQuestionSets.title), asc(interviewQuestionSets.id));
}

/** A set as the viewer may see it: retired ones only for talent admins. */
export async function findQuestionSet(ctx: TalentContext, id: string): Promise<InterviewQuestionSetRow | null> {
  requireViewer(ctx);
  const set = await ctx.loaders.interviewQuestionSet.load(id);
  return set && (!set.retiredAt || isTalentAdmin(ctx.viewer)) ? set : null;
}

const setInput = z.object({
  title: z.string().trim().min(L.title.min).max(L.title.max),
  focus: z.enum(INTERVIEW_FOCUSES),
  description: z.string().trim().min(L.description.min).max(L.description.max),
  plannedMinutes: z.number().int().min(L.plannedMinutes.min).max(L.plannedMinutes.max),
  questions: z
    .array(
      z.object({
        prompt: z.string().trim().min(L.prompt.min).max(L.prompt.max),
        guidance: z.string().trim().min(L.guidance.min).max(L.guidance.max),
      }),
    )
    .min(L.questions.min)
    .max(L.questions.max),
});
type SetInput = z.input<typeof setInput>;

const valuesOf = (input: z.output<typeof setInput>, now: Date) => ({
  ...input,
  questions: input.questions.map((q, i) => ({ id: questionIdAt(i), ...q })),
  updatedAt: now,
});

/** A set's id from its title: a slug, made unique with a number when taken. */
async function newSetId(ctx: TalentContext, title: string): Promise<string> {
  const base =
    title
      .toLowerCase()
      .normalize("NFKD")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, L.id.max - 4) || "set";
  for (let n = 1; ; n++) {
    const id = n === 1 ? base : `${base}-${n}`;
    if (!(await ctx.db.select({ id: interviewQuestionSets.id }).from(interviewQuestionSets).where(eq(interviewQuestionSets.id, id))).length)
      return id;
  }
}

export async function createQuestionSet(ctx: TalentContext, raw: SetInput): Promise<InterviewQuestionSetRow> {
  requireRole(ctx, "TALENT_ADMIN");
  const input = parseInput(setInput, raw);
  const id = await newSetId(ctx, input.title);
  const [row] = await ctx.db
    .insert(interviewQuestionSets)
    .values({ id, ...valuesOf(input, ctx.now) })
    .returning();
  return row!;
}

export async function updateQuestionSet(ctx: TalentContext, id: string, raw: SetInput): Promise<InterviewQuestionSetRow> {
  requireRole(ctx, "TALENT_ADMIN");
  const existing = await ctx.loaders.interviewQuestionSet.load(id);
  if (!existing) throw notFound("Question set", id);
  const input = parseInput(setInput, raw);
  const [row] = await ctx.db
    .update(interviewQuestionSets)
    .set(valuesOf(input, ctx.now))
    .where(eq(interviewQuestionSets.id, id))
    .returning();
  ctx.loaders.interviewQuestionSet.clear(id).prime(id, row!);
  return row!;
}

export async function setQuestionSetRetired(ctx: TalentContext, id: string, retired: boolean): Promise<InterviewQuestionSetRow> {
  requireRole(ctx, "TALENT_ADMIN");
  const existing = await ctx.loaders.interviewQuestionSet.load(id);
  if (!existing) throw notFound("Question set", id);
  if (typeof retired !== "boolean") throw badInput("Say whether the set is retired.");
  const [row] = await ctx.db
    .update(interviewQuestionSets)
    .set({ retiredAt: retired ? (existing.retiredAt ?? ctx.now) : null, updatedAt: ctx.now })
    .where(eq(interviewQuestionSets.id, id))
    .returning();
  ctx.loaders.interviewQuestionSet.clear(id).prime(id, row!);
  return row!;
}
