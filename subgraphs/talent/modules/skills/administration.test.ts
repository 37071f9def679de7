/**
 * Talent admins managing the skills system against a real database, through the subgraph: a test's settings, its
 * bank (add, revise, retire, restore), a role's requirements and the vocabulary's entries; who may, what bad input
 * gets, and that a change never reaches attempts already started.
 */
import { describe, expect, it } from "vitest";
import { and, eq, isNull } from "drizzle-orm";
import { skillQuestions, skillRequirements, skillTests, tools } from "../../../../drizzle/schema/talent.js";
import { demo, visitor } from "../../../shared/testing/harness.js";
import { codeOf, fieldsOf, talentTestbed } from "../../testing.js";
import { SKILL_TEST_LIMITS } from "./rules/administration.js";
import { SKILL_ROLE_SEED } from "./roles-seed-data.js";
import { TEST_TERMS } from "./tests-seed-data.js";

const bed = talentTestbed();
const admin = demo("TALENT_ADMIN");
const TEST = "py-beginner";
const SETTINGS = { title: "Python (Beginner)", timeLimitMinutes: 35, passMarkPercent: 75, questionsDrawn: 10 };
const QUESTION = {
  kind: "SINGLE_CHOICE",
  prompt: "What does len([1, 2, 3]) return?",
  code: "len([1, 2, 3])",
  options: ["3", "2", "An error"],
  correctOptionIds: ["a"],
  explanation: "len counts the list's three items.",
};
const BANK = `query($id: ID!, $all: Boolean) { skillTest(id: $id) { bank(includeRetired: $all) { id kind prompt code options { id text } correctOptionIds explanation retiredAt revisionOf } } }`;
const UPDATE = `mutation($id: ID!, $i: SkillTestSettingsInput!) { updateSkillTest(testId: $id, input: $i) { id title timeLimitMinutes passMarkPercent questionCount total } }`;
const ADD = `mutation($id: ID!, $i: SkillQuestionInput!) { addSkillQuestion(testId: $id, input: $i) { id testId options { id text } correctOptionIds code } }`;
const REVISE = `mutation($id: ID!, $i: SkillQuestionInput!) { reviseSkillQuestion(questionId: $id, input: $i) { id revisionOf prompt } }`;
const RETIRE = `mutation($id: ID!) { retireSkillQuestion(questionId: $id) { id retiredAt } }`;
const RESTORE = `mutation($id: ID!) { restoreSkillQuestion(questionId: $id) { id retiredAt } }`;
const REQUIREMENTS = `mutation($id: ID!, $r: [SkillRequirementInput!]!) { setSkillRoleRequirements(roleId: $id, requirements: $r) { id requirements { id kind category level title skills { id } } } }`;
const ADD_TOOL = `mutation($id: ID!, $i: ToolInput!) { addTool(id: $id, input: $i) { id title skill } }`;
const UPDATE_TOOL = `mutation($id: ID!, $i: ToolInput!) { updateTool(id: $id, input: $i) { id title skill } }`;

interface BankRow {
  id: string;
  prompt: string;
  correctOptionIds: string[];
  retiredAt: string | null;
  revisionOf: string | null;
}
async function bank(testId = TEST, all = false): Promise<BankRow[]> {
  const r = await bed.client.exec<{ skillTest: { bank: BankRow[] } }>(BANK, { id: testId, all }, { caller: admin });
  expect(r.errors).toBeUndefined();
  return r.data!.skillTest.bank;
}
const drawable = async (testId: string) =>
  (
    await bed.database.db
      .select()
      .from(skillQuestions)
      .where(and(eq(skillQuestions.testId, testId), isNull(skillQuestions.retiredAt)))
  ).length;

describe("who may manage the skills system", () => {
  it("only talent admins read a bank with its correct options; anyone else is refused before anything is read", async () => {
    expect(codeOf(await bed.client.exec(BANK, { id: TEST }, { caller: visitor() }))).toBe("UNAUTHENTICATED");
    for (const role of ["STUDENT", "JOB_ADMIN", "COURSE_ADMIN"] as const)
      expect(codeOf(await bed.client.exec(BANK, { id: TEST }, { caller: demo(role) })), role).toBe("FORBIDDEN");
    const rows = await bank();
    expect(rows.length).toBeGreaterThanOrEqual(10);
    expect(rows.every((q) => q.correctOptionIds.length >= 1)).toBe(true);
  });

  it("refuses every management mutation to a student, with nothing changed, even with bad input", async () => {
    const student = demo("STUDENT");
    const before = await bed.database.db.select().from(skillTests).where(eq(skillTests.id, TEST));
    const calls: [string, Record<string, unknown>][] = [
      [UPDATE, { id: TEST, i: { ...SETTINGS, passMarkPercent: 1 } }],
      [ADD, { id: TEST, i: { ...QUESTION, options: [] } }],
      [REVISE, { id: "nope", i: QUESTION }],
      [RETIRE, { id: "nope" }],
      [RESTORE, { id: "nope" }],
      [REQUIREMENTS, { id: "nope", r: [] }],
      [ADD_TOOL, { id: "Bad Id", i: { title: "", skill: true } }],
      [UPDATE_TOOL, { id: "python", i: { title: "Snake", skill: false } }],
    ];
    for (const [query, variables] of calls)
      expect(codeOf(await bed.client.exec(query, variables, { caller: student })), query).toBe("FORBIDDEN");
    expect(await bed.database.db.select().from(skillTests).where(eq(skillTests.id, TEST))).toEqual(before);
  });
});

describe("a test's settings", () => {
  it("saves settings within the limits; the test's total follows the questions drawn", async () => {
    const r = await bed.client.exec<{ updateSkillTest: Record<string, unknown> }>(
      UPDATE,
      { id: TEST, i: { ...SETTINGS, questionsDrawn: 12 } },
      { caller: admin },
    );
    expect(r.errors).toBeUndefined();
    expect(r.data!.updateSkillTest).toMatchObject({ timeLimitMinutes: 35, passMarkPercent: 75, questionCount: 12, total: 120 });
    await bed.client.exec(UPDATE, { id: TEST, i: SETTINGS }, { caller: admin });
  });

  it.each([
    ["timeLimitMinutes", SKILL_TEST_LIMITS.timeLimitMinutes.min - 1],
    ["timeLimitMinutes", SKILL_TEST_LIMITS.timeLimitMinutes.max + 1],
    ["passMarkPercent", SKILL_TEST_LIMITS.passMarkPercent.min - 1],
    ["passMarkPercent", SKILL_TEST_LIMITS.passMarkPercent.max + 1],
    ["questionsDrawn", SKILL_TEST_LIMITS.questionsDrawn.min - 1],
  ])("refuses %s = %i with a message on that field", async (field, value) => {
    const r = await bed.client.exec(UPDATE, { id: TEST, i: { ...SETTINGS, [field]: value } }, { caller: admin });
    expect(codeOf(r)).toBe("BAD_USER_INPUT");
    expect(Object.keys(fieldsOf(r))).toEqual([field]);
  });

  it("accepts the limits themselves", async () => {
    const { min, max } = SKILL_TEST_LIMITS.timeLimitMinutes;
    for (const timeLimitMinutes of [min, max]) {
      const r = await bed.client.exec(UPDATE, { id: TEST, i: { ...SETTINGS, timeLimitMinutes } }, { caller: admin });
      expect(r.errors).toBeUndefined();
    }
  });

  it("refuses to draw more questions than the bank holds to draw", async () => {
    const n = await drawable(TEST);
    const r = await bed.client.exec(UPDATE, { id: TEST, i: { ...SETTINGS, questionsDrawn: n + 1 } }, { caller: admin });
    expect(codeOf(r)).toBe("BAD_USER_INPUT");
    expect(fieldsOf(r).questionsDrawn).toContain(String(n));
    const ok = await bed.client.exec(UPDATE, { id: TEST, i: { ...SETTINGS, questionsDrawn: n } }, { caller: admin });
    expect(ok.errors).toBeUndefined();
    await bed.client.exec(UPDATE, { id: TEST, i: SETTINGS }, { caller: admin });
  });

  it("NOT_FOUND for an unknown test", async () => {
    expect(codeOf(await bed.client.exec(UPDATE, { id: "cobol-beginner", i: SETTINGS }, { caller: admin }))).toBe("NOT_FOUND");
  });

  it("a pass mark changed after an attempt started does not change how that attempt is graded", async () => {
    const learner = await bed.person();
    await bed.client.exec(
      UPDATE,
      { id: "sql-beginner", i: { ...SETTINGS, title: "SQL (Beginner)", passMarkPercent: 70 } },
      { caller: admin },
    );
    const started = await bed.client.exec<{ startSkillAttempt: { id: string; questions: { id: string }[] } }>(
      `mutation($i: StartSkillAttemptInput!) { startSkillAttempt(input: $i) { id questions { id } } }`,
      { i: { testId: "sql-beginner", mode: "VERIFY", acceptedTermIds: TEST_TERMS.map((t) => t.id) } },
      { caller: learner.caller },
    );
    expect(started.errors).toBeUndefined();
    const attempt = started.data!.startSkillAttempt;
    // Seven of ten right: a pass at 70 %, a fail at the 90 % set after the start.
    const questions = await bed.database.db.select().from(skillQuestions).where(eq(skillQuestions.testId, "sql-beginner"));
    const key = new Map(questions.map((q) => [q.id, q.correct]));
    for (const q of attempt.questions.slice(0, 7))
      await bed.client.exec(
        `mutation($a: ID!, $q: ID!, $o: [ID!]!) { answerSkillQuestion(attemptId: $a, questionId: $q, optionIds: $o) { questionId } }`,
        { a: attempt.id, q: q.id, o: key.get(q.id) },
        { caller: learner.caller },
      );
    await bed.client.exec(
      UPDATE,
      { id: "sql-beginner", i: { ...SETTINGS, title: "SQL (Beginner)", passMarkPercent: 90 } },
      { caller: admin },
    );
    const submitted = await bed.client.exec<{
      submitSkillAttempt: { result: { score: number; passed: boolean; passMarkPercent: number } };
    }>(
      `mutation($a: ID!) { submitSkillAttempt(attemptId: $a) { result { score passed passMarkPercent } } }`,
      { a: attempt.id },
      { caller: learner.caller },
    );
    expect(submitted.data!.submitSkillAttempt.result).toEqual({ score: 70, passed: true, passMarkPercent: 70 });
    await bed.client.exec(
      UPDATE,
      { id: "sql-beginner", i: { ...SETTINGS, title: "SQL (Beginner)", passMarkPercent: 70 } },
      { caller: admin },
    );
  });
});

describe("a test's question bank", () => {
  it("adds a question with ids a, b, c for its options, after the others", async () => {
    const r = await bed.client.exec<{
      addSkillQuestion: { id: string; testId: string; options: { id: string }[]; correctOptionIds: string[] };
    }>(ADD, { id: TEST, i: QUESTION }, { caller: admin });
    expect(r.errors).toBeUndefined();
    const added = r.data!.addSkillQuestion;
    expect(added.testId).toBe(TEST);
    expect(added.options.map((o) => o.id)).toEqual(["a", "b", "c"]);
    expect(added.correctOptionIds).toEqual(["a"]);
    expect((await bank()).at(-1)!.id).toBe(added.id);
  });

  it.each([
    ["correctOptionIds", { correctOptionIds: ["a", "b"] }],
    ["correctOptionIds", { kind: "MULTIPLE_CHOICE", correctOptionIds: ["a", "b", "c"] }],
    ["correctOptionIds", { correctOptionIds: ["d"] }],
    ["options", { options: ["only one"] }],
    ["options.1", { options: ["3", "3 "] }],
    ["prompt", { prompt: "Short?" }],
    ["explanation", { explanation: "" }],
  ])("refuses a question whose %s is wrong, adding nothing", async (field, change) => {
    const before = (await bank(TEST, true)).length;
    const r = await bed.client.exec(ADD, { id: TEST, i: { ...QUESTION, ...change } }, { caller: admin });
    expect(codeOf(r)).toBe("BAD_USER_INPUT");
    expect(Object.keys(fieldsOf(r))).toContain(field);
    expect((await bank(TEST, true)).length).toBe(before);
  });

  it("a revision retires the old wording and takes its place under a new id", async () => {
    const [first] = await bank();
    const r = await bed.client.exec<{ reviseSkillQuestion: { id: string; revisionOf: string; prompt: string } }>(
      REVISE,
      { id: first!.id, i: { ...QUESTION, prompt: "What does len([1, 2, 3]) return, exactly?" } },
      { caller: admin },
    );
    expect(r.errors).toBeUndefined();
    const revised = r.data!.reviseSkillQuestion;
    expect(revised.revisionOf).toBe(first!.id);
    const drawn = await bank();
    expect(drawn[0]!.id).toBe(revised.id);
    expect(drawn.some((q) => q.id === first!.id)).toBe(false);
    expect((await bank(TEST, true)).find((q) => q.id === first!.id)!.retiredAt).not.toBeNull();
    expect(codeOf(await bed.client.exec(REVISE, { id: first!.id, i: QUESTION }, { caller: admin }))).toBe("CONFLICT");
  });

  it("retires and restores; refuses to leave fewer questions than an attempt draws", async () => {
    const testId = "cpp-advanced";
    const [test] = await bed.database.db.select().from(skillTests).where(eq(skillTests.id, testId));
    const rows = await bank(testId);
    const spare = rows.length - test!.questionsDrawn;
    for (const q of rows.slice(0, spare)) expect((await bed.client.exec(RETIRE, { id: q.id }, { caller: admin })).errors).toBeUndefined();
    expect(await drawable(testId)).toBe(test!.questionsDrawn);
    const refused = await bed.client.exec(RETIRE, { id: rows[spare]!.id }, { caller: admin });
    expect(codeOf(refused)).toBe("CONFLICT");
    expect(await drawable(testId)).toBe(test!.questionsDrawn);
    expect(codeOf(await bed.client.exec(RETIRE, { id: rows[0]!.id }, { caller: admin }))).toBe("CONFLICT");
    for (const q of rows.slice(0, spare)) expect((await bed.client.exec(RESTORE, { id: q.id }, { caller: admin })).errors).toBeUndefined();
    expect(codeOf(await bed.client.exec(RESTORE, { id: rows[0]!.id }, { caller: admin }))).toBe("CONFLICT");
    expect(await drawable(testId)).toBe(rows.length);
  });

  it("two admins retiring the last spare questions at once: the bank never drops below the draw", async () => {
    const testId = "cpp-intermediate";
    const [test] = await bed.database.db.select().from(skillTests).where(eq(skillTests.id, testId));
    const rows = await bank(testId);
    const spare = rows.length - test!.questionsDrawn;
    const results = await Promise.all(rows.slice(0, spare + 3).map((q) => bed.client.exec(RETIRE, { id: q.id }, { caller: admin })));
    expect(results.filter((r) => !r.errors).length).toBe(spare);
    expect(results.filter((r) => codeOf(r) === "CONFLICT").length).toBe(3);
    expect(await drawable(testId)).toBe(test!.questionsDrawn);
  });

  it("NOT_FOUND for an unknown question", async () => {
    for (const query of [RETIRE, RESTORE])
      expect(codeOf(await bed.client.exec(query, { id: "nope" }, { caller: admin }))).toBe("NOT_FOUND");
  });
});

describe("a role's requirements", () => {
  const seed = SKILL_ROLE_SEED.find((r) => r.id === "role-frontend-developer-mid")!;
  const asInput = (r: (typeof seed.requirements)[number]) => ({
    id: r.id,
    kind: r.kind,
    category: r.category,
    level: r.level,
    title: r.kind === "CONDITIONAL" ? r.title : null,
    skillIds: r.kind === "MANDATORY" ? [r.skillId] : [...r.anyOf],
  });

  it("replaces the set; kept ids stay and a new requirement gets an id from its skill", async () => {
    const input = [...seed.requirements.map(asInput), { kind: "MANDATORY", category: "TOOLS", level: "BEGINNER", skillIds: ["docker"] }];
    const r = await bed.client.exec<{ setSkillRoleRequirements: { requirements: { id: string; category: string }[] } }>(
      REQUIREMENTS,
      { id: seed.id, r: input },
      { caller: admin },
    );
    expect(r.errors).toBeUndefined();
    const ids = r.data!.setSkillRoleRequirements.requirements.map((x) => x.id);
    expect(ids).toEqual(expect.arrayContaining([...seed.requirements.map((x) => x.id), "docker"]));
    // Category order: the TOOLS requirement sits with the other tools, before the methodologies.
    const categories = r.data!.setSkillRoleRequirements.requirements.map((x) => x.category);
    expect(categories).toEqual([...categories].sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b)));
    await bed.client.exec(REQUIREMENTS, { id: seed.id, r: seed.requirements.map(asInput) }, { caller: admin });
  });

  it("refuses a set with problems, naming each, and keeps the old one", async () => {
    const before = await bed.database.db.select().from(skillRequirements).where(eq(skillRequirements.roleId, seed.id));
    const bad = [
      ...seed.requirements.filter((r) => r.category !== "METHODOLOGIES").map(asInput),
      { kind: "CONDITIONAL", category: "TOOLS", level: "BEGINNER", title: "A concept", skillIds: ["ai", "blockchain"] },
    ];
    const r = await bed.client.exec(REQUIREMENTS, { id: seed.id, r: bad }, { caller: admin });
    expect(codeOf(r)).toBe("BAD_USER_INPUT");
    const message = fieldsOf(r).requirements!;
    expect(message).toContain("no METHODOLOGIES requirement");
    expect(message).toContain("not a verifiable skill");
    expect(await bed.database.db.select().from(skillRequirements).where(eq(skillRequirements.roleId, seed.id))).toEqual(before);
  });

  it("refuses a mid-level role asking less than the junior one", async () => {
    const lowered = seed.requirements.map((r) => ({ ...asInput(r), level: "BEGINNER" }));
    const r = await bed.client.exec(REQUIREMENTS, { id: seed.id, r: lowered }, { caller: admin });
    expect(codeOf(r)).toBe("BAD_USER_INPUT");
    expect(fieldsOf(r).requirements).toContain("asks a lower level than role-frontend-developer-junior");
  });

  it("a condition offers two skills or more; a mandatory requirement names one", async () => {
    const one = [
      ...seed.requirements.map(asInput),
      { kind: "CONDITIONAL", category: "TOOLS", level: "BEGINNER", title: "A container tool", skillIds: ["docker"] },
    ];
    const r = await bed.client.exec(REQUIREMENTS, { id: seed.id, r: one }, { caller: admin });
    expect(codeOf(r)).toBe("BAD_USER_INPUT");
    expect(Object.keys(fieldsOf(r))).toEqual([`${one.length - 1}.skillIds`]);
    expect(codeOf(await bed.client.exec(REQUIREMENTS, { id: "nope", r: seed.requirements.map(asInput) }, { caller: admin }))).toBe(
      "NOT_FOUND",
    );
  });
});
const ORDER = ["CORE", "ROLE_SPECIFIC", "TOOLS", "METHODOLOGIES"];

describe("the vocabulary", () => {
  it("adds an entry; the id and the title ignoring case are taken once", async () => {
    const r = await bed.client.exec(ADD_TOOL, { id: "svelte-kit", i: { title: "SvelteKit", skill: true } }, { caller: admin });
    expect(r.errors).toBeUndefined();
    expect(codeOf(await bed.client.exec(ADD_TOOL, { id: "svelte-kit", i: { title: "Another", skill: true } }, { caller: admin }))).toBe(
      "CONFLICT",
    );
    const sameTitle = await bed.client.exec(ADD_TOOL, { id: "sveltekit2", i: { title: "sveltekit", skill: true } }, { caller: admin });
    expect(codeOf(sameTitle)).toBe("CONFLICT");
    expect(Object.keys(fieldsOf(sameTitle))).toEqual(["title"]);
  });

  it("refuses a malformed id or an empty title", async () => {
    for (const [id, title] of [
      ["Bad Id", "Fine"],
      ["ok-id", "   "],
    ] as const)
      expect(codeOf(await bed.client.exec(ADD_TOOL, { id, i: { title, skill: true } }, { caller: admin }))).toBe("BAD_USER_INPUT");
  });

  it("renames an entry; a skill a test verifies or a role requires stays a skill", async () => {
    const renamed = await bed.client.exec(UPDATE_TOOL, { id: "svelte-kit", i: { title: "Svelte Kit", skill: false } }, { caller: admin });
    expect(renamed.errors).toBeUndefined();
    const refused = await bed.client.exec(UPDATE_TOOL, { id: "python", i: { title: "Python", skill: false } }, { caller: admin });
    expect(codeOf(refused)).toBe("CONFLICT");
    const [python] = await bed.database.db.select().from(tools).where(eq(tools.id, "python"));
    expect(python!.skill).toBe(true);
    expect(codeOf(await bed.client.exec(UPDATE_TOOL, { id: "nope", i: { title: "x", skill: true } }, { caller: admin }))).toBe("NOT_FOUND");
  });
});
