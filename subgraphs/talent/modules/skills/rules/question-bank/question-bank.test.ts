import { describe, expect, it } from "vitest";
import { QUESTION_BANKS, bankOf } from "./index";

const TOPICS = ["html-css", "js", "py", "sql", "cpp"] as const;
const LEVELS = ["BEGINNER", "INTERMEDIATE", "ADVANCED"] as const;
const allQuestions = QUESTION_BANKS.flatMap((bank) => bank.questions.map((question) => ({ bank, question })));

describe("question banks", () => {
  it("has one bank per topic and level, with testId <topic>-<level>", () => {
    expect(QUESTION_BANKS).toHaveLength(15);
    for (const topic of TOPICS) {
      for (const level of LEVELS) {
        const testId = `${topic}-${level.toLowerCase()}`;
        const bank = bankOf(testId);
        expect(bank, testId).toBeDefined();
        expect(bank?.topic).toBe(topic);
        expect(bank?.level).toBe(level);
      }
    }
    expect(new Set(QUESTION_BANKS.map((bank) => bank.testId)).size).toBe(15);
  });

  it("returns undefined for an unknown test id", () => {
    expect(bankOf("cobol-beginner")).toBeUndefined();
  });

  it("gives every bank enough questions for a 10-question attempt, with variety", () => {
    for (const bank of QUESTION_BANKS) {
      expect(bank.questions.length, bank.testId).toBeGreaterThanOrEqual(12);
      expect(bank.questions.length, bank.testId).toBe(14);
    }
  });

  it("uses question ids that are unique across all banks", () => {
    const ids = allQuestions.map(({ question }) => question.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("gives every question four options with unique ids", () => {
    for (const { question } of allQuestions) {
      expect(question.options, question.id).toHaveLength(4);
      expect(new Set(question.options.map((option) => option.id)).size, question.id).toBe(4);
      for (const option of question.options) expect(option.text.trim(), question.id).not.toBe("");
    }
  });

  it("marks exactly one answer for single choice and two or three for multiple choice", () => {
    for (const { question } of allQuestions) {
      const count = new Set(question.correct).size;
      expect(count, question.id).toBe(question.correct.length);
      if (question.kind === "SINGLE_CHOICE") expect(count, question.id).toBe(1);
      else {
        expect(count, question.id).toBeGreaterThanOrEqual(2);
        expect(count, question.id).toBeLessThanOrEqual(3);
        expect(question.prompt, question.id).toContain("Select all that apply");
      }
    }
  });

  it("only marks answers that are among the question's options", () => {
    for (const { question } of allQuestions) {
      const optionIds = new Set(question.options.map((option) => option.id));
      for (const id of question.correct) expect(optionIds.has(id), `${question.id}: ${id}`).toBe(true);
    }
  });

  it("mixes both question kinds in every bank", () => {
    for (const bank of QUESTION_BANKS) {
      const kinds = new Set(bank.questions.map((question) => question.kind));
      expect(kinds, bank.testId).toEqual(new Set(["SINGLE_CHOICE", "MULTIPLE_CHOICE"]));
    }
  });

  it("has no empty prompt, code snippet or explanation", () => {
    for (const { question } of allQuestions) {
      expect(question.prompt.trim(), question.id).not.toBe("");
      expect(question.explanation.trim(), question.id).not.toBe("");
      if (question.code !== undefined) expect(question.code.trim(), question.id).not.toBe("");
    }
  });
});
