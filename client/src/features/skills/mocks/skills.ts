/**
 * The skills system's mock backend: the server's roles and skill tests (its seed data), each person's chosen role and
 * verified skills, and readiness computed by the server's own readiness rules. The demo people start where the
 * server's demo seed leaves them (its DEMO_SKILLS, with the verify attempts behind them). In the browser the state
 * survives reloads (sessionStorage); tests start from the seed through resetMockBackend.
 */
import type { Resolvers } from "../../../__generated__/mock-resolvers";
import type { MockAttempt } from "./attempts";
import { badInput, notFound, sessionStore, type MockDeps, type MockUserRef } from "../../../mocks/common";
import { toolsByIds } from "../../talent/mocks";
import { demoAccounts } from "../../../mocks/fixtures";
import { SKILL_ROLE_SEED } from "@server/talent/modules/skills/roles-seed-data";
import { SKILL_TEST_SEED, TEST_TERMS } from "@server/talent/modules/skills/tests-seed-data";
import { DEMO_SKILLS, demoSignals, type DemoSignalProfile } from "@server/talent/modules/skills/demo-seed-data";
import type { SkillLevel } from "@server/talent/modules/skills/rules/levels";
import {
  findSkillRole,
  mayChooseRole,
  requirementSkillIds,
  type SkillRequirement,
  type SkillRole,
} from "@server/talent/modules/skills/rules/roles";
import { roleReadiness, verifiedSkillsOf, type RequirementOutcome } from "@server/talent/modules/skills/rules/readiness";
import { findSkillTest, passMarkPoints, testMeets, type SkillTest } from "@server/talent/modules/skills/rules/tests";
import { deadlineOf, drawQuestions, gradeAttempt, passed } from "@server/talent/modules/skills/rules/attempts";
import { bankOf } from "@server/talent/modules/skills/rules/question-bank/index";

/** A passed verify attempt: the test's skills at its level, with the best score at that level. */
export interface MockVerification {
  userId: string;
  skillId: string;
  level: SkillLevel;
  testId: string;
  score: number;
  verifiedAt: string;
}

interface SkillsState {
  /** Person id → the skills-system role they work toward. */
  chosenRoles: Record<string, string>;
  verifications: MockVerification[];
  /** Everyone's skill-test attempts (./attempts.ts), oldest first. */
  attempts: MockAttempt[];
}

const STORAGE_KEY = "talentforge.mock.skills";
const DAY = 86_400_000;

let state: SkillsState = seed();
const persist = () => sessionStore()?.setItem(STORAGE_KEY, JSON.stringify(state));
/** The live state and its save, for ./attempts.ts (a reset replaces the object, so always read it through here). */
export const mockSkillsState = () => state;
export const persistMockSkills = persist;

/** A seeded verification, dated relative to now as the server dates it relative to the seeding day. */
function verification(userId: string, v: (typeof DEMO_SKILLS)[number]["verified"][number]): MockVerification {
  const verifiedAt = new Date(Date.now() - v.daysAgo * DAY).toISOString();
  return { userId, skillId: v.skillId, level: v.level, testId: v.testId, score: v.score, verifiedAt };
}

/**
 * A finished verify attempt as the server's demo seed leaves it: drawn like any attempt, the first `score / points`
 * questions answered right and the rest wrong, submitted twenty minutes after it started, with the signals `profile` sizes.
 */
function demoAttempt(userId: string, testId: string, score: number, daysAgo: number, profile: DemoSignalProfile = {}): MockAttempt {
  const test = findSkillTest(SKILL_TEST_SEED, testId)!;
  const id = globalThis.crypto.randomUUID();
  const drawn = drawQuestions(bankOf(testId)!.questions, test.questionsDrawn, id);
  const right = score / test.pointsPerQuestion;
  const finishedAt = new Date(Date.now() - daysAgo * DAY);
  const startedAt = new Date(finishedAt.getTime() - 20 * 60_000);
  const answers = drawn.map((q, i) => ({
    questionId: q.id,
    optionIds: i < right ? [...q.correct] : [q.options.find((o) => !q.correct.includes(o.id))!.id],
    answeredAt: startedAt.toISOString(),
  }));
  const grade = gradeAttempt(drawn, new Map(answers.map((a) => [a.questionId, a.optionIds])), test.pointsPerQuestion);
  return {
    id,
    userId,
    testId,
    mode: "VERIFY",
    questionIds: drawn.map((q) => q.id),
    acceptedTermIds: TEST_TERMS.map((t) => t.id),
    startedAt: startedAt.toISOString(),
    deadline: deadlineOf(startedAt, test.timeLimitMinutes).toISOString(),
    submittedAt: finishedAt.toISOString(),
    finishedAt: finishedAt.toISOString(),
    answers,
    signals: demoSignals(
      drawn.map((q) => q.id),
      profile,
    ),
    grade: { ...grade, passed: passed(grade.score, grade.total, test.passMarkPercent) },
  };
}

function seed(): SkillsState {
  const start: SkillsState = { chosenRoles: {}, verifications: [], attempts: [] };
  for (const demo of DEMO_SKILLS) {
    // The (first) demo account of the role, as the server's seed takes it.
    const userId = demoAccounts.find((a) => a.roles.includes(demo.role))!.id;
    if (demo.skillRole) start.chosenRoles[userId] = demo.skillRole.roleId;
    for (const v of demo.verified) start.verifications.push(verification(userId, v));
    // The attempts behind those results: one passing attempt per verifying test, the failed ones and the flagged ones.
    for (const v of new Map(demo.verified.map((x) => [x.testId, x])).values()) {
      start.attempts.push(demoAttempt(userId, v.testId, v.score, v.daysAgo));
    }
    for (const f of demo.failedAttempts) start.attempts.push(demoAttempt(userId, f.testId, f.score, f.daysAgo));
    for (const f of demo.flaggedAttempts) start.attempts.push(demoAttempt(userId, f.testId, f.score, f.daysAgo, f.signals));
  }
  return start;
}

export function resetMockSkills(): void {
  state = seed();
  sessionStore()?.removeItem(STORAGE_KEY);
}
export const storedMockSkills = () => sessionStore()?.getItem(STORAGE_KEY) ?? null;
export function loadMockSkills(raw: string | null): void {
  if (!raw) return;
  try {
    const parsed = JSON.parse(raw) as SkillsState;
    // A copy saved before attempts existed has none.
    if (parsed.chosenRoles && Array.isArray(parsed.verifications)) state = { ...parsed, attempts: parsed.attempts ?? [] };
  } catch {
    /* ignore a damaged copy */
  }
}

/** The role a person works toward, or null. */
export const mockSkillRoleOf = (userId: string): string | null => state.chosenRoles[userId] ?? null;

/** Records a passed verify attempt's skills at its level (the list keeps every pass; verifiedOf reads the best). */
export function addMockVerification(v: MockVerification): void {
  state.verifications.push(v);
}

/** A person's verified skills: each skill's highest level, with the best score and first date at that level. */
export function verifiedOf(userId: string) {
  const mine = state.verifications.filter((v) => v.userId === userId);
  const best = verifiedSkillsOf(mine);
  return [...best].map(([skillId, level]) => {
    const atLevel = mine.filter((v) => v.skillId === skillId && v.level === level);
    const top = atLevel.reduce((a, b) => (b.score > a.score ? b : a));
    const first = atLevel.reduce((a, b) => (b.verifiedAt < a.verifiedAt ? b : a));
    return { skillId, level, testId: top.testId, score: top.score, verifiedAt: first.verifiedAt };
  });
}

/* ---------- API objects built from the server's seed ---------- */

export const toolOf = (id: string) => toolsByIds([id])[0] ?? null;

export function testObject(test: SkillTest) {
  return {
    id: test.id,
    topic: test.topic,
    level: test.level,
    title: test.title,
    total: test.total,
    timeLimitMinutes: test.timeLimitMinutes,
    questionCount: test.questionsDrawn,
    passMarkPercent: test.passMarkPercent,
    passMarkPoints: passMarkPoints(test),
    skills: toolsByIds([...test.skillIds]),
  };
}

/** The tests that verify one of a requirement's skills at its level or higher, in the catalogue's order. */
function testsFor(requirement: SkillRequirement) {
  const skills = requirementSkillIds(requirement);
  return SKILL_TEST_SEED.filter((t) => skills.some((s) => testMeets(t, s, requirement.level))).map(testObject);
}

function requirementObject(requirement: SkillRequirement) {
  return {
    id: requirement.id,
    category: requirement.category,
    kind: requirement.kind,
    level: requirement.level,
    title: requirement.kind === "CONDITIONAL" ? requirement.title : (toolOf(requirement.skillId)?.title ?? requirement.skillId),
    skills: toolsByIds([...requirementSkillIds(requirement)]),
    tests: testsFor(requirement),
  };
}

/**
 * A role as the API shows it (the mock's SkillRole model: a model type ends the role → variant role recursion that
 * the generated deep-partial types cannot follow).
 */
export type MockSkillRole = ReturnType<typeof roleFields> & { variantOf?: ReturnType<typeof roleFields> | null };

/** A role with the role it is a variant of (one level deep: variants have no variants). */
function roleObject(role: SkillRole) {
  const variant = role.variantOf ? findSkillRole(SKILL_ROLE_SEED, role.variantOf) : null;
  return { ...roleFields(role), variantOf: variant ? roleFields(variant) : null };
}
function roleFields(role: SkillRole) {
  return {
    id: role.id,
    family: role.family,
    familyTitle: role.familyTitle,
    title: role.title,
    seniority: role.seniority,
    status: role.status,
    summary: role.summary,
    requirements: role.requirements.map(requirementObject),
  };
}

function outcomeObject(o: RequirementOutcome) {
  return {
    requirement: requirementObject(o.requirement),
    met: o.met,
    metBy: o.metBy ? toolOf(o.metBy) : null,
    bestSkill: o.bestSkillId ? toolOf(o.bestSkillId) : null,
    bestLevel: o.bestLevel,
    verifiable: o.verifiable,
  };
}

function readinessObject(role: SkillRole, userId: string) {
  const readiness = roleReadiness(role, new Map(verifiedOf(userId).map((v) => [v.skillId, v.level])));
  return {
    role: roleObject(role),
    total: readiness.total,
    metCount: readiness.metCount,
    fraction: readiness.fraction,
    ready: readiness.ready,
    categories: readiness.categories.map((c) => ({
      category: c.category,
      total: c.total,
      metCount: c.metCount,
      fraction: c.fraction,
      requirements: c.requirements.map(outcomeObject),
    })),
    missing: readiness.missing.map(outcomeObject),
  };
}

/* ---------- The skills share of the mock schema ---------- */

export function skillsResolvers(deps: MockDeps): Resolvers {
  /** As the server: a person's role and readiness are theirs and talent admins' to see. */
  const mayView = (u: MockUserRef) => {
    const viewer = deps.viewer();
    return !!viewer && (viewer.id === u.id || viewer.roles.includes("TALENT_ADMIN"));
  };
  const roleById = (id: string | null) => (id ? findSkillRole(SKILL_ROLE_SEED, id) : null);
  return {
    Query: {
      skillRoles: () => SKILL_ROLE_SEED.map(roleObject),
      skillRole: (_, { id }) => {
        const role = roleById(id);
        return role ? roleObject(role) : null;
      },
      skillTests: (_, { level, topic }) =>
        SKILL_TEST_SEED.filter((t) => (!level || t.level === level) && (!topic || t.topic === topic)).map(testObject),
      skillTest: (_, { id }) => {
        const test = findSkillTest(SKILL_TEST_SEED, id);
        return test ? testObject(test) : null;
      },
    },
    Mutation: {
      chooseSkillRole: (_, { roleId }) => {
        const user = deps.requireViewer();
        const role = roleById(roleId);
        if (!role) throw notFound("Skill role");
        if (!mayChooseRole(role)) {
          throw badInput("This role is coming soon and cannot be chosen yet.", { roleId: "This role is coming soon." });
        }
        state.chosenRoles[user.id] = role.id;
        persist();
        return user;
      },
    },
    User: {
      skillRole: (u: MockUserRef) => {
        const role = mayView(u) ? roleById(mockSkillRoleOf(u.id)) : null;
        return role ? roleObject(role) : null;
      },
      skillReadiness: (u: MockUserRef, { roleId }: { roleId?: string | null }) => {
        const role = mayView(u) ? roleById(roleId ?? mockSkillRoleOf(u.id)) : null;
        return role ? readinessObject(role, u.id) : null;
      },
      verifiedSkills: (u: MockUserRef) => {
        if (!deps.viewer()) return [];
        return verifiedOf(u.id)
          .map((v) => ({
            skill: toolOf(v.skillId)!,
            level: v.level,
            score: v.score,
            verifiedAt: v.verifiedAt,
            test: testObject(findSkillTest(SKILL_TEST_SEED, v.testId)!),
          }))
          .sort((a, b) => a.skill.title.localeCompare(b.skill.title));
      },
    },
  };
}
