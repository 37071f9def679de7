/**
 * Attempts at skill tests (SPEC §3, §4, §5): starting one (terms, cooldown, the question draw), saving answers while
 * it is open and on time, recording proctoring signals, submitting, and reading attempts and a learner's progress.
 * Each mutation says who may act before it looks at the input: visitors are UNAUTHENTICATED, and someone else's
 * attempt is NOT_FOUND (it is not theirs to know about).
 */
import { randomUUID } from "node:crypto";
import { and, asc, eq, isNull, max } from "drizzle-orm";
import { z } from "zod";
import { skillAttemptAnswers, skillAttemptSignals, skillAttempts, skillQuestions } from "../../../../../drizzle/schema/talent.js";
import { isUniqueViolation } from "../../../../shared/db.js";
import { badInput, conflict, notFound } from "../../../../shared/errors.js";
import { requireViewer } from "../../../../shared/guards.js";
import { parseInput } from "../../../../shared/validation.js";
import { hasRole } from "../../../../shared/viewer.js";
import type { TalentContext } from "../../../context.js";
import { answerCounts, deadlineOf, drawQuestions, mayStart, nextAttemptAt, type AttemptMode } from "../rules/attempts.js";
import { integritySummary, PROCTORING_SIGNAL_KINDS, SIGNALS_PER_ATTEMPT_MAX, SIGNALS_PER_CALL_MAX } from "../rules/proctoring.js";
import { missingTerms } from "../rules/tests.js";
import { TEST_TERMS } from "../tests-seed-data.js";
import type {
  IntegritySummaryModel,
  SkillAnswerRow,
  SkillAttemptRow,
  SkillQuestionRow,
  SkillTestProgressModel,
  SkillTestRow,
} from "../mappers.js";
import { finishAttempt, signalOf } from "./grading.js";
import { findSkillTest } from "./tests.js";

const ID_MAX = 100;
const id = z.string().trim().min(1).max(ID_MAX);

/** The terms of a verify attempt, as the API lists them. */
export const skillTestTerms = () => [...TEST_TERMS];

/** The attempt, if the viewer took it (a talent admin reads any). Null for everyone else: its existence is not theirs. */
async function visibleAttempt(ctx: TalentContext, attemptId: string): Promise<SkillAttemptRow | null> {
  const viewer = ctx.viewer;
  if (!viewer || !z.uuid().safeParse(attemptId).success) return null;
  const attempt = await ctx.loaders.skillAttempt.load(attemptId);
  if (!attempt) return null;
  return attempt.userId === viewer.id || hasRole(viewer, "TALENT_ADMIN") ? attempt : null;
}

/** The viewer's own attempt, for acting on it: NOT_FOUND when it is unknown or someone else's. */
async function ownAttempt(ctx: TalentContext, attemptId: string): Promise<SkillAttemptRow> {
  const viewer = requireViewer(ctx);
  const attempt = z.uuid().safeParse(attemptId).success ? await ctx.loaders.skillAttempt.load(attemptId) : null;
  if (!attempt || attempt.userId !== viewer.id) throw notFound("Skill attempt", attemptId);
  return attempt;
}

/** Reading an attempt whose time ran out finishes it first, so the reader sees its grade. */
export async function readSkillAttempt(ctx: TalentContext, attemptId: string): Promise<SkillAttemptRow | null> {
  const attempt = await visibleAttempt(ctx, attemptId);
  if (!attempt) return null;
  return settled(ctx, attempt);
}

async function settled(ctx: TalentContext, attempt: SkillAttemptRow): Promise<SkillAttemptRow> {
  if (attempt.finishedAt || !attempt.deadline || answerCounts(ctx.now, attempt.deadline)) return attempt;
  const finished = await finishAttempt(ctx.db, attempt.id, ctx.now, false);
  ctx.loaders.skillAttempt.clear(attempt.id).prime(attempt.id, finished);
  return finished;
}

const startInput = z.object({
  testId: id,
  mode: z.enum(["PRACTICE", "VERIFY"]),
  acceptedTermIds: z.array(id).max(50),
});

/**
 * Starts an attempt, or returns the open one of the same test and mode. A verify attempt needs every term accepted
 * and the retake cooldown over; the questions are drawn from the test's bank (questions not retired, in bank order)
 * seeded by the new attempt's id.
 */
export async function startSkillAttempt(ctx: TalentContext, rawInput: unknown): Promise<SkillAttemptRow> {
  const viewer = requireViewer(ctx);
  const input = parseInput(startInput, rawInput);
  const test = await findSkillTest(ctx, input.testId);
  if (!test) throw notFound("Skill test", input.testId);
  const mode: AttemptMode = input.mode;
  if (mode === "VERIFY") {
    const missing = missingTerms(TEST_TERMS, input.acceptedTermIds);
    if (missing.length)
      throw badInput(`Accept every term before the test starts (${missing.length} not accepted).`, {
        acceptedTermIds: `Not accepted: ${missing.join(", ")}.`,
      });
  }
  const acceptedTermIds = mode === "VERIFY" ? TEST_TERMS.map((t) => t.id) : [];

  const open = await openAttempt(ctx, viewer.id, test.id, mode);
  if (open) return open;
  if (mode === "VERIFY") {
    const last = await lastFinishedVerify(ctx, viewer.id, test.id);
    if (!mayStart(ctx.now, last)) {
      throw cooldown(test, nextAttemptAt(last!));
    }
  }
  const bank = await ctx.db
    .select({ id: skillQuestions.id })
    .from(skillQuestions)
    .where(and(eq(skillQuestions.testId, test.id), isNull(skillQuestions.retiredAt)))
    .orderBy(asc(skillQuestions.position), asc(skillQuestions.id));
  if (bank.length < test.questionsDrawn)
    throw new Error(`skill test ${test.id} has ${bank.length} questions for ${test.questionsDrawn} draws`);
  const attemptId = randomUUID();
  const questionIds = drawQuestions(
    bank.map((q) => q.id),
    test.questionsDrawn,
    attemptId,
  );
  try {
    const [row] = await ctx.db
      .insert(skillAttempts)
      .values({
        id: attemptId,
        userId: viewer.id,
        testId: test.id,
        mode,
        questionIds,
        acceptedTermIds,
        startedAt: ctx.now,
        deadline: mode === "VERIFY" ? deadlineOf(ctx.now, test.timeLimitMinutes) : null,
        passMarkPercent: test.passMarkPercent,
      })
      .returning();
    ctx.loaders.skillAttempt.prime(row!.id, row!);
    return row!;
  } catch (err) {
    // Two starts at once (a double click, two tabs): one inserted, the other resumes it.
    if (!isUniqueViolation(err, "skill_attempts_one_open_key")) throw err;
    const winner = await openAttempt(ctx, viewer.id, test.id, mode);
    if (!winner) throw err;
    return winner;
  }
}

function cooldown(test: SkillTestRow, next: Date) {
  return conflictWith(`You can take "${test.title}" again from ${next.toISOString()}.`, { nextAttemptAt: next.toISOString() });
}

function conflictWith(message: string, extra: Record<string, unknown>) {
  const error = conflict(message);
  Object.assign(error.extensions, extra);
  return error;
}

/** The open attempt of a test and mode, finishing it first if its time ran out (then there is none). */
async function openAttempt(ctx: TalentContext, userId: string, testId: string, mode: AttemptMode): Promise<SkillAttemptRow | null> {
  const [row] = await ctx.db
    .select()
    .from(skillAttempts)
    .where(
      and(
        eq(skillAttempts.userId, userId),
        eq(skillAttempts.testId, testId),
        eq(skillAttempts.mode, mode),
        isNull(skillAttempts.finishedAt),
      ),
    );
  if (!row) return null;
  const now = await settled(ctx, row);
  return now.finishedAt ? null : now;
}

async function lastFinishedVerify(ctx: TalentContext, userId: string, testId: string): Promise<Date | null> {
  const [row] = await ctx.db
    .select({ last: max(skillAttempts.finishedAt) })
    .from(skillAttempts)
    .where(and(eq(skillAttempts.userId, userId), eq(skillAttempts.testId, testId), eq(skillAttempts.mode, "VERIFY")));
  return row?.last ?? null;
}

/** An attempt that takes answers now: not finished and, for verify, within its deadline's second. */
async function assertOpen(ctx: TalentContext, attempt: SkillAttemptRow): Promise<void> {
  const now = await settled(ctx, attempt);
  if (now.finishedAt)
    throw conflictWith(
      now.submittedAt
        ? "This attempt has been submitted; it takes no more answers."
        : "The time for this attempt is over; the answer does not count.",
      { attemptId: attempt.id },
    );
}

const answerInput = z.object({ questionId: id, optionIds: z.array(id).max(20) });

/**
 * Saves the answer to one drawn question (empty clears it). Under a share lock on the attempt, so a submission running
 * at the same moment grades either before this answer or with it, never half.
 */
export async function answerSkillQuestion(
  ctx: TalentContext,
  attemptId: string,
  rawInput: { questionId: string; optionIds: readonly string[] },
): Promise<SkillAnswerRow> {
  const attempt = await ownAttempt(ctx, attemptId);
  const input = parseInput(answerInput, rawInput);
  await assertOpen(ctx, attempt);
  if (!attempt.questionIds.includes(input.questionId))
    throw badInput(`Question "${input.questionId}" is not part of this attempt.`, { questionId: "Not a question of this attempt." });
  const question = await ctx.loaders.skillQuestion.load(input.questionId);
  if (!question)
    throw badInput(`Question "${input.questionId}" is not part of this attempt.`, { questionId: "Not a question of this attempt." });
  const optionIds = [...new Set(input.optionIds)];
  const known = new Set(question.options.map((o) => o.id));
  const unknown = optionIds.filter((o) => !known.has(o));
  if (unknown.length)
    throw badInput(`Unknown option "${unknown[0]}" for this question.`, { optionIds: "Choose among the question's options." });
  if (question.kind === "SINGLE_CHOICE" && optionIds.length > 1)
    throw badInput("This question takes one option.", { optionIds: "Choose one option." });

  const saved = await ctx.db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ finishedAt: skillAttempts.finishedAt })
      .from(skillAttempts)
      .where(eq(skillAttempts.id, attempt.id))
      .for("share");
    if (locked?.finishedAt) return null;
    if (!optionIds.length) {
      await tx
        .delete(skillAttemptAnswers)
        .where(and(eq(skillAttemptAnswers.attemptId, attempt.id), eq(skillAttemptAnswers.questionId, question.id)));
      return { attemptId: attempt.id, questionId: question.id, optionIds: [], answeredAt: ctx.now };
    }
    const [row] = await tx
      .insert(skillAttemptAnswers)
      .values({ attemptId: attempt.id, questionId: question.id, optionIds, answeredAt: ctx.now })
      .onConflictDoUpdate({
        target: [skillAttemptAnswers.attemptId, skillAttemptAnswers.questionId],
        set: { optionIds, answeredAt: ctx.now },
      })
      .returning();
    return row!;
  });
  if (!saved) throw conflictWith("This attempt has been submitted; it takes no more answers.", { attemptId: attempt.id });
  return saved;
}

const signalInput = z
  .object({
    kind: z.enum(PROCTORING_SIGNAL_KINDS),
    atMs: z.number().int().min(0).nullish(),
    durationMs: z.number().int().min(0).nullish(),
    questionId: id.nullish(),
    answered: z.boolean().nullish(),
  })
  .superRefine((s, issue) => {
    const need = (field: "atMs" | "durationMs" | "questionId") => {
      if (s[field] === null || s[field] === undefined)
        issue.addIssue({ code: "custom", path: [field], message: `${s.kind} needs ${field}.` });
    };
    if (s.kind === "QUESTION_TIMING") {
      need("questionId");
      need("durationMs");
    } else need("atMs");
    if (s.kind === "TAB_HIDDEN" || s.kind === "WINDOW_BLUR") need("durationMs");
  });
const signalsInput = z.array(signalInput).max(SIGNALS_PER_CALL_MAX);

/** Records a verify attempt's signals, up to the per-attempt cap; practice records none. Returns how many were kept. */
export async function recordProctoringSignals(ctx: TalentContext, attemptId: string, rawSignals: unknown): Promise<number> {
  const attempt = await ownAttempt(ctx, attemptId);
  const signals = parseInput(signalsInput, rawSignals);
  await assertOpen(ctx, attempt);
  if (attempt.mode !== "VERIFY" || !signals.length) return 0;
  const strange = signals.find((s) => s.questionId && !attempt.questionIds.includes(s.questionId));
  if (strange)
    throw badInput(`Question "${strange.questionId}" is not part of this attempt.`, { questionId: "Not a question of this attempt." });
  return ctx.db.transaction(async (tx) => {
    // The attempt row's lock orders concurrent calls, so their sequence numbers never collide.
    await tx.select({ id: skillAttempts.id }).from(skillAttempts).where(eq(skillAttempts.id, attempt.id)).for("update");
    const [last] = await tx
      .select({ seq: max(skillAttemptSignals.seq) })
      .from(skillAttemptSignals)
      .where(eq(skillAttemptSignals.attemptId, attempt.id));
    const next = (last?.seq ?? 0) + 1;
    const room = Math.max(0, SIGNALS_PER_ATTEMPT_MAX - (next - 1));
    const kept = signals.slice(0, room);
    if (kept.length)
      await tx.insert(skillAttemptSignals).values(
        kept.map((s, i) => ({
          attemptId: attempt.id,
          seq: next + i,
          kind: s.kind,
          atMs: s.atMs ?? null,
          durationMs: s.durationMs ?? null,
          questionId: s.questionId ?? null,
          answered: s.answered ?? null,
        })),
      );
    return kept.length;
  });
}

/** Submits and grades the viewer's attempt; a finished one comes back as it is. */
export async function submitSkillAttempt(ctx: TalentContext, attemptId: string): Promise<SkillAttemptRow> {
  const attempt = await ownAttempt(ctx, attemptId);
  if (attempt.finishedAt) return attempt;
  const finished = await finishAttempt(ctx.db, attempt.id, ctx.now, true);
  ctx.loaders.skillAttempt.clear(attempt.id).prime(attempt.id, finished);
  ctx.loaders.verifiedSkills.clear(attempt.userId);
  ctx.loaders.skillProgress.clear(attempt.userId);
  return finished;
}

/** The drawn questions in the attempt's order. */
export async function questionsOf(ctx: TalentContext, attempt: SkillAttemptRow): Promise<SkillQuestionRow[]> {
  const rows = await ctx.loaders.skillQuestion.loadMany(attempt.questionIds);
  return rows.map((row, i) => {
    if (!row || row instanceof Error) throw new Error(`skill attempt ${attempt.id} drew a missing question ${attempt.questionIds[i]}`);
    return row;
  });
}

export async function answersOf(ctx: TalentContext, attempt: SkillAttemptRow): Promise<SkillAnswerRow[]> {
  const rows = await ctx.loaders.skillAttemptAnswers.load(attempt.id);
  const order = new Map(attempt.questionIds.map((q, i) => [q, i]));
  return [...rows].sort((a, b) => (order.get(a.questionId) ?? 0) - (order.get(b.questionId) ?? 0));
}

/** The integrity summary of a verify attempt, for talent admins only (null for anyone else and for practice). */
export async function integrityOf(ctx: TalentContext, attempt: SkillAttemptRow): Promise<IntegritySummaryModel | null> {
  if (!hasRole(ctx.viewer, "TALENT_ADMIN") || attempt.mode !== "VERIFY") return null;
  const rows = await ctx.loaders.skillAttemptSignals.load(attempt.id);
  const signals = rows.map(signalOf);
  return { ...integritySummary(signals), signalCount: rows.length };
}

/** The viewer's standing on a test; null for visitors. */
export async function viewerProgressOf(ctx: TalentContext, test: SkillTestRow): Promise<SkillTestProgressModel | null> {
  const viewer = ctx.viewer;
  if (!viewer) return null;
  const progress = await ctx.loaders.skillProgress.load(viewer.id);
  const stats = progress.get(test.id);
  const last = stats?.lastFinishedVerify ?? null;
  return {
    userId: viewer.id,
    testId: test.id,
    bestScore: stats?.bestScore ?? null,
    passed: stats?.passed ?? false,
    attemptCount: stats?.attemptCount ?? 0,
    openAttempt: stats?.openVerify ?? stats?.openPractice ?? null,
    nextAttemptAt: last && !mayStart(ctx.now, last) ? nextAttemptAt(last) : null,
  };
}
