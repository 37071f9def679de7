/**
 * Skill-test attempts in the mock backend, as the server takes them: the terms and the retake cooldown before a verify
 * attempt, the question draw and option order seeded by the attempt's id, answers that count only by the deadline,
 * proctoring signals, grading and what a passed verify attempt verifies — all by the server's own pure rules. Only mock
 * code reads the question banks: they hold the correct answers and stay out of the production bundle.
 */
import { GraphQLError } from "graphql";
import type { Resolvers } from "../../../__generated__/mock-resolvers";
import type { IntegrityMeasure as ApiIntegrityMeasure } from "../../../__generated__/schema-types";
import { badInput, conflict, notFound, type MockDeps } from "../../../mocks/common";
import { SKILL_TEST_SEED, TEST_TERMS } from "@server/talent/modules/skills/tests-seed-data";
import { findSkillTest, missingTerms, termText, type SkillTest } from "@server/talent/modules/skills/rules/tests";
import {
  answerCounts,
  attemptEffects,
  deadlineOf,
  drawQuestions,
  finishedAtOf,
  gradeAttempt,
  mayStart,
  nextAttemptAt,
  shuffled,
  type AttemptMode,
  type QuestionResult,
} from "@server/talent/modules/skills/rules/attempts";
import {
  integritySummary,
  PROCTORING_SIGNAL_KINDS,
  SIGNALS_PER_ATTEMPT_MAX,
  SIGNALS_PER_CALL_MAX,
  type IntegrityMeasure,
  type ProctoringSignal,
} from "@server/talent/modules/skills/rules/proctoring";
import { bankOf, type BankQuestion } from "@server/talent/modules/skills/rules/question-bank/index";
import { addMockVerification, mockSkillsState, persistMockSkills, testObject, verifiedOf } from "./skills";

export interface MockAttempt {
  id: string;
  userId: string;
  testId: string;
  mode: AttemptMode;
  /** The drawn questions, in the attempt's order. */
  questionIds: string[];
  acceptedTermIds: string[];
  startedAt: string;
  deadline: string | null;
  submittedAt: string | null;
  finishedAt: string | null;
  /** The answer that counts per question (received while open and on time), in no particular order. */
  answers: { questionId: string; optionIds: string[]; answeredAt: string }[];
  signals: ProctoringSignal[];
  grade: { score: number; total: number; passed: boolean; breakdown: QuestionResult[] } | null;
  /** Set when a talent admin withdrew the result (./review.ts): it then counts for nothing, as on the server. */
  withdrawal?: { at: string; by: string; reason: string };
}

const attempts = () => mockSkillsState().attempts;
const testOf = (a: MockAttempt) => findSkillTest(SKILL_TEST_SEED, a.testId)!;
const questionOf = (testId: string, questionId: string) => bankOf(testId)!.questions.find((q) => q.id === questionId)!;

/* ---------- Actions (exported for tests that set a state up directly) ---------- */

/**
 * Starts an attempt for a person without the API's checks: a test can date it in the past (a deadline near now) and
 * give it a known id (a page's address).
 */
export function startMockSkillAttempt(
  userId: string,
  testId: string,
  mode: AttemptMode,
  startedAt: Date = new Date(),
  id: string = globalThis.crypto.randomUUID(),
): MockAttempt {
  const test = findSkillTest(SKILL_TEST_SEED, testId);
  const bank = bankOf(testId);
  if (!test || !bank) throw new Error(`no skill test ${testId}`);
  const attempt: MockAttempt = {
    id,
    userId,
    testId,
    mode,
    questionIds: drawQuestions(bank.questions, test.questionsDrawn, id).map((q) => q.id),
    acceptedTermIds: mode === "VERIFY" ? TEST_TERMS.map((t) => t.id) : [],
    startedAt: startedAt.toISOString(),
    deadline: mode === "VERIFY" ? deadlineOf(startedAt, test.timeLimitMinutes).toISOString() : null,
    submittedAt: null,
    finishedAt: null,
    answers: [],
    signals: [],
    grade: null,
  };
  attempts().push(attempt);
  persistMockSkills();
  return attempt;
}

/** An attempt by id, as the mock holds it (tests read what was recorded). */
export const mockSkillAttempt = (id: string): MockAttempt | null => attempts().find((a) => a.id === id) ?? null;

/** The correct options of an attempt's questions (ids and texts), in its order: what a test answers to pass. */
export function mockAnswerKey(attemptId: string) {
  const attempt = mockSkillAttempt(attemptId)!;
  return attempt.questionIds.map((id) => {
    const q = questionOf(attempt.testId, id);
    const text = (optionId: string) => q.options.find((o) => o.id === optionId)!.text;
    return {
      questionId: q.id,
      kind: q.kind,
      correct: q.correct,
      correctTexts: q.correct.map(text),
      /** Texts of options that are not correct (to answer wrongly). */
      wrongTexts: q.options.filter((o) => !q.correct.includes(o.id)).map((o) => o.text),
    };
  });
}

const onTime = (a: MockAttempt, now: Date) => !a.deadline || answerCounts(now, new Date(a.deadline));

/**
 * Grades and finishes an attempt unless finished; `submit` is the learner's submission, which counts as submitted
 * only by the deadline (after it the attempt is EXPIRED, graded on the answers received in time).
 */
export function finishMockSkillAttempt(a: MockAttempt, now: Date, submit: boolean): MockAttempt {
  if (a.finishedAt) return a;
  const inTime = onTime(a, now);
  if (!submit && inTime) return a;
  const test = testOf(a);
  const questions = a.questionIds.map((id) => questionOf(a.testId, id));
  const grade = gradeAttempt(questions, new Map(a.answers.map((x) => [x.questionId, x.optionIds])), test.pointsPerQuestion);
  const submittedAt = submit && inTime ? now : null;
  const finishedAt = a.deadline ? finishedAtOf(new Date(a.deadline), submittedAt) : now;
  const effects = attemptEffects(a.mode, {
    test,
    score: grade.score,
    total: grade.total,
    // The others as they stand (settling them here would come back to this attempt).
    previousBest: bestOf(attempts().filter((x) => x !== a && x.userId === a.userId && x.testId === a.testId)),
    verified: new Map(verifiedOf(a.userId).map((v) => [v.skillId, v.level])),
  });
  if (a.mode === "VERIFY" && effects.passed) {
    // Every pass is kept; the verified list reads each skill's highest level and the best score there (./skills.ts).
    for (const skillId of test.skillIds) {
      addMockVerification({
        userId: a.userId,
        skillId,
        level: test.level,
        testId: test.id,
        score: grade.score,
        verifiedAt: finishedAt.toISOString(),
      });
    }
  }
  a.submittedAt = submittedAt?.toISOString() ?? null;
  a.finishedAt = finishedAt.toISOString();
  a.grade = { score: grade.score, total: grade.total, passed: effects.passed, breakdown: grade.breakdown };
  persistMockSkills();
  return a;
}

/** Reading an attempt whose time ran out finishes it first, as the server does. */
const settled = (a: MockAttempt, now = new Date()) => finishMockSkillAttempt(a, now, false);

const mine = (userId: string, testId: string) =>
  attempts()
    .filter((a) => a.userId === userId && a.testId === testId)
    .map((a) => settled(a));
const finishedVerify = (userId: string, testId: string) => mine(userId, testId).filter((a) => a.mode === "VERIFY" && a.finishedAt);

/** The best score of the finished verify attempts among these whose result stands. */
function bestOf(list: readonly MockAttempt[]): number | null {
  const scores = list.filter((a) => a.mode === "VERIFY" && a.grade && !a.withdrawal).map((a) => a.grade!.score);
  return scores.length ? Math.max(...scores) : null;
}
const bestScoreOf = (userId: string, testId: string) => bestOf(finishedVerify(userId, testId));

function lastFinishedVerify(userId: string, testId: string): Date | null {
  const times = finishedVerify(userId, testId).map((a) => new Date(a.finishedAt!).getTime());
  return times.length ? new Date(Math.max(...times)) : null;
}

const openAttempt = (userId: string, testId: string, mode: AttemptMode) =>
  mine(userId, testId).find((a) => a.mode === mode && !a.finishedAt) ?? null;

function conflictWith(message: string, extra: Record<string, unknown>): GraphQLError {
  const error = conflict(message);
  Object.assign(error.extensions, extra);
  return error;
}

/* ---------- API objects ---------- */

/** A drawn question as the learner sees it: the attempt's option order, never the correct options. */
function questionObject(attemptId: string, q: BankQuestion) {
  return { id: q.id, prompt: q.prompt, code: q.code ?? null, kind: q.kind, options: shuffled(q.options, `${attemptId}:${q.id}`) };
}

/** camelCase measure names of the rules as the API's enum values (awayMs → AWAY_MS). */
const measureEnum = (m: IntegrityMeasure) => m.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase() as ApiIntegrityMeasure;

export function attemptsResolvers(deps: MockDeps): Resolvers {
  const isTalentAdmin = () => deps.viewer()?.roles.includes("TALENT_ADMIN") ?? false;

  /** The viewer's own attempt, for acting on it: NOT_FOUND when unknown or someone else's. */
  function ownAttempt(attemptId: string): MockAttempt {
    const viewer = deps.requireViewer();
    const a = mockSkillAttempt(attemptId);
    if (!a || a.userId !== viewer.id) throw notFound("Skill attempt");
    return a;
  }

  function assertOpen(a: MockAttempt, now: Date) {
    settled(a, now);
    if (a.finishedAt) {
      throw conflictWith(
        a.submittedAt
          ? "This attempt has been submitted; it takes no more answers."
          : "The time for this attempt is over; the answer does not count.",
        { attemptId: a.id },
      );
    }
  }

  return {
    Query: {
      skillTestTerms: () => TEST_TERMS.map((t) => ({ id: t.id, text: termText(t) })),
      skillAttempt: (_, { id }) => {
        const viewer = deps.viewer();
        const a = mockSkillAttempt(id);
        if (!viewer || !a || (a.userId !== viewer.id && !isTalentAdmin())) return null;
        return settled(a);
      },
    },
    SkillTest: {
      viewerProgress: (test) => {
        const viewer = deps.viewer();
        if (!viewer || typeof test.id !== "string") return null;
        const done = finishedVerify(viewer.id, test.id);
        const last = lastFinishedVerify(viewer.id, test.id);
        const open = openAttempt(viewer.id, test.id, "VERIFY") ?? openAttempt(viewer.id, test.id, "PRACTICE");
        return {
          bestScore: bestScoreOf(viewer.id, test.id),
          passed: done.some((a) => a.grade!.passed && !a.withdrawal),
          attemptCount: done.length,
          openAttempt: open,
          nextAttemptAt: last && !mayStart(new Date(), last) ? nextAttemptAt(last).toISOString() : null,
        };
      },
    },
    /** id, mode, startedAt, deadline and submittedAt are the model's own properties. */
    SkillAttempt: {
      test: (a) => testObject(testOf(a)),
      status: (a) => (a.finishedAt ? (a.submittedAt ? "SUBMITTED" : "EXPIRED") : "IN_PROGRESS"),
      questions: (a) => a.questionIds.map((id) => questionObject(a.id, questionOf(a.testId, id))),
      answers: (a) => {
        const order = new Map(a.questionIds.map((id, i) => [id, i]));
        return [...a.answers].sort((x, y) => order.get(x.questionId)! - order.get(y.questionId)!);
      },
      result: (a) => {
        if (!a.grade) return null;
        const chosen = new Map(a.answers.map((x) => [x.questionId, x.optionIds]));
        // Practice only: a verify attempt keeps the bank unseen for retakes.
        const practice = a.mode === "PRACTICE";
        return {
          score: a.grade.score,
          total: a.grade.total,
          passed: a.grade.passed,
          passMarkPercent: testOf(a).passMarkPercent,
          correctCount: a.grade.breakdown.filter((r) => r.correct).length,
          breakdown: a.grade.breakdown.map((r) => {
            const q = questionOf(a.testId, r.questionId);
            return {
              question: questionObject(a.id, q),
              answered: r.answered,
              correct: r.correct,
              points: r.points,
              chosenOptionIds: chosen.get(r.questionId) ?? [],
              correctOptionIds: practice ? [...q.correct] : null,
              explanation: practice ? q.explanation : null,
            };
          }),
        };
      },
      learner: (a) => deps.userById(a.userId),
      integrity: (a) => {
        if (!isTalentAdmin() || a.mode !== "VERIFY") return null;
        const summary = integritySummary(a.signals);
        return {
          flag: summary.flag,
          reasons: summary.reasons.map((r) => ({ measure: measureEnum(r.measure), value: r.value, flag: r.flag })),
          awayEpisodes: summary.awayEpisodes,
          awayMs: summary.awayMs,
          longestAwayMs: summary.longestAwayMs,
          pastes: summary.counts.PASTE,
          fullscreenExits: summary.counts.FULLSCREEN_EXIT,
          fastAnswers: summary.fastAnswers,
          fastestQuestions: summary.fastestQuestions,
          signalCount: a.signals.length,
        };
      },
    },
    Mutation: {
      startSkillAttempt: (_, { input }) => {
        const viewer = deps.requireViewer();
        const test: SkillTest | null = findSkillTest(SKILL_TEST_SEED, input.testId);
        if (!test) throw notFound("Skill test");
        if (input.mode === "VERIFY") {
          const missing = missingTerms(TEST_TERMS, input.acceptedTermIds);
          if (missing.length) {
            throw badInput(`Accept every term before the test starts (${missing.length} not accepted).`, {
              acceptedTermIds: `Not accepted: ${missing.join(", ")}.`,
            });
          }
        }
        const open = openAttempt(viewer.id, test.id, input.mode);
        if (open) return open;
        const now = new Date();
        if (input.mode === "VERIFY") {
          const last = lastFinishedVerify(viewer.id, test.id);
          if (!mayStart(now, last)) {
            const next = nextAttemptAt(last!).toISOString();
            throw conflictWith(`You can take "${test.title}" again from ${next}.`, { nextAttemptAt: next });
          }
        }
        return startMockSkillAttempt(viewer.id, test.id, input.mode, now);
      },
      answerSkillQuestion: (_, { attemptId, questionId, optionIds }) => {
        const a = ownAttempt(attemptId);
        const now = new Date();
        assertOpen(a, now);
        if (!a.questionIds.includes(questionId)) {
          throw badInput(`Question "${questionId}" is not part of this attempt.`, { questionId: "Not a question of this attempt." });
        }
        const question = questionOf(a.testId, questionId);
        const ids = [...new Set(optionIds)];
        const unknown = ids.filter((o) => !question.options.some((x) => x.id === o));
        if (unknown.length) {
          throw badInput(`Unknown option "${unknown[0]}" for this question.`, { optionIds: "Choose among the question's options." });
        }
        if (question.kind === "SINGLE_CHOICE" && ids.length > 1) {
          throw badInput("This question takes one option.", { optionIds: "Choose one option." });
        }
        a.answers = a.answers.filter((x) => x.questionId !== questionId);
        const answer = { questionId, optionIds: ids, answeredAt: now.toISOString() };
        // An empty answer clears the question (nothing is kept for it).
        if (ids.length) a.answers.push(answer);
        persistMockSkills();
        return answer;
      },
      recordProctoringSignals: (_, { attemptId, signals }) => {
        const a = ownAttempt(attemptId);
        if (signals.length > SIGNALS_PER_CALL_MAX) {
          throw badInput(`At most ${SIGNALS_PER_CALL_MAX} signals a call.`, { signals: `At most ${SIGNALS_PER_CALL_MAX}.` });
        }
        for (const [i, s] of signals.entries()) {
          const needs = s.kind === "QUESTION_TIMING" ? ["questionId", "durationMs"] : ["atMs"];
          if (s.kind === "TAB_HIDDEN" || s.kind === "WINDOW_BLUR") needs.push("durationMs");
          const missing = needs.find((f) => s[f as keyof typeof s] == null);
          const negative = [s.atMs, s.durationMs].some((n) => n != null && n < 0);
          if (!PROCTORING_SIGNAL_KINDS.includes(s.kind) || missing || negative) {
            throw badInput(`${s.kind} needs ${missing ?? "non-negative times"}.`, { [`signals.${i}`]: "Malformed signal." });
          }
        }
        assertOpen(a, new Date());
        if (a.mode !== "VERIFY" || !signals.length) return 0;
        const strange = signals.find((s) => s.questionId && !a.questionIds.includes(s.questionId));
        if (strange) {
          throw badInput(`Question "${strange.questionId}" is not part of this attempt.`, {
            questionId: "Not a question of this attempt.",
          });
        }
        const kept = signals.slice(0, Math.max(0, SIGNALS_PER_ATTEMPT_MAX - a.signals.length));
        for (const s of kept) {
          if (s.kind === "QUESTION_TIMING") {
            a.signals.push({ kind: s.kind, questionId: s.questionId!, durationMs: s.durationMs!, answered: s.answered ?? undefined });
          } else if (s.kind === "TAB_HIDDEN" || s.kind === "WINDOW_BLUR") {
            a.signals.push({ kind: s.kind, atMs: s.atMs!, durationMs: s.durationMs! });
          } else if (s.kind === "PASTE") {
            a.signals.push({ kind: s.kind, atMs: s.atMs!, questionId: s.questionId ?? undefined });
          } else {
            a.signals.push({ kind: s.kind, atMs: s.atMs! });
          }
        }
        persistMockSkills();
        return kept.length;
      },
      submitSkillAttempt: (_, { attemptId }) => finishMockSkillAttempt(ownAttempt(attemptId), new Date(), true),
    },
  };
}
