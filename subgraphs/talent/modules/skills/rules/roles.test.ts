import { describe, expect, it } from "vitest";
import { TOOL_SEED } from "../../vocabulary/seed-data.js";
import { SKILL_ROLE_SEED } from "../roles-seed-data.js";
import { SKILL_CATEGORIES } from "./levels.js";
import {
  findSkillRole,
  mayChooseRole,
  orderSkillRoles,
  requirementSkillIds,
  requirementsInCategory,
  roleProblems,
  roleSkillIds,
  rolesOfFamily,
  seniorityProblems,
  type SkillRole,
} from "./roles.js";
import { VERIFIABLE_SKILL_IDS } from "./tests.js";

const verifiableVocabulary = new Set(TOOL_SEED.filter((t) => t.skill).map((t) => t.id));
const role = (id: string) => {
  const found = findSkillRole(SKILL_ROLE_SEED, id);
  if (!found) throw new Error(`no role ${id}`);
  return found;
};
const sample: SkillRole = {
  id: "role-sample",
  family: "sample",
  familyTitle: "Sample",
  title: "Sample",
  seniority: null,
  status: "AVAILABLE",
  variantOf: null,
  careerRoleId: null,
  summary: "",
  requirements: [
    { kind: "MANDATORY", id: "html", category: "CORE", skillId: "html", level: "BEGINNER" },
    { kind: "CONDITIONAL", id: "fw", category: "ROLE_SPECIFIC", title: "A framework", anyOf: ["react", "vuejs"], level: "BEGINNER" },
    { kind: "MANDATORY", id: "git", category: "TOOLS", skillId: "git", level: "BEGINNER" },
    { kind: "MANDATORY", id: "review", category: "METHODOLOGIES", skillId: "github", level: "BEGINNER" },
  ],
};

describe("rule: the SPEC's roles — front-end and back-end developer at three seniorities, four coming soon", () => {
  it("ids in order, available ones first", () => {
    expect(SKILL_ROLE_SEED.map((r) => [r.id, r.status])).toEqual([
      ["role-frontend-developer-junior", "AVAILABLE"],
      ["role-frontend-developer-mid", "AVAILABLE"],
      ["role-frontend-developer-senior", "AVAILABLE"],
      ["role-backend-developer-junior", "AVAILABLE"],
      ["role-backend-developer-mid", "AVAILABLE"],
      ["role-backend-developer-senior", "AVAILABLE"],
      ["role-ai-practitioner", "COMING_SOON"],
      ["role-data-analyst", "COMING_SOON"],
      ["role-business-analyst", "COMING_SOON"],
      ["role-business-intelligence-analyst", "COMING_SOON"],
    ]);
  });
  it("titles say the seniority", () => {
    expect(role("role-frontend-developer-mid").title).toBe("Mid-level front-end developer");
    expect(role("role-backend-developer-senior").title).toBe("Senior back-end developer");
  });
  it("business intelligence analyst is a variant of business analyst", () => {
    expect(role("role-business-intelligence-analyst").variantOf).toBe("role-business-analyst");
  });
  it("a family's roles come junior first", () =>
    expect(rolesOfFamily(SKILL_ROLE_SEED, "backend-developer").map((r) => r.seniority)).toEqual(["JUNIOR", "MID", "SENIOR"]));
  it("an unknown id finds nothing", () => expect(findSkillRole(SKILL_ROLE_SEED, "role-nope")).toBeNull());
});

describe("rule: only available roles can be chosen", () => {
  it("available yes, coming soon no", () => {
    expect(mayChooseRole(role("role-frontend-developer-junior"))).toBe(true);
    expect(mayChooseRole(role("role-data-analyst"))).toBe(false);
  });
});

describe("rule: roles list available ones by family and seniority, then the coming-soon ones", () => {
  const ids = (roles: readonly SkillRole[]) => roles.map((r) => r.id);
  it("the seed is already in that order", () => expect(ids(orderSkillRoles(SKILL_ROLE_SEED))).toEqual(ids(SKILL_ROLE_SEED)));
  it("seniorities go junior to senior and coming-soon roles last, whatever order they arrive in", () => {
    const shuffled = [...SKILL_ROLE_SEED].reverse();
    expect(ids(orderSkillRoles(shuffled))).toEqual([
      "role-backend-developer-junior",
      "role-backend-developer-mid",
      "role-backend-developer-senior",
      "role-frontend-developer-junior",
      "role-frontend-developer-mid",
      "role-frontend-developer-senior",
      "role-business-intelligence-analyst",
      "role-business-analyst",
      "role-data-analyst",
      "role-ai-practitioner",
    ]);
  });
  it("a role added to a family later lists with its family", () => {
    const lead = { ...role("role-frontend-developer-mid"), id: "role-frontend-lead", seniority: null };
    const order = ids(orderSkillRoles([...SKILL_ROLE_SEED, lead]));
    expect(order.indexOf("role-frontend-lead")).toBe(order.indexOf("role-frontend-developer-senior") + 1);
  });
});

describe("rule: every role names verifiable vocabulary skills and asks something in each of the four categories", () => {
  it.each(SKILL_ROLE_SEED.map((r) => [r.id, r] as const))("%s", (_id, r) => expect(roleProblems(r, verifiableVocabulary)).toEqual([]));
  it("the core of each available role can be verified by a skill test today", () => {
    for (const r of SKILL_ROLE_SEED.filter(mayChooseRole)) {
      for (const req of requirementsInCategory(r, "CORE")) {
        expect(
          requirementSkillIds(req).some((id) => VERIFIABLE_SKILL_IDS.has(id)),
          `${r.id} ${req.id}`,
        ).toBe(true);
      }
    }
  });
  it("a front-end framework is a condition: one of React, Vue or Angular", () => {
    const fw = role("role-frontend-developer-mid").requirements.find((r) => r.id === "frontend-framework");
    expect(fw).toMatchObject({
      kind: "CONDITIONAL",
      category: "ROLE_SPECIFIC",
      anyOf: ["react", "vuejs", "angular"],
      level: "INTERMEDIATE",
    });
  });
});

describe("rule: a more senior role asks at least what the one below asks", () => {
  it.each(["frontend-developer", "backend-developer"])("%s: junior ⊆ mid ⊆ senior", (family) => {
    const [junior, mid, senior] = rolesOfFamily(SKILL_ROLE_SEED, family) as [SkillRole, SkillRole, SkillRole];
    expect(seniorityProblems(junior, mid)).toEqual([]);
    expect(seniorityProblems(mid, senior)).toEqual([]);
    expect(senior.requirements.length).toBeGreaterThan(junior.requirements.length);
  });
  it("finds a dropped requirement, a lowered level and a widened condition", () => {
    const dropped = { ...sample, id: "role-higher", requirements: sample.requirements.slice(1) };
    expect(seniorityProblems(sample, dropped)).toEqual(["role-higher drops html"]);
    const intermediate: SkillRole = { ...sample, requirements: sample.requirements.map((r) => ({ ...r, level: "INTERMEDIATE" })) };
    const lowered: SkillRole = {
      ...intermediate,
      id: "role-higher",
      requirements: intermediate.requirements.map((r) => (r.id === "git" ? { ...r, level: "BEGINNER" } : r)),
    };
    expect(seniorityProblems(intermediate, lowered)).toEqual(["role-higher: git asks a lower level than role-sample"]);
    const widened: SkillRole = {
      ...sample,
      id: "role-higher",
      requirements: sample.requirements.map((r) => (r.kind === "CONDITIONAL" ? { ...r, anyOf: [...r.anyOf, "angular"] } : r)),
    };
    expect(seniorityProblems(sample, widened)).toEqual(["role-higher: fw allows a skill role-sample does not"]);
  });
});

describe("rule: role definitions are checked", () => {
  it("a clean role has no problems", () => expect(roleProblems(sample, verifiableVocabulary)).toEqual([]));
  it("a concept (skill: false) is not a verifiable skill", () => {
    const bad: SkillRole = {
      ...sample,
      requirements: [...sample.requirements, { kind: "MANDATORY", id: "ai", category: "CORE", skillId: "ai", level: "BEGINNER" }],
    };
    expect(roleProblems(bad, verifiableVocabulary)).toEqual(["role-sample: ai names ai, which is not a verifiable skill"]);
  });
  it("a duplicate id, a one-option condition and a repeated option", () => {
    const bad: SkillRole = {
      ...sample,
      requirements: [
        ...sample.requirements,
        { kind: "MANDATORY", id: "git", category: "TOOLS", skillId: "git", level: "BEGINNER" },
        { kind: "CONDITIONAL", id: "one", category: "TOOLS", title: "One", anyOf: ["react", "react"], level: "BEGINNER" },
      ],
    };
    expect(roleProblems(bad, verifiableVocabulary)).toEqual([
      "role-sample: requirement git appears twice",
      "role-sample: one allows fewer than two distinct skills",
      "role-sample: one repeats a skill",
    ]);
  });
  it("a category without requirements", () =>
    expect(roleProblems({ ...sample, requirements: sample.requirements.slice(0, 3) }, verifiableVocabulary)).toEqual([
      "role-sample: no METHODOLOGIES requirement",
    ]));
  it("a role's skills, once each, in order; requirements by category", () => {
    expect(roleSkillIds(sample)).toEqual(["html", "react", "vuejs", "git", "github"]);
    expect(SKILL_CATEGORIES.map((c) => requirementsInCategory(sample, c).length)).toEqual([1, 1, 1, 1]);
  });
});
