/**
 * Finishing an attempt: grading it on the answers that counted and, for a verify attempt, raising the person's
 * verified levels. Runs in the submitting request, when an attempt whose time ran out is read, and in the closing job;
 * the attempt row is locked and finished once, so whichever comes first grades it and the others find it done.
 */
import { and, asc, eq, inArray, isNull, lt, sql } from "drizzle-orm";
import {
  skillAttemptAnswers,
  skillAttemptSignals,
  skillAttempts,
  skillQuestions,
  skillTestSkills,
  skillTestStandings,
  skillTests,
  verifiedSkills,
} from "../../../../../drizzle/schema/talent.js";
import type { Db, Tx } from "../../../../shared/db.js";
import {
  answerCounts,
  attemptEffects,
  finishedAtOf,
  gradeAttempt,
  passed as reachesPassMark,
  type GradableQuestion,
} from "../rules/attempts.js";
import type { SkillLevel } from "../rules/levels.js";
import { integritySummary, type ProctoringSignal } from "../rules/proctoring.js";
import type { SkillAttemptRow } from "../mappers.js";

/** A stored signal as the proctoring rules read it. */
export function signalOf(r: typeof skillAttemptSignals.$inferSelect): ProctoringSignal {
  if (r.kind === "QUESTION_TIMING")
    return { kind: r.kind, questionId: r.questionId ?? "", durationMs: r.durationMs ?? 0, answered: r.answered ?? undefined };
  if (r.kind === "TAB_HIDDEN" || r.kind === "WINDOW_BLUR") return { kind: r.kind, atMs: r.atMs ?? 0, durationMs: r.durationMs ?? 0 };
  if (r.kind === "PASTE") return { kind: r.kind, atMs: r.atMs ?? 0, questionId: r.questionId ?? undefined };
  return { kind: r.kind, atMs: r.atMs ?? 0 };
}

/** How many attempts whose time ran out the closing job finishes per run (each in its own transaction). */
const CLOSE_BATCH = 100;

/**
 * Grades and finishes the attempt unless it is finished already; returns the row as it now stands. `submit` is the
 * learner's submission: it counts as submitted only by the deadline, after which the attempt is EXPIRED and graded on
 * the answers received in time (the only ones ever saved).
 */
export async function finishAttempt(db: Db, attemptId: string, now: Date, submit: boolean): Promise<SkillAttemptRow> {
  return db.transaction(async (tx) => {
    const [attempt] = await tx.select().from(skillAttempts).where(eq(skillAttempts.id, attemptId)).for("update");
    if (!attempt) throw new Error(`skill attempt ${attemptId} vanished`);
    if (attempt.finishedAt) return attempt;
    const onTime = !attempt.deadline || answerCounts(now, attempt.deadline);
    if (!submit && onTime) return attempt;

    const [test] = await tx.select().from(skillTests).where(eq(skillTests.id, attempt.testId));
    if (!test) throw new Error(`skill attempt ${attemptId} names a missing test`);
    const [questions, answers] = await Promise.all([
      tx
        .select({ id: skillQuestions.id, kind: skillQuestions.kind, correct: skillQuestions.correct })
        .from(skillQuestions)
        .where(inArray(skillQuestions.id, attempt.questionIds)),
      tx.select().from(skillAttemptAnswers).where(eq(skillAttemptAnswers.attemptId, attempt.id)),
    ]);
    const byId = new Map(questions.map((q) => [q.id, q]));
    const drawn = attempt.questionIds.map((id): GradableQuestion => byId.get(id) ?? { id, kind: "SINGLE_CHOICE", correct: [] });
    const grade = gradeAttempt(drawn, new Map(answers.map((a) => [a.questionId, a.optionIds])), test.pointsPerQuestion);

    const submittedAt = submit && onTime ? now : null;
    const finishedAt = attempt.deadline ? finishedAtOf(attempt.deadline, submittedAt) : now;
    const integrityFlag =
      attempt.mode === "VERIFY"
        ? integritySummary((await tx.select().from(skillAttemptSignals).where(eq(skillAttemptSignals.attemptId, attempt.id))).map(signalOf))
            .flag
        : null;
    const passed =
      attempt.mode === "VERIFY"
        ? await applyVerification(tx, attempt, test, grade.score, grade.total, finishedAt)
        : reachesPassMark(grade.score, grade.total, attempt.passMarkPercent);
    const [finished] = await tx
      .update(skillAttempts)
      .set({ submittedAt, finishedAt, score: grade.score, total: grade.total, passed, breakdown: grade.breakdown, integrityFlag })
      .where(eq(skillAttempts.id, attempt.id))
      .returning();
    if (attempt.mode === "VERIFY") await refreshStandings(tx, [attempt.userId], attempt.testId);
    return finished!;
  });
}

/** Raises the person's verified levels for the test's skills per the rules; returns whether the attempt passed. */
async function applyVerification(
  tx: Tx,
  attempt: SkillAttemptRow,
  test: typeof skillTests.$inferSelect,
  score: number,
  total: number,
  finishedAt: Date,
): Promise<boolean> {
  const skillIds = (
    await tx
      .select({ toolId: skillTestSkills.toolId })
      .from(skillTestSkills)
      .where(eq(skillTestSkills.testId, test.id))
      .orderBy(asc(skillTestSkills.position))
  ).map((r) => r.toolId);
  const current = skillIds.length
    ? await tx
        .select()
        .from(verifiedSkills)
        .where(and(eq(verifiedSkills.userId, attempt.userId), inArray(verifiedSkills.skillId, skillIds)))
        .for("update")
    : [];
  const previousBest = await bestVerifyScore(tx, attempt.userId, test.id);
  const effects = attemptEffects("VERIFY", {
    test: { level: test.level, skillIds, passMarkPercent: attempt.passMarkPercent },
    score,
    total,
    previousBest,
    verified: new Map(current.map((v) => [v.skillId, v.level as SkillLevel])),
  });
  for (const { skillId, level } of effects.newlyVerified) {
    await tx
      .insert(verifiedSkills)
      .values({ userId: attempt.userId, skillId, level, score, testId: test.id, verifiedAt: finishedAt })
      .onConflictDoUpdate({
        target: [verifiedSkills.userId, verifiedSkills.skillId],
        set: { level, score, testId: test.id, verifiedAt: finishedAt },
      });
  }
  // A pass of the test that verified the level again: its chart score is the best, so a higher one replaces it.
  if (effects.passed) {
    const raised = new Set(effects.newlyVerified.map((v) => v.skillId));
    const again = current.filter((v) => !raised.has(v.skillId) && v.testId === test.id && v.score < score);
    for (const v of again) {
      await tx
        .update(verifiedSkills)
        .set({ score })
        .where(and(eq(verifiedSkills.userId, v.userId), eq(verifiedSkills.skillId, v.skillId)));
    }
  }
  return effects.passed;
}

async function bestVerifyScore(tx: Tx, userId: string, testId: string): Promise<number | null> {
  const rows = await tx
    .select({ score: skillAttempts.score })
    .from(skillAttempts)
    .where(
      and(
        eq(skillAttempts.userId, userId),
        eq(skillAttempts.testId, testId),
        eq(skillAttempts.mode, "VERIFY"),
        isNull(skillAttempts.withdrawnAt),
      ),
    );
  const scores = rows.map((r) => r.score).filter((s): s is number => s !== null);
  return scores.length ? Math.max(...scores) : null;
}

/**
 * Recomputes the people's ranking standings (on one test, or all) from their finished verify attempts: the same
 * statement after each graded attempt and for seeded ones, so a standing always agrees with the attempts behind it.
 * The best attempt is the earliest with the best score; a withdrawn result ranks nothing.
 */
export async function refreshStandings(tx: Tx, userIds: readonly string[], testId?: string): Promise<void> {
  if (!userIds.length) return;
  const a = skillAttempts;
  const st = skillTestStandings;
  const oneTest = testId ? sql`AND ${a.testId} = ${testId}` : sql``;
  // Deleted first, so a standing with no result left (every one withdrawn) goes too.
  await tx.delete(st).where(and(inArray(st.userId, [...userIds]), testId ? eq(st.testId, testId) : undefined));
  // Raw SQL: drizzle's insert-select refuses a table with a generated column (the average).
  await tx.execute(sql`
    INSERT INTO ${st} (test_id, user_id, attempt_count, score_sum, best_score, best_attempt_id, achieved_at)
    SELECT ${a.testId}, ${a.userId}, count(*), sum(${a.score}), max(${a.score}),
      (array_agg(${a.id} ORDER BY ${a.score} DESC, ${a.finishedAt} ASC))[1], max(${a.finishedAt})
    FROM ${a}
    WHERE ${inArray(a.userId, [...userIds])} AND ${a.mode} = 'VERIFY' AND ${a.finishedAt} IS NOT NULL
      AND ${a.withdrawnAt} IS NULL ${oneTest}
    GROUP BY ${a.testId}, ${a.userId}`);
}

/**
 * Finishes open verify attempts whose deadline's second has passed: all of them (the scheduled job), or only the given
 * people's (before their progress is read, so a test left open shows its grade and cooldown at once).
 */
export async function closeExpiredAttempts(db: Db, now: Date, userIds?: readonly string[]): Promise<number> {
  const cutoff = new Date(Math.floor(now.getTime() / 1000) * 1000);
  const where = [isNull(skillAttempts.finishedAt), lt(skillAttempts.deadline, cutoff)];
  if (userIds) {
    if (!userIds.length) return 0;
    where.push(inArray(skillAttempts.userId, [...userIds]));
  }
  const open = await db
    .select({ id: skillAttempts.id })
    .from(skillAttempts)
    .where(and(...where))
    .limit(CLOSE_BATCH);
  for (const { id } of open) await finishAttempt(db, id, now, false);
  return open.length;
}

/** The closing job's run: finishes up to a batch per run; the next run takes the rest. */
export const SKILL_ATTEMPT_CLOSING_EVERY_MS = 60_000;
