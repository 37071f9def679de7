/**
 * Attempt rules of skill tests: the deadline, which answers count, grading, passing, the retake cooldown, the chart
 * score, the verified level, the per-attempt question draw and what a practice attempt does (nothing lasting). Pure and
 * clock-free: every function takes the time it needs, so the server and the client's mocks agree and tests are exact.
 */
import { higherLevel, type SkillLevel } from "./levels.js";
import { PASS_MARK_PERCENT, POINTS_PER_QUESTION, type SkillTest } from "./tests.js";

/** /skills/practice and /skills/verify: only a VERIFY attempt can verify a skill or change the chart. */
export const ATTEMPT_MODES = ["PRACTICE", "VERIFY"] as const;
export type AttemptMode = (typeof ATTEMPT_MODES)[number];

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const DAY_MS = 24 * 60 * MINUTE_MS;

export function deadlineOf(startedAt: Date, limitMinutes: number): Date {
  return new Date(startedAt.getTime() + limitMinutes * MINUTE_MS);
}

/**
 * An answer counts when it arrives up to and including the deadline's second, so one sent in the last moment and
 * received a few hundred milliseconds later is not lost; from the next second on it does not.
 */
export function answerCounts(receivedAt: Date, deadline: Date): boolean {
  return Math.floor(receivedAt.getTime() / SECOND_MS) <= Math.floor(deadline.getTime() / SECOND_MS);
}

export type AttemptStatus = "IN_PROGRESS" | "SUBMITTED" | "EXPIRED";

export function attemptStatus(now: Date, deadline: Date, submittedAt: Date | null): AttemptStatus {
  if (submittedAt) return "SUBMITTED";
  return answerCounts(now, deadline) ? "IN_PROGRESS" : "EXPIRED";
}

/** When an attempt finished: on submission, or at its deadline if it was left open or submitted late (so leaving does not dodge the cooldown). */
export function finishedAtOf(deadline: Date, submittedAt: Date | null): Date {
  return submittedAt && submittedAt.getTime() < deadline.getTime() ? submittedAt : deadline;
}

export const QUESTION_KINDS = ["SINGLE_CHOICE", "MULTIPLE_CHOICE"] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

/** What grading needs of a question; a question bank's questions have this shape as they are. */
export interface GradableQuestion {
  id: string;
  kind: QuestionKind;
  /** The correct option ids: one for single choice, the exact set for multiple choice. */
  correct: readonly string[];
}

/** One saved answer: the options ticked for a question when the server received them. */
export interface AnswerEvent {
  questionId: string;
  optionIds: readonly string[];
  receivedAt: Date;
}

/** The answer that counts for each question: the latest one received by the deadline (a change after it is ignored). */
export function countingAnswers(answers: readonly AnswerEvent[], deadline: Date): Map<string, readonly string[]> {
  const latest = new Map<string, AnswerEvent>();
  for (const answer of answers) {
    if (!answerCounts(answer.receivedAt, deadline)) continue;
    const before = latest.get(answer.questionId);
    if (!before || before.receivedAt.getTime() <= answer.receivedAt.getTime()) latest.set(answer.questionId, answer);
  }
  return new Map([...latest].map(([id, a]) => [id, a.optionIds]));
}

/**
 * Single choice: exactly the one correct option. Multiple choice: exactly the set of correct options, no partial
 * credit, since credit per ticked option would reward ticking everything. Repeated ids count once.
 */
export function isCorrect(question: GradableQuestion, optionIds: readonly string[]): boolean {
  const chosen = new Set(optionIds);
  const correct = new Set(question.correct);
  if (question.kind === "SINGLE_CHOICE" && chosen.size !== 1) return false;
  return chosen.size === correct.size && [...chosen].every((id) => correct.has(id));
}

export interface QuestionResult {
  questionId: string;
  answered: boolean;
  correct: boolean;
  points: number;
}
export interface Grade {
  score: number;
  total: number;
  correctCount: number;
  /** One entry per drawn question, in the drawn order. */
  breakdown: QuestionResult[];
}

/** Grades the drawn questions; answers to questions not drawn are ignored, an unanswered question scores 0. */
export function gradeAttempt(
  questions: readonly GradableQuestion[],
  answers: ReadonlyMap<string, readonly string[]>,
  pointsPerQuestion: number = POINTS_PER_QUESTION,
): Grade {
  const breakdown = questions.map((q): QuestionResult => {
    const chosen = answers.get(q.id) ?? [];
    const correct = chosen.length > 0 && isCorrect(q, chosen);
    return { questionId: q.id, answered: chosen.length > 0, correct, points: correct ? pointsPerQuestion : 0 };
  });
  const correctCount = breakdown.filter((r) => r.correct).length;
  return { score: correctCount * pointsPerQuestion, total: questions.length * pointsPerQuestion, correctCount, breakdown };
}

/** At least the pass mark, compared in integers (70 of 100 passes, 69 does not). A test with no points passes no one. */
export function passed(score: number, total: number, passMarkPercent: number = PASS_MARK_PERCENT): boolean {
  return total > 0 && score * 100 >= total * passMarkPercent;
}

/**
 * 7 days between finished VERIFY attempts of the same test, passed or not: long enough to study rather than retry
 * until the draws have shown the whole bank, short enough that a weekly study rhythm never waits. Practice attempts
 * start no cooldown.
 */
export const RETAKE_COOLDOWN_DAYS = 7;

export function nextAttemptAt(lastFinishedAt: Date): Date {
  return new Date(lastFinishedAt.getTime() + RETAKE_COOLDOWN_DAYS * DAY_MS);
}

/** A verify attempt may start when there was none of the same test, or the cooldown has run out (at its very instant). */
export function mayStart(now: Date, lastFinishedAt: Date | null): boolean {
  return !lastFinishedAt || now.getTime() >= nextAttemptAt(lastFinishedAt).getTime();
}

/** SPEC §4: a retake replaces the chart score only if higher. */
export function chartScore(previousBest: number | null, newScore: number): number {
  return previousBest === null ? newScore : Math.max(previousBest, newScore);
}

/** Passing verifies at the test's level; a lower-level pass never lowers a higher verified level, a fail changes nothing. */
export function verifiedLevelAfter(current: SkillLevel | null, testLevel: SkillLevel, didPass: boolean): SkillLevel | null {
  return didPass ? higherLevel(current, testLevel) : current;
}

/** 32-bit FNV-1a of the seed's text, so any attempt id seeds the generator. */
function hashSeed(seed: string | number): number {
  const text = String(seed);
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Mulberry32: a small, fast PRNG whose sequence depends only on the seed (no security claim: the draw is not a secret). */
export function seededRandom(seed: string | number): () => number {
  let state = hashSeed(seed);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A seeded Fisher–Yates shuffle of a copy (the input is left as is); also used for an attempt's option order. */
export function shuffled<T>(items: readonly T[], seed: string | number): T[] {
  return drawQuestions(items, items.length, seed);
}

/**
 * `count` distinct items of the bank in a seeded random order: the same bank, count and seed give the same draw, so the
 * server draws per attempt from the attempt's id and can redraw it instead of storing the questions. A bank smaller
 * than the count is a content error, not something to paper over with fewer questions.
 */
export function drawQuestions<T>(bank: readonly T[], count: number, seed: string | number): T[] {
  if (!Number.isInteger(count) || count < 0 || count > bank.length) {
    throw new RangeError(`cannot draw ${count} questions from a bank of ${bank.length}`);
  }
  const random = seededRandom(seed);
  const items = [...bank];
  for (let i = 0; i < count; i++) {
    const j = i + Math.floor(random() * (items.length - i));
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
  return items.slice(0, count);
}

export interface AttemptOutcome {
  passed: boolean;
  /** The chart score after the attempt (unchanged by practice). */
  chartScore: number | null;
  /** Verified levels after the attempt, for the test's skills and all others. */
  verified: Map<string, SkillLevel>;
  /** The skills whose verified level went up. */
  newlyVerified: { skillId: string; level: SkillLevel }[];
  startsCooldown: boolean;
}

/**
 * What a finished attempt changes. Practice shows whether it would have passed and changes nothing: no verified level,
 * no chart score, no cooldown. Verify applies the chart and level rules above to each skill the test verifies.
 */
export function attemptEffects(
  mode: AttemptMode,
  input: {
    test: Pick<SkillTest, "level" | "skillIds" | "passMarkPercent">;
    score: number;
    total: number;
    previousBest: number | null;
    verified: ReadonlyMap<string, SkillLevel>;
  },
): AttemptOutcome {
  const didPass = passed(input.score, input.total, input.test.passMarkPercent);
  const verified = new Map(input.verified);
  if (mode === "PRACTICE") return { passed: didPass, chartScore: input.previousBest, verified, newlyVerified: [], startsCooldown: false };
  const newlyVerified: AttemptOutcome["newlyVerified"] = [];
  for (const skillId of input.test.skillIds) {
    const before = verified.get(skillId) ?? null;
    const after = verifiedLevelAfter(before, input.test.level, didPass);
    if (after && after !== before) {
      verified.set(skillId, after);
      newlyVerified.push({ skillId, level: after });
    }
  }
  return { passed: didPass, chartScore: chartScore(input.previousBest, input.score), verified, newlyVerified, startsCooldown: true };
}
