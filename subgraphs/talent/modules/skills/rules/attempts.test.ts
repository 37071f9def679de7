import { describe, expect, it } from "vitest";
import { SKILL_TEST_SEED } from "../tests-seed-data.js";
import {
  answerCounts,
  attemptEffects,
  attemptStatus,
  chartScore,
  countingAnswers,
  deadlineOf,
  drawQuestions,
  finishedAtOf,
  gradeAttempt,
  isCorrect,
  mayStart,
  nextAttemptAt,
  passed,
  RETAKE_COOLDOWN_DAYS,
  seededRandom,
  shuffled,
  verifiedLevelAfter,
  type GradableQuestion,
} from "./attempts.js";
import type { SkillLevel } from "./levels.js";
import { bankOf } from "./question-bank/index.js";
import { findSkillTest } from "./tests.js";

const at = (iso: string) => new Date(iso);
const plus = (d: Date, ms: number) => new Date(d.getTime() + ms);
const startedAt = at("2025-06-15T10:00:00.000Z");
const deadline = deadlineOf(startedAt, 45);

describe("rule: the deadline is the start plus the time limit", () => {
  it("45 minutes", () => expect(deadline.toISOString()).toBe("2025-06-15T10:45:00.000Z"));
  it("keeps the start's milliseconds", () =>
    expect(deadlineOf(at("2025-06-15T10:00:00.250Z"), 30).toISOString()).toBe("2025-06-15T10:30:00.250Z"));
});

describe("rule: an answer counts up to and including the deadline's second", () => {
  it("one second before: counts", () => expect(answerCounts(plus(deadline, -1000), deadline)).toBe(true));
  it("at the deadline: counts", () => expect(answerCounts(deadline, deadline)).toBe(true));
  it("later within the deadline's second: counts", () => expect(answerCounts(plus(deadline, 999), deadline)).toBe(true));
  it("one second after: does not count", () => expect(answerCounts(plus(deadline, 1000), deadline)).toBe(false));
  it("a deadline mid-second counts the rest of that second only", () => {
    const d = at("2025-06-15T10:45:00.600Z");
    expect(answerCounts(at("2025-06-15T10:45:00.999Z"), d)).toBe(true);
    expect(answerCounts(at("2025-06-15T10:45:01.000Z"), d)).toBe(false);
  });
});

describe("rule: an attempt is in progress until its deadline second, then expired unless submitted", () => {
  it("in progress at the deadline, expired a second later", () => {
    expect(attemptStatus(deadline, deadline, null)).toBe("IN_PROGRESS");
    expect(attemptStatus(plus(deadline, 1000), deadline, null)).toBe("EXPIRED");
  });
  it("submitted stays submitted", () => expect(attemptStatus(plus(deadline, 5000), deadline, plus(startedAt, 60_000))).toBe("SUBMITTED"));
  it("finishes on submission, or at the deadline when left open or submitted late", () => {
    const submitted = plus(startedAt, 20 * 60_000);
    expect(finishedAtOf(deadline, submitted)).toEqual(submitted);
    expect(finishedAtOf(deadline, null)).toEqual(deadline);
    expect(finishedAtOf(deadline, plus(deadline, 3000))).toEqual(deadline);
  });
});

describe("rule: the latest answer received by the deadline counts", () => {
  it("a change within time replaces, a change after the deadline is ignored", () => {
    const answers = countingAnswers(
      [
        { questionId: "q1", optionIds: ["a"], receivedAt: plus(startedAt, 1000) },
        { questionId: "q1", optionIds: ["b"], receivedAt: deadline },
        { questionId: "q2", optionIds: ["c"], receivedAt: plus(startedAt, 2000) },
        { questionId: "q2", optionIds: ["d"], receivedAt: plus(deadline, 1000) },
        { questionId: "q3", optionIds: ["e"], receivedAt: plus(deadline, 1000) },
      ],
      deadline,
    );
    expect(Object.fromEntries(answers)).toEqual({ q1: ["b"], q2: ["c"] });
  });
  it("order of arrival in the list does not matter, the receive time does", () => {
    const answers = countingAnswers(
      [
        { questionId: "q1", optionIds: ["late"], receivedAt: plus(startedAt, 9000) },
        { questionId: "q1", optionIds: ["early"], receivedAt: plus(startedAt, 1000) },
      ],
      deadline,
    );
    expect(answers.get("q1")).toEqual(["late"]);
  });
});

const single: GradableQuestion = { id: "s", kind: "SINGLE_CHOICE", correct: ["b"] };
const multiple: GradableQuestion = { id: "m", kind: "MULTIPLE_CHOICE", correct: ["a", "c"] };

describe("rule: single choice is right with exactly the correct option", () => {
  it("the correct option", () => expect(isCorrect(single, ["b"])).toBe(true));
  it("another option", () => expect(isCorrect(single, ["a"])).toBe(false));
  it("the correct option with another", () => expect(isCorrect(single, ["b", "a"])).toBe(false));
  it("the correct option sent twice counts once", () => expect(isCorrect(single, ["b", "b"])).toBe(true));
  it("nothing", () => expect(isCorrect(single, [])).toBe(false));
});

describe("rule: multiple choice is right with exactly the set of correct options", () => {
  it("the exact set, in any order", () => {
    expect(isCorrect(multiple, ["a", "c"])).toBe(true);
    expect(isCorrect(multiple, ["c", "a"])).toBe(true);
  });
  it("a subset earns nothing", () => expect(isCorrect(multiple, ["a"])).toBe(false));
  it("a superset earns nothing", () => expect(isCorrect(multiple, ["a", "b", "c"])).toBe(false));
  it("everything ticked earns nothing", () => expect(isCorrect(multiple, ["a", "b", "c", "d"])).toBe(false));
});

describe("rule: grading scores each drawn question all or nothing", () => {
  const questions = Array.from({ length: 10 }, (_, i): GradableQuestion => ({ id: `q${i}`, kind: "SINGLE_CHOICE", correct: ["a"] }));
  const answering = (right: number) => new Map(questions.map((q, i) => [q.id, i < right ? ["a"] : ["b"]]));
  it("7 of 10 right: 70 of 100, with the breakdown in the drawn order", () => {
    const grade = gradeAttempt(questions, answering(7));
    expect(grade).toMatchObject({ score: 70, total: 100, correctCount: 7 });
    expect(grade.breakdown[0]).toEqual({ questionId: "q0", answered: true, correct: true, points: 10 });
    expect(grade.breakdown[9]).toEqual({ questionId: "q9", answered: true, correct: false, points: 0 });
  });
  it("unanswered questions score 0 and say so; answers to questions not drawn are ignored", () => {
    const grade = gradeAttempt(
      [single, multiple],
      new Map([
        ["other", ["a"]],
        ["s", ["b"]],
      ]),
    );
    expect(grade).toEqual({
      score: 10,
      total: 20,
      correctCount: 1,
      breakdown: [
        { questionId: "s", answered: true, correct: true, points: 10 },
        { questionId: "m", answered: false, correct: false, points: 0 },
      ],
    });
  });
  it("an empty answer is unanswered", () => expect(gradeAttempt([single], new Map([["s", []]])).breakdown[0]?.answered).toBe(false));
});

describe("rule: a drawn bank question grades as it is", () => {
  it("the correct options of a bank's questions score full marks", () => {
    const questions: readonly GradableQuestion[] = drawQuestions(bankOf("sql-intermediate")?.questions ?? [], 10, "attempt-1");
    const grade = gradeAttempt(questions, new Map(questions.map((q) => [q.id, q.correct])));
    expect(grade).toMatchObject({ score: 100, total: 100, correctCount: 10 });
  });
});

describe("rule: passing needs at least the pass mark", () => {
  it("70 of 100 passes, 69 does not", () => {
    expect(passed(70, 100)).toBe(true);
    expect(passed(69, 100)).toBe(false);
  });
  it("full and zero", () => {
    expect(passed(100, 100)).toBe(true);
    expect(passed(0, 100)).toBe(false);
  });
  it("compares exactly on totals that do not divide", () => {
    expect(passed(7, 10)).toBe(true);
    expect(passed(10, 15)).toBe(false); // 66.7 %
    expect(passed(11, 15)).toBe(true); // 73.3 %
  });
  it("a test with no points passes no one", () => expect(passed(0, 0)).toBe(false));
});

describe(`rule: a retake of the same test may start ${RETAKE_COOLDOWN_DAYS} days after the last finished attempt`, () => {
  const last = at("2025-06-01T12:00:00.000Z");
  it("the next attempt is 7 days later to the millisecond", () =>
    expect(nextAttemptAt(last).toISOString()).toBe("2025-06-08T12:00:00.000Z"));
  it("one second before: not yet", () => expect(mayStart(at("2025-06-08T11:59:59.000Z"), last)).toBe(false));
  it("at the instant: yes", () => expect(mayStart(at("2025-06-08T12:00:00.000Z"), last)).toBe(true));
  it("one second after: yes", () => expect(mayStart(at("2025-06-08T12:00:01.000Z"), last)).toBe(true));
  it("never attempted: yes", () => expect(mayStart(last, null)).toBe(true));
});

describe("rule: a retake replaces the chart score only if higher", () => {
  it("higher replaces", () => expect(chartScore(60, 80)).toBe(80));
  it("equal keeps", () => expect(chartScore(80, 80)).toBe(80));
  it("lower keeps the best", () => expect(chartScore(80, 60)).toBe(80));
  it("the first score is the chart score", () => expect(chartScore(null, 40)).toBe(40));
});

describe("rule: passing verifies the test's level, and never lowers a higher one", () => {
  it("a first pass verifies at the test's level", () => expect(verifiedLevelAfter(null, "INTERMEDIATE", true)).toBe("INTERMEDIATE"));
  it("a higher pass raises", () => expect(verifiedLevelAfter("BEGINNER", "ADVANCED", true)).toBe("ADVANCED"));
  it("a lower pass keeps the higher level", () => expect(verifiedLevelAfter("ADVANCED", "BEGINNER", true)).toBe("ADVANCED"));
  it("a fail changes nothing, verified or not", () => {
    expect(verifiedLevelAfter("INTERMEDIATE", "ADVANCED", false)).toBe("INTERMEDIATE");
    expect(verifiedLevelAfter(null, "BEGINNER", false)).toBeNull();
  });
});

describe("rule: questions are drawn deterministically from a seed", () => {
  const bank = Array.from({ length: 30 }, (_, i) => `q${i}`);
  it("the same seed draws the same questions in the same order", () =>
    expect(drawQuestions(bank, 10, "attempt-1")).toEqual(drawQuestions(bank, 10, "attempt-1")));
  it("another seed draws another set", () =>
    expect(drawQuestions(bank, 10, "attempt-2")).not.toEqual(drawQuestions(bank, 10, "attempt-1")));
  it("draws distinct bank items and leaves the bank as it was", () => {
    const copy = [...bank];
    const drawn = drawQuestions(bank, 10, 42);
    expect(new Set(drawn).size).toBe(10);
    expect(drawn.every((q) => bank.includes(q))).toBe(true);
    expect(bank).toEqual(copy);
  });
  it("the whole bank and none are allowed; one more than the bank is an error", () => {
    expect(drawQuestions(bank, 30, "s").sort()).toEqual([...bank].sort());
    expect(drawQuestions(bank, 0, "s")).toEqual([]);
    expect(() => drawQuestions(bank, 31, "s")).toThrow(RangeError);
    expect(() => drawQuestions(bank, -1, "s")).toThrow(RangeError);
  });
  it("every question is about equally likely over many attempts", () => {
    const seen = new Map<string, number>();
    for (let i = 0; i < 3000; i++) for (const q of drawQuestions(bank, 10, `attempt-${i}`)) seen.set(q, (seen.get(q) ?? 0) + 1);
    // 3000 draws of 10 from 30: 1000 expected per question.
    for (const q of bank) expect(Math.abs((seen.get(q) ?? 0) - 1000)).toBeLessThan(120);
  });
  it("the generator is in [0, 1) and repeatable", () => {
    const a = seededRandom("x");
    const b = seededRandom("x");
    const xs = Array.from({ length: 100 }, () => a());
    expect(xs).toEqual(Array.from({ length: 100 }, () => b()));
    expect(xs.every((x) => x >= 0 && x < 1)).toBe(true);
  });
  it("shuffles options the same way for the same seed", () => {
    expect(shuffled(["a", "b", "c", "d"], "q1")).toEqual(shuffled(["a", "b", "c", "d"], "q1"));
    expect(shuffled(["a", "b", "c", "d"], "q1").sort()).toEqual(["a", "b", "c", "d"]);
  });
});

describe("rule: practice verifies nothing; verify applies the chart and level rules", () => {
  const test = findSkillTest(SKILL_TEST_SEED, "html-css-intermediate")!;
  const verified = new Map<string, SkillLevel>([["html", "ADVANCED"]]);
  it("a practice pass: passed shown, nothing verified, chart and cooldown untouched", () => {
    const outcome = attemptEffects("PRACTICE", { test, score: 90, total: 100, previousBest: 50, verified });
    expect(outcome).toEqual({ passed: true, chartScore: 50, verified, newlyVerified: [], startsCooldown: false });
  });
  it("a verify pass raises css to Intermediate, keeps html at Advanced, and raises the chart", () => {
    const outcome = attemptEffects("VERIFY", { test, score: 70, total: 100, previousBest: 50, verified });
    expect(outcome.passed).toBe(true);
    expect(outcome.chartScore).toBe(70);
    expect(Object.fromEntries(outcome.verified)).toEqual({ html: "ADVANCED", css: "INTERMEDIATE" });
    expect(outcome.newlyVerified).toEqual([{ skillId: "css", level: "INTERMEDIATE" }]);
    expect(outcome.startsCooldown).toBe(true);
  });
  it("a verify fail one point short verifies nothing, keeps the better chart score, and still starts the cooldown", () => {
    const outcome = attemptEffects("VERIFY", { test, score: 69, total: 100, previousBest: 80, verified });
    expect(outcome).toMatchObject({ passed: false, chartScore: 80, newlyVerified: [], startsCooldown: true });
    expect(Object.fromEntries(outcome.verified)).toEqual({ html: "ADVANCED" });
  });
  it("does not change the map it was given", () => {
    attemptEffects("VERIFY", { test, score: 100, total: 100, previousBest: null, verified });
    expect(Object.fromEntries(verified)).toEqual({ html: "ADVANCED" });
  });
});
