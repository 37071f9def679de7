/**
 * The skills system against a real database, through the subgraph as the router calls it: roles and tests, the seeded
 * learner's role, verified skills and readiness, who sees them, choosing a role, and the batching of it all.
 */
import { describe, expect, it } from "vitest";
import { count, eq, inArray } from "drizzle-orm";
import {
  skillRequirementSkills,
  skillRequirements,
  skillRoles,
  skillTests,
  userSkillRoles,
  verifiedSkills,
} from "../../../../drizzle/schema/talent.js";
import { DEMO_ACCOUNTS } from "../../../shared/demo-accounts.js";
import { as, demo, person, visitor } from "../../../shared/testing/harness.js";
import { codeOf, fieldsOf, talentTestbed } from "../../testing.js";
import { DEMO_SKILLS, seedSkills, SKILL_ROLE_SEED, SKILL_TEST_SEED } from "./index.js";

const bed = talentTestbed();
const student = DEMO_ACCOUNTS.find((a) => a.roles.includes("STUDENT"))!;
const instructor = DEMO_ACCOUNTS.find((a) => a.roles.includes("INSTRUCTOR"))!;

const ROLES = `{ skillRoles { id status seniority family } }`;
const ROLE = /* GraphQL */ `
  query ($id: ID!) {
    skillRole(id: $id) {
      id
      title
      familyTitle
      seniority
      status
      summary
      variantOf {
        id
      }
      requirements {
        id
        kind
        category
        level
        title
        skills {
          id
        }
        tests {
          id
        }
      }
    }
  }
`;
type RoleData = {
  skillRole: {
    id: string;
    title: string;
    familyTitle: string;
    seniority: string | null;
    status: string;
    summary: string;
    variantOf: { id: string } | null;
    requirements: {
      id: string;
      kind: string;
      category: string;
      level: string;
      title: string;
      skills: { id: string }[];
      tests: { id: string }[];
    }[];
  } | null;
};
const TESTS = `query($topic: String, $level: SkillLevel) { skillTests(topic: $topic, level: $level) { id } }`;
const TEST = /* GraphQL */ `
  query ($id: ID!) {
    skillTest(id: $id) {
      id
      topic
      level
      title
      total
      questionCount
      timeLimitMinutes
      passMarkPercent
      passMarkPoints
      skills {
        id
      }
    }
  }
`;

const OUTCOME = `requirement { id } met metBy { id } bestSkill { id } bestLevel verifiable`;
const PERSON = /* GraphQL */ `
  query ($id: ID!, $roleId: ID) {
    user(id: $id) {
      id
      skillRole {
        id
      }
      verifiedSkills {
        skill {
          id
          title
        }
        level
        score
        test {
          id
        }
        verifiedAt
      }
      skillReadiness(roleId: $roleId) {
        role {
          id
        }
        total
        metCount
        fraction
        ready
        categories {
          category
          total
          metCount
          fraction
          requirements { ${OUTCOME} }
        }
        missing { ${OUTCOME} }
      }
    }
  }
`;
type Outcome = {
  requirement: { id: string };
  met: boolean;
  metBy: { id: string } | null;
  bestSkill: { id: string } | null;
  bestLevel: string | null;
  verifiable: boolean;
};
type PersonData = {
  user: {
    id: string;
    skillRole: { id: string } | null;
    verifiedSkills: { skill: { id: string; title: string }; level: string; score: number; test: { id: string }; verifiedAt: string }[];
    skillReadiness: {
      role: { id: string };
      total: number;
      metCount: number;
      fraction: number;
      ready: boolean;
      categories: { category: string; total: number; metCount: number; fraction: number; requirements: Outcome[] }[];
      missing: Outcome[];
    } | null;
  };
};
const readPerson = async (id: string, caller = as({ id, email: "x@example.test", roles: ["STUDENT"] }), roleId?: string) => {
  const r = await bed.client.exec<PersonData>(PERSON, { id, roleId }, { caller });
  expect(r.errors).toBeUndefined();
  return r.data!.user;
};
const CHOOSE = `mutation($roleId: ID!) { chooseSkillRole(roleId: $roleId) { id skillRole { id } skillReadiness { role { id } total } } }`;

describe("skill roles", () => {
  it("lists available roles by family and seniority, then the coming-soon ones, to visitors too", async () => {
    const r = await bed.client.exec<{ skillRoles: { id: string; status: string; seniority: string | null }[] }>(
      ROLES,
      {},
      { caller: visitor() },
    );
    expect(r.errors).toBeUndefined();
    expect(r.data!.skillRoles.map((x) => x.id)).toEqual([
      "role-frontend-developer-junior",
      "role-frontend-developer-mid",
      "role-frontend-developer-senior",
      "role-backend-developer-junior",
      "role-backend-developer-mid",
      "role-backend-developer-senior",
      "role-ai-practitioner",
      "role-data-analyst",
      "role-business-analyst",
      "role-business-intelligence-analyst",
    ]);
    expect(r.data!.skillRoles.map((x) => x.status)).toEqual([...Array(6).fill("AVAILABLE"), ...Array(4).fill("COMING_SOON")]);
  });
  it("a role's requirements name their skills, and the tests that verify one of them at the level or higher", async () => {
    const r = await bed.client.exec<RoleData>(ROLE, { id: "role-frontend-developer-junior" });
    const role = r.data!.skillRole!;
    expect(role).toMatchObject({
      title: "Junior front-end developer",
      familyTitle: "Front-end developer",
      seniority: "JUNIOR",
      variantOf: null,
    });
    const seed = SKILL_ROLE_SEED.find((x) => x.id === role.id)!;
    expect(role.requirements.map((x) => x.id)).toEqual(seed.requirements.map((x) => x.id));
    const byId = new Map(role.requirements.map((x) => [x.id, x]));
    expect(byId.get("html")).toEqual({
      id: "html",
      kind: "MANDATORY",
      category: "CORE",
      level: "INTERMEDIATE",
      title: "HTML",
      skills: [{ id: "html" }],
      tests: [{ id: "html-css-intermediate" }, { id: "html-css-advanced" }],
    });
    expect(byId.get("frontend-framework")).toMatchObject({
      kind: "CONDITIONAL",
      title: "A front-end framework",
      skills: [{ id: "react" }, { id: "vuejs" }, { id: "angular" }],
      tests: [],
    });
    expect(byId.get("design-handoff")).toMatchObject({ title: "Figma", skills: [{ id: "figma" }] });
  });
  it("a back-end condition lists the tests of every allowed language it has, in the catalogue order", async () => {
    const r = await bed.client.exec<RoleData>(ROLE, { id: "role-backend-developer-junior" });
    const language = r.data!.skillRole!.requirements.find((x) => x.id === "server-language")!;
    expect(language.tests.map((t) => t.id)).toEqual(["js-intermediate", "js-advanced", "py-intermediate", "py-advanced"]);
  });
  it("a variant names the role it varies; an unknown id is null", async () => {
    const bi = await bed.client.exec<RoleData>(ROLE, { id: "role-business-intelligence-analyst" });
    expect(bi.data!.skillRole).toMatchObject({ status: "COMING_SOON", seniority: null, variantOf: { id: "role-business-analyst" } });
    const none = await bed.client.exec<RoleData>(ROLE, { id: "role-nope" });
    expect(none.errors).toBeUndefined();
    expect(none.data!.skillRole).toBeNull();
  });
  it("resolves SkillRole and SkillTest references through _entities", async () => {
    const r = await bed.client.exec<{ _entities: ({ id: string; title: string } | null)[] }>(
      `query { _entities(representations: [{ __typename: "SkillRole", id: "role-data-analyst" }, { __typename: "SkillTest", id: "sql-beginner" }, { __typename: "SkillTest", id: "nope" }]) { ... on SkillRole { id title } ... on SkillTest { id title } } }`,
    );
    expect(r.data!._entities).toEqual([
      { id: "role-data-analyst", title: "Data analyst" },
      { id: "sql-beginner", title: "SQL (Beginner)" },
      null,
    ]);
  });
});

describe("skill tests", () => {
  const ids = async (variables: Record<string, unknown>) => {
    const r = await bed.client.exec<{ skillTests: { id: string }[] }>(TESTS, variables);
    expect(r.errors).toBeUndefined();
    return r.data!.skillTests.map((t) => t.id);
  };
  it("lists the fifteen tests by topic, then level", async () => {
    expect(await ids({})).toEqual(SKILL_TEST_SEED.map((t) => t.id));
  });
  it("filters by topic, level or both; an unknown topic matches nothing", async () => {
    expect(await ids({ topic: "js" })).toEqual(["js-beginner", "js-intermediate", "js-advanced"]);
    expect(await ids({ level: "ADVANCED" })).toEqual(["html-css-advanced", "js-advanced", "py-advanced", "sql-advanced", "cpp-advanced"]);
    expect(await ids({ topic: "sql", level: "BEGINNER" })).toEqual(["sql-beginner"]);
    expect(await ids({ topic: "java" })).toEqual([]);
  });
  it("a test reads as its topic, level, limits, pass mark and skills", async () => {
    const r = await bed.client.exec<{ skillTest: unknown }>(TEST, { id: "js-intermediate" });
    expect(r.data!.skillTest).toEqual({
      id: "js-intermediate",
      topic: "js",
      level: "INTERMEDIATE",
      title: "JavaScript (Intermediate)",
      total: 100,
      questionCount: 10,
      timeLimitMinutes: 40,
      passMarkPercent: 70,
      passMarkPoints: 70,
      skills: [{ id: "javascript" }],
    });
    const htmlCss = await bed.client.exec<{ skillTest: { skills: { id: string }[] } }>(TEST, { id: "html-css-beginner" });
    expect(htmlCss.data!.skillTest.skills).toEqual([{ id: "html" }, { id: "css" }]);
    expect((await bed.client.exec<{ skillTest: unknown }>(TEST, { id: "nope" })).data!.skillTest).toBeNull();
  });
});

describe("the seeded learner", () => {
  const seeded = DEMO_SKILLS.find((d) => d.role === "STUDENT")!;
  it("works toward junior front-end developer with HTML and CSS at Intermediate and JavaScript at Beginner, by skill title", async () => {
    const user = await readPerson(student.id, demo("STUDENT"));
    expect(user.skillRole).toEqual({ id: "role-frontend-developer-junior" });
    expect(user.verifiedSkills.map((v) => [v.skill.title, v.level, v.score, v.test.id])).toEqual([
      ["CSS", "INTERMEDIATE", 90, "html-css-intermediate"],
      ["HTML", "INTERMEDIATE", 90, "html-css-intermediate"],
      ["JavaScript", "BEGINNER", 80, "js-beginner"],
    ]);
    // Dated relative to the day of seeding.
    for (const v of user.verifiedSkills) expect(Date.parse(v.verifiedAt)).toBeLessThan(Date.now());
    const days = (iso: string) => Math.round((Date.now() - Date.parse(iso)) / 86_400_000);
    expect(days(user.verifiedSkills[2]!.verifiedAt)).toBe(seeded.verified.find((v) => v.skillId === "javascript")!.daysAgo);
  });
  it("readiness for their role: HTML and CSS met; JavaScript missing at Beginner; gaps without a test say so", async () => {
    const { skillReadiness: r } = await readPerson(student.id, demo("STUDENT"));
    expect(r).toMatchObject({ role: { id: "role-frontend-developer-junior" }, total: 9, metCount: 2, ready: false });
    expect(r!.fraction).toBeCloseTo(2 / 9);
    expect(r!.categories.map((c) => [c.category, c.metCount, c.total])).toEqual([
      ["CORE", 2, 3],
      ["ROLE_SPECIFIC", 0, 2],
      ["TOOLS", 0, 2],
      ["METHODOLOGIES", 0, 2],
    ]);
    expect(r!.categories[0]!.requirements.filter((o) => o.met).map((o) => [o.requirement.id, o.metBy?.id])).toEqual([
      ["html", "html"],
      ["css", "css"],
    ]);
    const missing = new Map(r!.missing.map((o) => [o.requirement.id, o]));
    expect(r!.missing).toHaveLength(7);
    expect(missing.get("javascript")).toEqual({
      requirement: { id: "javascript" },
      met: false,
      metBy: null,
      bestSkill: { id: "javascript" },
      bestLevel: "BEGINNER",
      verifiable: true,
    });
    expect(missing.get("frontend-framework")).toMatchObject({ bestSkill: null, bestLevel: null, verifiable: false });
  });
  it("readiness for another role on request: mid-level asks HTML and CSS at Advanced", async () => {
    const { skillReadiness: r } = await readPerson(student.id, demo("STUDENT"), "role-frontend-developer-mid");
    expect(r!.role.id).toBe("role-frontend-developer-mid");
    expect(r!.metCount).toBe(0);
    expect(r!.missing.find((o) => o.requirement.id === "html")).toMatchObject({ bestSkill: { id: "html" }, bestLevel: "INTERMEDIATE" });
  });
  it("an unknown role's readiness is null, not an error", async () => {
    expect((await readPerson(student.id, demo("STUDENT"), "role-nope")).skillReadiness).toBeNull();
  });
});

describe("who sees a person's skills-system state", () => {
  it("another learner and other staff see the verified skills only", async () => {
    const other = await bed.person();
    for (const caller of [other.caller, demo("INSTRUCTOR"), demo("JOB_ADMIN"), demo("COMPANY_REPRESENTATIVE")]) {
      const user = await readPerson(student.id, caller);
      expect(user.skillRole).toBeNull();
      expect(user.skillReadiness).toBeNull();
      expect(user.verifiedSkills).toHaveLength(3);
    }
    expect((await readPerson(student.id, other.caller, "role-frontend-developer-junior")).skillReadiness).toBeNull();
  });
  it("a visitor sees nothing", async () => {
    const r = await bed.client.exec<PersonData>(PERSON, { id: student.id }, { caller: visitor() });
    expect(r.errors).toBeUndefined();
    expect(r.data!.user).toEqual({ id: student.id, skillRole: null, verifiedSkills: [], skillReadiness: null });
  });
  it("a talent admin sees the role and the readiness too", async () => {
    const user = await readPerson(student.id, demo("TALENT_ADMIN"));
    expect(user.skillRole).toEqual({ id: "role-frontend-developer-junior" });
    expect(user.skillReadiness).toMatchObject({ metCount: 2, total: 9 });
  });
  it("someone with no role has no readiness unless a role is named; someone who verified nothing has none", async () => {
    const me = await bed.person();
    const mine = await readPerson(me.id, me.caller);
    expect(mine).toEqual({ id: me.id, skillRole: null, verifiedSkills: [], skillReadiness: null });
    const named = await readPerson(me.id, me.caller, "role-data-analyst");
    expect(named.skillReadiness).toMatchObject({ role: { id: "role-data-analyst" }, metCount: 0, total: 9 });
    const teacher = await readPerson(instructor.id, demo("INSTRUCTOR"));
    expect(teacher.skillRole).toBeNull();
    expect(teacher.verifiedSkills.map((v) => [v.skill.id, v.level])).toEqual([
      ["python", "ADVANCED"],
      ["sql", "ADVANCED"],
    ]);
  });
});

describe("where a role leads", () => {
  it("each role names the career role whose courses and jobs it leads to", async () => {
    const r = await bed.client.exec<{ skillRoles: { id: string; careerRole: { id: string } | null }[] }>(
      `{ skillRoles { id careerRole { id } } }`,
    );
    const of = Object.fromEntries(r.data!.skillRoles.map((role) => [role.id, role.careerRole?.id]));
    expect(of["role-frontend-developer-junior"]).toBe("software-engineer");
    expect(of["role-backend-developer-senior"]).toBe("software-engineer");
    expect(of["role-data-analyst"]).toBe("data-science");
    expect(of["role-business-analyst"]).toBe("business-management");
  });

  it("a start fills the career role of roles seeded without one, and keeps one an admin chose", async () => {
    const db = bed.database.db;
    const byId = (id: string) => eq(skillRoles.id, id);
    await db.update(skillRoles).set({ careerRoleId: null }).where(byId("role-frontend-developer-mid"));
    await db.update(skillRoles).set({ careerRoleId: "data-science" }).where(byId("role-backend-developer-mid"));
    await db.transaction((tx) => seedSkills(tx, { demo: false }));
    const roles = await db
      .select()
      .from(skillRoles)
      .where(inArray(skillRoles.id, ["role-frontend-developer-mid", "role-backend-developer-mid"]));
    expect(Object.fromEntries(roles.map((r) => [r.id, r.careerRoleId]))).toEqual({
      "role-frontend-developer-mid": "software-engineer",
      "role-backend-developer-mid": "data-science",
    });
    await db.update(skillRoles).set({ careerRoleId: "software-engineer" }).where(byId("role-backend-developer-mid"));
  });
});

describe("chooseSkillRole", () => {
  it("sets the viewer's role, and a new choice replaces it", async () => {
    const me = await bed.person();
    const first = await bed.client.exec<{ chooseSkillRole: PersonData["user"] }>(
      CHOOSE,
      { roleId: "role-backend-developer-mid" },
      { caller: me.caller },
    );
    expect(first.errors).toBeUndefined();
    expect(first.data!.chooseSkillRole).toEqual({
      id: me.id,
      skillRole: { id: "role-backend-developer-mid" },
      skillReadiness: {
        role: { id: "role-backend-developer-mid" },
        total: SKILL_ROLE_SEED.find((r) => r.id === "role-backend-developer-mid")!.requirements.length,
      },
    });
    await bed.client.exec(CHOOSE, { roleId: "role-frontend-developer-junior" }, { caller: me.caller });
    expect((await readPerson(me.id, me.caller)).skillRole).toEqual({ id: "role-frontend-developer-junior" });
  });
  it("is UNAUTHENTICATED for visitors, whatever the role id", async () => {
    for (const roleId of ["role-frontend-developer-junior", "role-nope", "role-data-analyst"])
      expect(codeOf(await bed.client.exec(CHOOSE, { roleId }, { caller: visitor() }))).toBe("UNAUTHENTICATED");
  });
  it("is NOT_FOUND for an unknown role", async () => {
    const me = await bed.person();
    expect(codeOf(await bed.client.exec(CHOOSE, { roleId: "role-nope" }, { caller: me.caller }))).toBe("NOT_FOUND");
  });
  it("is BAD_USER_INPUT for a coming-soon role, and the choice stays as it was", async () => {
    const me = await bed.person();
    await bed.client.exec(CHOOSE, { roleId: "role-frontend-developer-mid" }, { caller: me.caller });
    const r = await bed.client.exec(CHOOSE, { roleId: "role-data-analyst" }, { caller: me.caller });
    expect(codeOf(r)).toBe("BAD_USER_INPUT");
    expect(fieldsOf(r)).toEqual({ roleId: "This role is coming soon." });
    expect((await readPerson(me.id, me.caller)).skillRole).toEqual({ id: "role-frontend-developer-mid" });
  });
  it("is NOT_FOUND for an account without a profile", async () => {
    expect(codeOf(await bed.client.exec(CHOOSE, { roleId: "role-frontend-developer-junior" }, { caller: person("STUDENT") }))).toBe(
      "NOT_FOUND",
    );
  });
});

describe("seeding", () => {
  it("seeding again changes nothing: roles, tests and the demo people's rows are inserted once", async () => {
    const db = bed.database.db;
    const counts = async () =>
      Promise.all(
        [skillRoles, skillRequirements, skillRequirementSkills, skillTests, userSkillRoles, verifiedSkills].map(
          async (t) => (await db.select({ n: count() }).from(t))[0]!.n,
        ),
      );
    const before = await counts();
    await db.transaction((tx) => seedSkills(tx, { demo: true }));
    expect(await counts()).toEqual(before);
    expect((await readPerson(student.id, demo("STUDENT"))).skillReadiness).toMatchObject({ metCount: 2, total: 9 });
  });
});

describe("batching", () => {
  it("readiness and verified skills cost the same statements whatever the number of requirements or skills", async () => {
    const me = await bed.person();
    await bed.database.db
      .insert(verifiedSkills)
      .values({ userId: me.id, skillId: "sql", level: "BEGINNER", score: 70, testId: "sql-beginner", verifiedAt: new Date() });
    const admin = demo("TALENT_ADMIN");
    // 9 requirements and 3 verified skills, against 17 requirements and 1.
    const small = await bed.counter.count(() =>
      bed.client.exec<PersonData>(PERSON, { id: student.id, roleId: "role-frontend-developer-junior" }, { caller: admin }),
    );
    const large = await bed.counter.count(() =>
      bed.client.exec<PersonData>(PERSON, { id: me.id, roleId: "role-backend-developer-senior" }, { caller: admin }),
    );
    expect(small.result.errors).toBeUndefined();
    expect(large.result.errors).toBeUndefined();
    expect(small.result.data!.user.skillReadiness!.total).toBe(9);
    expect(large.result.data!.user.skillReadiness!.total).toBe(17);
    expect(large.statements.length).toBe(small.statements.length);
  });
  it("the requirements of every role, with skills and tests, in a fixed number of statements", async () => {
    const q = `{ skillRoles { id variantOf { id } requirements { title skills { id title } tests { id skills { id } } } } }`;
    const { result, statements } = await bed.counter.count(() => bed.client.exec<{ skillRoles: unknown[] }>(q));
    expect(result.errors).toBeUndefined();
    expect(result.data!.skillRoles).toHaveLength(SKILL_ROLE_SEED.length);
    // Roles, requirements, their skills, tools, tests by skill, the tests' skills: one statement each.
    expect(statements).toHaveLength(6);
  });
  it("verified skills of many people in one go", async () => {
    const q = `query($r: [_Any!]!) { _entities(representations: $r) { ... on User { id verifiedSkills { skill { title } test { title } } } } }`;
    const reps = (ids: string[]) => ids.map((id) => ({ __typename: "User", id }));
    const one = await bed.counter.count(() => bed.client.exec(q, { r: reps([student.id]) }, { caller: demo("TALENT_ADMIN") }));
    const all = await bed.counter.count(() =>
      bed.client.exec(q, { r: reps(DEMO_ACCOUNTS.map((a) => a.id)) }, { caller: demo("TALENT_ADMIN") }),
    );
    expect(all.result.errors).toBeUndefined();
    expect(all.statements.length).toBe(one.statements.length);
  });
});
