import { describe, expect, it } from "vitest";
import {
  higherLevel,
  isSkillLevel,
  levelRank,
  satisfiesLevel,
  SKILL_CATEGORIES,
  SKILL_CATEGORY_LABELS,
  SKILL_LEVEL_LABELS,
  SKILL_LEVELS,
  skillLevelOfLabel,
} from "./levels.js";

describe("rule: levels rank Beginner < Intermediate < Advanced", () => {
  it("ranks 1, 2, 3 in the SPEC's order, and nothing verified ranks 0", () => {
    expect(SKILL_LEVELS.map(levelRank)).toEqual([1, 2, 3]);
    expect(levelRank(null)).toBe(0);
    expect(levelRank(undefined)).toBe(0);
  });
  it("labels are the SPEC's words", () =>
    expect(SKILL_LEVELS.map((l) => SKILL_LEVEL_LABELS[l])).toEqual(["Beginner", "Intermediate", "Advanced"]));
  it("reads a course's level label as a code, and nothing else", () => {
    expect(skillLevelOfLabel("Intermediate")).toBe("INTERMEDIATE");
    expect(skillLevelOfLabel("intermediate")).toBeNull();
    expect(skillLevelOfLabel("Expert")).toBeNull();
  });
  it("recognises codes only", () => {
    expect(isSkillLevel("ADVANCED")).toBe(true);
    expect(isSkillLevel("Advanced")).toBe(false);
  });
});

describe("rule: a higher verified level satisfies a lower requirement", () => {
  it("the same level satisfies", () => SKILL_LEVELS.forEach((l) => expect(satisfiesLevel(l, l)).toBe(true)));
  it("one level higher satisfies, one lower does not", () => {
    expect(satisfiesLevel("INTERMEDIATE", "BEGINNER")).toBe(true);
    expect(satisfiesLevel("ADVANCED", "INTERMEDIATE")).toBe(true);
    expect(satisfiesLevel("BEGINNER", "INTERMEDIATE")).toBe(false);
    expect(satisfiesLevel("INTERMEDIATE", "ADVANCED")).toBe(false);
  });
  it("Advanced satisfies Beginner; Beginner does not satisfy Advanced", () => {
    expect(satisfiesLevel("ADVANCED", "BEGINNER")).toBe(true);
    expect(satisfiesLevel("BEGINNER", "ADVANCED")).toBe(false);
  });
  it("nothing verified satisfies not even Beginner", () => {
    expect(satisfiesLevel(null, "BEGINNER")).toBe(false);
    expect(satisfiesLevel(undefined, "BEGINNER")).toBe(false);
  });
  it("the higher of two levels, either possibly missing", () => {
    expect(higherLevel("BEGINNER", "ADVANCED")).toBe("ADVANCED");
    expect(higherLevel("INTERMEDIATE", "BEGINNER")).toBe("INTERMEDIATE");
    expect(higherLevel(null, "BEGINNER")).toBe("BEGINNER");
    expect(higherLevel("BEGINNER", null)).toBe("BEGINNER");
    expect(higherLevel(null, undefined)).toBeNull();
  });
});

describe("rule: four skill categories in the SPEC's order", () => {
  it("core, role-specific, tools, methodologies", () => {
    expect(SKILL_CATEGORIES).toEqual(["CORE", "ROLE_SPECIFIC", "TOOLS", "METHODOLOGIES"]);
    expect(SKILL_CATEGORIES.map((c) => SKILL_CATEGORY_LABELS[c])).toEqual(["Core", "Role-specific", "Tools", "Methodologies"]);
  });
});
