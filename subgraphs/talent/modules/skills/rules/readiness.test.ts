import { describe, expect, it } from "vitest";
import { SKILL_ROLE_SEED } from "../roles-seed-data.js";
import type { SkillLevel } from "./levels.js";
import { requirementOutcome, roleReadiness, verifiedSkillsOf } from "./readiness.js";
import { findSkillRole, type SkillRequirement, type SkillRole } from "./roles.js";

const verified = (entries: Record<string, SkillLevel>) => new Map(Object.entries(entries));
const framework: SkillRequirement = {
  kind: "CONDITIONAL",
  id: "frontend-framework",
  category: "ROLE_SPECIFIC",
  title: "A front-end framework",
  anyOf: ["react", "vuejs", "angular"],
  level: "INTERMEDIATE",
};
const html: SkillRequirement = { kind: "MANDATORY", id: "html", category: "CORE", skillId: "html", level: "INTERMEDIATE" };
const role: Pick<SkillRole, "id" | "requirements"> = {
  id: "role-sample",
  requirements: [
    html,
    { kind: "MANDATORY", id: "css", category: "CORE", skillId: "css", level: "INTERMEDIATE" },
    framework,
    { kind: "MANDATORY", id: "git", category: "TOOLS", skillId: "git", level: "BEGINNER" },
  ],
};

describe("rule: a mandatory requirement needs that skill at least at its level", () => {
  it("at the level: met by it", () =>
    expect(requirementOutcome(html, verified({ html: "INTERMEDIATE" }))).toMatchObject({ met: true, metBy: "html" }));
  it("above the level: met", () => expect(requirementOutcome(html, verified({ html: "ADVANCED" })).met).toBe(true));
  it("one level below: missing, and how close", () =>
    expect(requirementOutcome(html, verified({ html: "BEGINNER" }))).toMatchObject({
      met: false,
      metBy: null,
      bestSkillId: "html",
      bestLevel: "BEGINNER",
    }));
  it("not verified: missing", () =>
    expect(requirementOutcome(html, verified({ css: "ADVANCED" }))).toMatchObject({ met: false, bestSkillId: null, bestLevel: null }));
});

describe("rule: a conditional requirement is met by any one allowed skill at its level", () => {
  it("Vue at Intermediate meets 'one of React, Vue or Angular'", () =>
    expect(requirementOutcome(framework, verified({ vuejs: "INTERMEDIATE" }))).toMatchObject({ met: true, metBy: "vuejs" }));
  it("names the allowed skill verified highest when several are", () =>
    expect(requirementOutcome(framework, verified({ react: "INTERMEDIATE", angular: "ADVANCED" })).metBy).toBe("angular"));
  it("on a tie, the first allowed", () =>
    expect(requirementOutcome(framework, verified({ angular: "ADVANCED", react: "ADVANCED" })).metBy).toBe("react"));
  it("all allowed below the level: missing, closest named", () =>
    expect(requirementOutcome(framework, verified({ react: "BEGINNER", vuejs: "BEGINNER" }))).toMatchObject({
      met: false,
      metBy: null,
      bestSkillId: "react",
      bestLevel: "BEGINNER",
    }));
  it("a skill outside the allowed ones does not count", () =>
    expect(requirementOutcome(framework, verified({ svelte: "ADVANCED" })).met).toBe(false));
});

describe("rule: a requirement says whether a skill test can verify it", () => {
  it("html can be verified; a framework cannot yet", () => {
    expect(requirementOutcome(html, new Map()).verifiable).toBe(true);
    expect(requirementOutcome(framework, new Map()).verifiable).toBe(false);
  });
  it("a condition is verifiable when any allowed skill is", () =>
    expect(requirementOutcome({ ...framework, anyOf: ["go", "python"] }, new Map()).verifiable).toBe(true));
  it("the verifiable set can be given", () => expect(requirementOutcome(framework, new Map(), new Set(["react"])).verifiable).toBe(true));
});

describe("rule: readiness is the share of requirements met, overall and per category", () => {
  it("nothing verified: 0, everything missing", () => {
    const r = roleReadiness(role, new Map());
    expect(r).toMatchObject({ roleId: "role-sample", total: 4, metCount: 0, fraction: 0, ready: false });
    expect(r.missing.map((o) => o.requirement.id)).toEqual(["html", "css", "frontend-framework", "git"]);
  });
  it("3 of 4: 0.75, per category too, all four categories listed in order", () => {
    const r = roleReadiness(role, verified({ html: "ADVANCED", css: "INTERMEDIATE", react: "INTERMEDIATE" }));
    expect(r).toMatchObject({ total: 4, metCount: 3, fraction: 0.75, ready: false });
    expect(r.missing.map((o) => o.requirement.id)).toEqual(["git"]);
    expect(r.categories.map((c) => [c.category, c.metCount, c.total, c.fraction])).toEqual([
      ["CORE", 2, 2, 1],
      ["ROLE_SPECIFIC", 1, 1, 1],
      ["TOOLS", 0, 1, 0],
      ["METHODOLOGIES", 0, 0, 1],
    ]);
  });
  it("all met: ready at 1", () => {
    const r = roleReadiness(role, verified({ html: "ADVANCED", css: "ADVANCED", angular: "INTERMEDIATE", git: "BEGINNER" }));
    expect(r).toMatchObject({ metCount: 4, fraction: 1, ready: true, missing: [] });
  });
  it("a role that asks nothing is ready (nothing missing)", () =>
    expect(roleReadiness({ id: "r", requirements: [] }, new Map())).toMatchObject({ total: 0, fraction: 1, ready: true }));
});

describe("rule: the best verified level per skill is what readiness reads", () => {
  it("several passes of a skill keep the highest, in any order", () => {
    const best = verifiedSkillsOf([
      { skillId: "html", level: "ADVANCED" },
      { skillId: "html", level: "BEGINNER" },
      { skillId: "sql", level: "BEGINNER" },
      { skillId: "sql", level: "INTERMEDIATE" },
    ]);
    expect(Object.fromEntries(best)).toEqual({ html: "ADVANCED", sql: "INTERMEDIATE" });
  });
});

describe("rule: readiness on the seeded roles", () => {
  const junior = findSkillRole(SKILL_ROLE_SEED, "role-frontend-developer-junior")!;
  const mid = findSkillRole(SKILL_ROLE_SEED, "role-frontend-developer-mid")!;
  const passedIntermediate = verified({ html: "INTERMEDIATE", css: "INTERMEDIATE", javascript: "INTERMEDIATE" });
  it("passing the Intermediate HTML/CSS and JavaScript tests meets a junior front-end developer's whole core", () => {
    const core = roleReadiness(junior, passedIntermediate).categories.find((c) => c.category === "CORE")!;
    expect(core).toMatchObject({ metCount: 3, total: 3, fraction: 1 });
  });
  it("…and none of a mid-level's, which asks Advanced", () => {
    const core = roleReadiness(mid, passedIntermediate).categories.find((c) => c.category === "CORE")!;
    expect(core.metCount).toBe(0);
    expect(core.requirements.every((o) => o.bestLevel === "INTERMEDIATE")).toBe(true);
  });
  it("a back-end developer's language condition is met by Python", () => {
    const backend = findSkillRole(SKILL_ROLE_SEED, "role-backend-developer-junior")!;
    const language = roleReadiness(backend, verified({ python: "INTERMEDIATE" })).met.map((o) => [o.requirement.id, o.metBy]);
    expect(language).toEqual([["server-language", "python"]]);
  });
});
