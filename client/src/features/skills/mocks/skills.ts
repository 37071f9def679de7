/**
 * The skills system's mock backend: the server's roles and skill tests (its seed data), each person's chosen role and
 * verified skills, and readiness computed by the server's own readiness rules. The demo people start where the
 * server's demo seed leaves them (its DEMO_SKILLS). In the browser the state survives reloads (sessionStorage); tests
 * start from the seed through resetMockBackend.
 */
import type { Resolvers } from "../../../__generated__/mock-resolvers";
import { badInput, notFound, sessionStore, type MockDeps, type MockUserRef } from "../../../mocks/common";
import { toolsByIds } from "../../talent/mocks";
import { demoAccounts } from "../../../mocks/fixtures";
import { SKILL_ROLE_SEED } from "@server/talent/modules/skills/roles-seed-data";
import { SKILL_TEST_SEED } from "@server/talent/modules/skills/tests-seed-data";
import { DEMO_SKILLS } from "@server/talent/modules/skills/demo-seed-data";
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

/** A passed verify attempt: the test's skills at its level, with the best score at that level. */
interface MockVerification {
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
}

const STORAGE_KEY = "talentforge.mock.skills";
const DAY = 86_400_000;

let state: SkillsState = seed();
const persist = () => sessionStore()?.setItem(STORAGE_KEY, JSON.stringify(state));

/** A seeded verification, dated relative to now as the server dates it relative to the seeding day. */
function verification(userId: string, v: (typeof DEMO_SKILLS)[number]["verified"][number]): MockVerification {
  const verifiedAt = new Date(Date.now() - v.daysAgo * DAY).toISOString();
  return { userId, skillId: v.skillId, level: v.level, testId: v.testId, score: v.score, verifiedAt };
}

function seed(): SkillsState {
  const start: SkillsState = { chosenRoles: {}, verifications: [] };
  for (const demo of DEMO_SKILLS) {
    // The mock's first demo account of the role, as the server takes the demo account of that role.
    const userId = demoAccounts.find((a) => a.roles.includes(demo.role))!.id;
    if (demo.skillRole) start.chosenRoles[userId] = demo.skillRole.roleId;
    for (const v of demo.verified) start.verifications.push(verification(userId, v));
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
    if (parsed.chosenRoles && Array.isArray(parsed.verifications)) state = parsed;
  } catch {
    /* ignore a damaged copy */
  }
}

/** The role a person works toward, or null. */
export const mockSkillRoleOf = (userId: string): string | null => state.chosenRoles[userId] ?? null;

/** A person's verified skills: each skill's highest level, with the best score and first date at that level. */
function verifiedOf(userId: string) {
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

const toolOf = (id: string) => toolsByIds([id])[0] ?? null;

function testObject(test: SkillTest) {
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
