/**
 * The assessments review (SPEC §6 admin menu: assessments): talent admins list graded verify attempts by integrity
 * flag and may withdraw a result. A withdrawn result verifies and ranks nothing: the learner's verified levels for
 * the test's skills are recomputed from their other passes, and their standing on the test from their other results.
 */
import { and, asc, count, desc, eq, inArray, isNull, type SQL } from "drizzle-orm";
import { z } from "zod";
import { skillAttempts, skillTestSkills, skillTests, verifiedSkills } from "../../../../../drizzle/schema/talent.js";
import type { Tx } from "../../../../shared/db.js";
import { conflict, notFound } from "../../../../shared/errors.js";
import { requireRole } from "../../../../shared/guards.js";
import { pageOfTable, pageWindow, type Page, type PageArgs } from "../../../../shared/pagination.js";
import { parseInput } from "../../../../shared/validation.js";
import type { TalentContext } from "../../../context.js";
import { levelRank, type SkillLevel } from "../rules/levels.js";
import type { IntegrityFlag } from "../rules/proctoring.js";
import { REVIEW_PAGE_SIZE, WITHDRAWAL_REASON_LIMITS } from "../rules/review.js";
import type { SkillAttemptRow } from "../mappers.js";
import { refreshStandings } from "./grading.js";

export async function attemptsForReview(
  ctx: TalentContext,
  args: PageArgs & { flags?: readonly IntegrityFlag[] | null; testId?: string | null },
): Promise<Page<SkillAttemptRow>> {
  requireRole(ctx, "TALENT_ADMIN");
  const window = pageWindow(args, REVIEW_PAGE_SIZE);
  const flags = args.flags?.length ? [...args.flags] : (["REVIEW", "SUSPICIOUS"] as IntegrityFlag[]);
  const where: SQL[] = [inArray(skillAttempts.integrityFlag, flags)];
  if (args.testId) where.push(eq(skillAttempts.testId, args.testId));
  return pageOfTable(ctx.db, skillAttempts, window, {
    where: and(...where),
    orderBy: [desc(skillAttempts.finishedAt), desc(skillAttempts.id)],
  });
}

const withdrawInput = z.object({
  reason: z.string().trim().min(WITHDRAWAL_REASON_LIMITS[0]).max(WITHDRAWAL_REASON_LIMITS[1]),
});

export async function withdrawAttemptResult(ctx: TalentContext, attemptId: string, rawReason: string): Promise<SkillAttemptRow> {
  const admin = requireRole(ctx, "TALENT_ADMIN");
  const attempt = z.uuid().safeParse(attemptId).success ? await ctx.loaders.skillAttempt.load(attemptId) : null;
  if (!attempt) throw notFound("Skill attempt", attemptId);
  const { reason } = parseInput(withdrawInput, { reason: rawReason });
  const updated = await ctx.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(skillAttempts).where(eq(skillAttempts.id, attempt.id)).for("update");
    if (!locked || locked.mode !== "VERIFY" || !locked.finishedAt)
      throw conflict("Only a graded verify attempt's result can be withdrawn.", { attemptId: "Not a graded verify attempt." });
    if (locked.withdrawnAt) throw conflict("This result has been withdrawn already.", { attemptId: "Withdrawn already." });
    const [row] = await tx
      .update(skillAttempts)
      .set({ withdrawnAt: ctx.now, withdrawnBy: admin.id, withdrawalReason: reason })
      .where(eq(skillAttempts.id, locked.id))
      .returning();
    await recomputeVerified(tx, locked.userId, locked.testId);
    await refreshStandings(tx, [locked.userId], locked.testId);
    return row!;
  });
  ctx.loaders.skillAttempt.clear(attempt.id).prime(attempt.id, updated);
  ctx.loaders.verifiedSkills.clear(attempt.userId);
  ctx.loaders.skillProgress.clear(attempt.userId);
  return updated;
}

/**
 * A person's verified level of each skill the test verifies, from the passes that stand (any test verifying the skill):
 * the highest level passed, first verified by the earliest pass at it, with that test's best score. No pass left: the
 * skill is no longer verified.
 */
async function recomputeVerified(tx: Tx, userId: string, testId: string): Promise<void> {
  const skills = (await tx.select({ toolId: skillTestSkills.toolId }).from(skillTestSkills).where(eq(skillTestSkills.testId, testId))).map(
    (r) => r.toolId,
  );
  for (const skillId of skills) {
    const passes = await tx
      .select({ testId: skillAttempts.testId, level: skillTests.level, score: skillAttempts.score, finishedAt: skillAttempts.finishedAt })
      .from(skillAttempts)
      .innerJoin(skillTests, eq(skillTests.id, skillAttempts.testId))
      .innerJoin(skillTestSkills, and(eq(skillTestSkills.testId, skillAttempts.testId), eq(skillTestSkills.toolId, skillId)))
      .where(
        and(
          eq(skillAttempts.userId, userId),
          eq(skillAttempts.mode, "VERIFY"),
          eq(skillAttempts.passed, true),
          isNull(skillAttempts.withdrawnAt),
        ),
      )
      .orderBy(asc(skillAttempts.finishedAt));
    const where = and(eq(verifiedSkills.userId, userId), eq(verifiedSkills.skillId, skillId));
    if (!passes.length) {
      await tx.delete(verifiedSkills).where(where);
      continue;
    }
    const top = Math.max(...passes.map((p) => levelRank(p.level as SkillLevel)));
    const atTop = passes.filter((p) => levelRank(p.level as SkillLevel) === top);
    const first = atTop[0]!;
    const score = Math.max(...atTop.filter((p) => p.testId === first.testId).map((p) => p.score ?? 0));
    await tx
      .insert(verifiedSkills)
      .values({ userId, skillId, level: first.level as SkillLevel, score, testId: first.testId, verifiedAt: first.finishedAt! })
      .onConflictDoUpdate({
        target: [verifiedSkills.userId, verifiedSkills.skillId],
        set: { level: first.level as SkillLevel, score, testId: first.testId, verifiedAt: first.finishedAt! },
      });
  }
}

/**
 * The admin dashboard's "attempts to review": graded verify attempts flagged REVIEW or SUSPICIOUS whose result stands,
 * counted over the partial index that holds exactly those rows.
 */
export async function attemptsToReviewCount(ctx: TalentContext): Promise<number> {
  const [r] = await ctx.db
    .select({ n: count() })
    .from(skillAttempts)
    .where(and(inArray(skillAttempts.integrityFlag, ["REVIEW", "SUSPICIOUS"]), isNull(skillAttempts.withdrawnAt)));
  return r?.n ?? 0;
}
