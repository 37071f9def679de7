import { describe, expect, it } from "vitest";
import {
  drawProblem,
  optionIdsOf,
  requirementIdFor,
  SKILL_QUESTION_LIMITS,
  SKILL_REQUIREMENT_LIMITS,
  skillQuestionSchema,
  skillRequirementSchema,
  skillTestSettingsSchema,
  toolIdSchema,
} from "./administration.js";

const question = {
  kind: "SINGLE_CHOICE" as const,
  prompt: "Which keyword declares a constant?",
  code: null,
  options: ["const", "let", "var"],
  correctOptionIds: ["a"],
  explanation: "const declares a binding that cannot be reassigned.",
};
const problemsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.success ? [] : result.error!.issues.map((i) => i.path.join("."));

describe("rule: an attempt draws no more questions than the bank holds to draw", () => {
  it("drawing as many as the bank holds is fine; one more is a problem naming both numbers", () => {
    expect(drawProblem(10, 10)).toBeNull();
    expect(drawProblem(11, 10)).toContain("10");
    expect(drawProblem(11, 10)).toContain("11");
  });
});

describe("rule: test settings stay within their limits", () => {
  const settings = { title: "Python (Beginner)", timeLimitMinutes: 30, passMarkPercent: 70, questionsDrawn: 10 };
  it("at the limits passes, one past fails", () => {
    expect(skillTestSettingsSchema.safeParse({ ...settings, passMarkPercent: 50 }).success).toBe(true);
    expect(problemsOf(skillTestSettingsSchema.safeParse({ ...settings, passMarkPercent: 49 }))).toEqual(["passMarkPercent"]);
    expect(problemsOf(skillTestSettingsSchema.safeParse({ ...settings, timeLimitMinutes: 30.5 }))).toEqual(["timeLimitMinutes"]);
  });
});

describe("rule: a question's options are a, b, c… and its marked answers fit its kind", () => {
  it("names options by letter", () => {
    expect(optionIdsOf(4)).toEqual(["a", "b", "c", "d"]);
  });
  it("single choice marks exactly one", () => {
    expect(skillQuestionSchema.safeParse(question).success).toBe(true);
    expect(problemsOf(skillQuestionSchema.safeParse({ ...question, correctOptionIds: ["a", "b"] }))).toEqual(["correctOptionIds"]);
    expect(problemsOf(skillQuestionSchema.safeParse({ ...question, correctOptionIds: [] }))).toEqual(["correctOptionIds"]);
  });
  it("multiple choice marks two or more and leaves one wrong", () => {
    const multiple = { ...question, kind: "MULTIPLE_CHOICE" as const };
    expect(skillQuestionSchema.safeParse({ ...multiple, correctOptionIds: ["a", "b"] }).success).toBe(true);
    expect(problemsOf(skillQuestionSchema.safeParse({ ...multiple, correctOptionIds: ["a"] }))).toEqual(["correctOptionIds"]);
    expect(problemsOf(skillQuestionSchema.safeParse({ ...multiple, correctOptionIds: ["a", "b", "c"] }))).toEqual(["correctOptionIds"]);
  });
  it("marks only options the question has, each once", () => {
    expect(problemsOf(skillQuestionSchema.safeParse({ ...question, correctOptionIds: ["d"] }))).toEqual(["correctOptionIds"]);
    expect(problemsOf(skillQuestionSchema.safeParse({ ...question, correctOptionIds: ["a", "a"] }))).toEqual(["correctOptionIds"]);
  });
  it("options say different things (ignoring case) and number between the limits", () => {
    expect(problemsOf(skillQuestionSchema.safeParse({ ...question, options: ["const", "CONST", "let"] }))).toEqual(["options.1"]);
    const { min, max } = SKILL_QUESTION_LIMITS.options;
    const many = Array.from({ length: max + 1 }, (_, i) => `option ${i}`);
    expect(problemsOf(skillQuestionSchema.safeParse({ ...question, options: many }))).toContain("options");
    expect(problemsOf(skillQuestionSchema.safeParse({ ...question, options: many.slice(0, min - 1) }))).toContain("options");
  });
  it("a blank snippet is none; a snippet keeps its indentation", () => {
    expect(skillQuestionSchema.parse({ ...question, code: "   " }).code).toBeNull();
    expect(skillQuestionSchema.parse({ ...question, code: "  x = 1\n" }).code).toBe("  x = 1");
  });
});

describe("rule: a mandatory requirement names one skill; a condition says what it asks and offers two or more", () => {
  const base = { category: "TOOLS" as const, level: "BEGINNER" as const };
  it("mandatory: one skill, no title", () => {
    expect(skillRequirementSchema.safeParse({ ...base, kind: "MANDATORY", skillIds: ["git"] }).success).toBe(true);
    expect(problemsOf(skillRequirementSchema.safeParse({ ...base, kind: "MANDATORY", skillIds: ["git", "docker"] }))).toEqual(["skillIds"]);
    expect(problemsOf(skillRequirementSchema.safeParse({ ...base, kind: "MANDATORY", title: "Git", skillIds: ["git"] }))).toEqual([
      "title",
    ]);
  });
  it("conditional: a title and between the limits of distinct skills", () => {
    const { min, max } = SKILL_REQUIREMENT_LIMITS.conditionSkills;
    const skills = Array.from({ length: max + 1 }, (_, i) => `skill-${i}`);
    const condition = { ...base, kind: "CONDITIONAL", title: "A cloud platform" };
    expect(skillRequirementSchema.safeParse({ ...condition, skillIds: skills.slice(0, min) }).success).toBe(true);
    expect(problemsOf(skillRequirementSchema.safeParse({ ...condition, skillIds: skills.slice(0, min - 1) }))).toEqual(["skillIds"]);
    expect(problemsOf(skillRequirementSchema.safeParse({ ...condition, skillIds: skills }))).toEqual(["skillIds"]);
    expect(problemsOf(skillRequirementSchema.safeParse({ ...condition, skillIds: ["aws", "aws"] }))).toEqual(["skillIds"]);
    expect(problemsOf(skillRequirementSchema.safeParse({ ...condition, title: null, skillIds: ["aws", "azure"] }))).toEqual(["title"]);
  });
});

describe("rule: a new requirement's id comes from its skill or its title, numbered when taken", () => {
  it("uses the skill for a mandatory requirement", () => {
    expect(requirementIdFor({ kind: "MANDATORY", title: null, skillIds: ["docker"] }, new Set())).toBe("docker");
    expect(requirementIdFor({ kind: "MANDATORY", title: null, skillIds: ["docker"] }, new Set(["docker"]))).toBe("docker-2");
  });
  it("slugs a condition's title", () => {
    expect(requirementIdFor({ kind: "CONDITIONAL", title: "A cloud platform!", skillIds: ["aws", "azure"] }, new Set())).toBe(
      "a-cloud-platform",
    );
  });
});

describe("rule: a vocabulary id is a lower-case slug", () => {
  it.each([
    ["svelte", true],
    ["google-cloud", true],
    ["node.js", true],
    ["Svelte", false],
    ["two  words", false],
    ["-leading", false],
    ["", false],
  ])("%s → %s", (id, ok) => {
    expect(toolIdSchema.safeParse(id).success).toBe(ok);
  });
});
