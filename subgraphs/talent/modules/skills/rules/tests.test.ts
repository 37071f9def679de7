import { describe, expect, it } from "vitest";
import { INTERVIEW_TERMS, SKILL_TEST_SEED, TEST_TERMS } from "../tests-seed-data.js";
import { TOOL_SEED } from "../../vocabulary/seed-data.js";
import { RETAKE_COOLDOWN_DAYS } from "./attempts.js";
import { bankOf } from "./question-bank/index.js";
import {
  compareSkillTests,
  findSkillTest,
  missingTerms,
  passMarkPoints,
  PASS_MARK_PERCENT,
  QUESTIONS_DRAWN,
  SKILL_TEST_TIME_LIMIT_MINUTES,
  SKILL_TEST_TOPICS,
  skillTestId,
  termsAccepted,
  termText,
  testMeets,
  testsVerifying,
  VERIFIABLE_SKILL_IDS,
} from "./tests.js";

describe("rule: fifteen skill tests, five topics at three levels", () => {
  it("ids are topic-level, topic by topic, Beginner to Advanced", () => {
    expect(SKILL_TEST_SEED.map((t) => t.id)).toEqual(
      SKILL_TEST_TOPICS.flatMap((topic) => ["beginner", "intermediate", "advanced"].map((l) => `${topic}-${l}`)),
    );
    expect(SKILL_TEST_SEED).toHaveLength(15);
    expect(new Set(SKILL_TEST_SEED.map((t) => t.id)).size).toBe(15);
  });
  it("a test reads as the SPEC's fields and the house constants", () => {
    expect(findSkillTest(SKILL_TEST_SEED, "js-intermediate")).toEqual({
      id: "js-intermediate",
      topic: "js",
      level: "INTERMEDIATE",
      title: "JavaScript (Intermediate)",
      total: 100,
      skillIds: ["javascript"],
      timeLimitMinutes: 40,
      questionsDrawn: 10,
      pointsPerQuestion: 10,
      passMarkPercent: 70,
    });
    expect(skillTestId("html-css", "ADVANCED")).toBe("html-css-advanced");
    expect(findSkillTest(SKILL_TEST_SEED, "java-beginner")).toBeNull();
  });
  it("total is drawn × points for every test", () => {
    for (const t of SKILL_TEST_SEED) expect(t.total).toBe(t.questionsDrawn * t.pointsPerQuestion);
    expect(QUESTIONS_DRAWN).toBe(10);
  });
});

describe("rule: tests list by topic in the SPEC's order, then by level", () => {
  it("the seed is in that order, and sorting restores it", () => {
    expect([...SKILL_TEST_SEED].reverse().sort(compareSkillTests)).toEqual(SKILL_TEST_SEED);
  });
});

describe("rule: a test meets a requirement when it verifies the skill at the level or higher", () => {
  const test = findSkillTest(SKILL_TEST_SEED, "html-css-intermediate")!;
  it("the same or a lower level, for any skill it verifies", () => {
    expect(testMeets(test, "css", "INTERMEDIATE")).toBe(true);
    expect(testMeets(test, "html", "BEGINNER")).toBe(true);
  });
  it("not a higher level, nor a skill it does not verify", () => {
    expect(testMeets(test, "html", "ADVANCED")).toBe(false);
    expect(testMeets(test, "javascript", "BEGINNER")).toBe(false);
  });
});

describe("rule: every test has a question bank with more questions than an attempt draws", () => {
  it.each(SKILL_TEST_SEED.map((t) => [t.id, t] as const))("%s", (_id, t) => {
    const bank = bankOf(t.id);
    expect(bank).toMatchObject({ topic: t.topic, level: t.level });
    expect(bank?.questions.length).toBeGreaterThan(t.questionsDrawn);
  });
});

describe("rule: time limits stay within the SPEC's 30–45 minutes and grow with the level", () => {
  it("30, 40, 45", () => expect(SKILL_TEST_TIME_LIMIT_MINUTES).toEqual({ BEGINNER: 30, INTERMEDIATE: 40, ADVANCED: 45 }));
  it("every test within 30–45", () => {
    for (const t of SKILL_TEST_SEED) {
      expect(t.timeLimitMinutes).toBeGreaterThanOrEqual(30);
      expect(t.timeLimitMinutes).toBeLessThanOrEqual(45);
    }
  });
});

describe("rule: a topic's tests verify its vocabulary skills", () => {
  it("html/css verifies html and css; the others one skill each", () => {
    const byTopic = Object.fromEntries(SKILL_TEST_SEED.filter((t) => t.level === "BEGINNER").map((t) => [t.topic, t.skillIds]));
    expect(byTopic).toEqual({ "html-css": ["html", "css"], js: ["javascript"], py: ["python"], sql: ["sql"], cpp: ["cpp"] });
  });
  it("the verifiable skills are exactly those, and all are vocabulary skills", () => {
    expect([...VERIFIABLE_SKILL_IDS].sort()).toEqual(["cpp", "css", "html", "javascript", "python", "sql"]);
    const vocabulary = new Set(TOOL_SEED.filter((t) => t.skill).map((t) => t.id));
    for (const id of VERIFIABLE_SKILL_IDS) expect(vocabulary.has(id)).toBe(true);
  });
  it("css is verified by the three html/css tests", () =>
    expect(testsVerifying(SKILL_TEST_SEED, "css").map((t) => t.id)).toEqual([
      "html-css-beginner",
      "html-css-intermediate",
      "html-css-advanced",
    ]));
  it("a skill no test covers has none", () => expect(testsVerifying(SKILL_TEST_SEED, "react")).toEqual([]));
});

describe(`rule: the pass mark is ${PASS_MARK_PERCENT} %`, () => {
  it("70 of 100 points, i.e. 7 of 10 questions", () => expect(passMarkPoints({ total: 100, passMarkPercent: 70 })).toBe(70));
  it("rounds up on a total that does not divide", () => expect(passMarkPoints({ total: 15, passMarkPercent: 70 })).toBe(11));
});

describe("rule: every term must be ticked before starting", () => {
  const all = TEST_TERMS.map((t) => t.id);
  it("all ticked: accepted", () => expect(termsAccepted(TEST_TERMS, all)).toBe(true));
  it("one missing: not accepted, and it is named", () => {
    expect(termsAccepted(TEST_TERMS, all.slice(1))).toBe(false);
    expect(missingTerms(TEST_TERMS, all.slice(1))).toEqual(["test-own-work"]);
  });
  it("none ticked: every term missing, in order", () => expect(missingTerms(TEST_TERMS, [])).toEqual(all));
  it("unknown ids neither help nor hurt", () => {
    expect(termsAccepted(TEST_TERMS, [...all, "other"])).toBe(true);
    expect(termsAccepted(INTERVIEW_TERMS, all)).toBe(false);
  });
  it("an empty list needs nothing", () => expect(termsAccepted([], [])).toBe(true));
});

describe("rule: terms have stable, unique ids and say what the rules do", () => {
  it("ids are unique across test and interview terms, prefixed by their list", () => {
    const ids = [...TEST_TERMS, ...INTERVIEW_TERMS].map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(TEST_TERMS.every((t) => t.id.startsWith("test-"))).toBe(true);
    expect(INTERVIEW_TERMS.every((t) => t.id.startsWith("interview-"))).toBe(true);
  });
  it("the test terms cover help, tabs, copy/paste, the camera-free honesty statement and the time limit", () => {
    expect(TEST_TERMS.map((t) => t.id)).toEqual(
      expect.arrayContaining([
        "test-own-work",
        "test-no-other-tabs",
        "test-no-copy-paste",
        "test-honesty-without-camera",
        "test-time-limit",
      ]),
    );
  });
  it("the cooldown term states the rule's number of days", () => {
    const term = TEST_TERMS.find((t) => t.id === "test-retake-cooldown")!;
    expect(termText(term)).toContain(`after ${RETAKE_COOLDOWN_DAYS} days`);
  });
  it("a placeholder without a param is left as written", () => expect(termText({ id: "x", text: "in {{n}} days" })).toBe("in {{n}} days"));
});
