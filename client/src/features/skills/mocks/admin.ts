/**
 * Talent admins' management of the skills system in the mock backend (/skills/admin/skills): tests' settings, the
 * question banks, roles' requirements and the vocabulary's entries, over in-memory copies of the server's seed (its
 * tests, banks and roles; the talent mocks' vocabulary), checked with the server's administration rules and answered
 * with its errors. The SkillTest and SkillRole field resolvers here serve the live settings and requirements to every
 * screen. Attempts still draw from the seeded banks (./attempts.ts) and readiness reads the seeded roles (./skills.ts).
 */
import { GraphQLError } from "graphql";
import type { Resolvers } from "../../../__generated__/mock-resolvers";
import { badInput, forbidden, notFound, present, sessionStore, type MockDeps } from "../../../mocks/common";
import { parseInput } from "@server/shared/validation";
import { SKILL_TEST_SEED } from "@server/talent/modules/skills/tests-seed-data";
import { SKILL_ROLE_SEED } from "@server/talent/modules/skills/roles-seed-data";
import { QUESTION_BANKS, type QuestionKind } from "@server/talent/modules/skills/rules/question-bank/index";
import { SKILL_CATEGORIES } from "@server/talent/modules/skills/rules/levels";
import { passMarkPoints, testMeets, type SkillTest } from "@server/talent/modules/skills/rules/tests";
import {
  findSkillRole,
  requirementSkillIds,
  roleProblems,
  seniorityProblems,
  SENIORITIES,
  type SkillRequirement,
  type SkillRole,
} from "@server/talent/modules/skills/rules/roles";
import {
  drawProblem,
  optionIdsOf,
  requirementIdFor,
  skillQuestionSchema,
  skillRequirementsSchema,
  skillTestSettingsSchema,
  toolIdSchema,
  toolSchema,
  type SkillQuestionDraft,
} from "@server/talent/modules/skills/rules/administration";
import { tools, type MockTool } from "../../talent/mocks";
import { testObject, type MockSkillRole } from "./skills";

/** A question of a bank as admins see it (the API's SkillBankQuestion). */
export interface MockBankQuestion {
  id: string;
  testId: string;
  position: number;
  kind: QuestionKind;
  prompt: string;
  code: string | null;
  options: { id: string; text: string }[];
  correctOptionIds: string[];
  explanation: string;
  retiredAt: string | null;
  revisionOf: string | null;
}

interface AdminState {
  /** The tests with their current settings. */
  tests: SkillTest[];
  /** Every bank's questions, retired ones too. */
  bank: MockBankQuestion[];
  /** Role id → its current requirements. */
  requirements: Record<string, SkillRequirement[]>;
  /** The vocabulary's entries (the talent mocks' `tools` list is kept equal to this). */
  vocabulary: MockTool[];
}

const STORAGE_KEY = "talentforge.mock.skills-admin";
/** The vocabulary as the talent mocks read it from the server's seed, before anyone changes it. */
const VOCABULARY_SEED: readonly MockTool[] = tools.map((t) => ({ ...t }));

function seed(): AdminState {
  return {
    tests: SKILL_TEST_SEED.map((t) => ({ ...t })),
    bank: QUESTION_BANKS.flatMap((b) =>
      b.questions.map((q, position) => ({
        id: q.id,
        testId: b.testId,
        position,
        kind: q.kind,
        prompt: q.prompt,
        code: q.code ?? null,
        options: q.options.map((o) => ({ ...o })),
        correctOptionIds: [...q.correct],
        explanation: q.explanation,
        retiredAt: null,
        revisionOf: null,
      })),
    ),
    requirements: Object.fromEntries(SKILL_ROLE_SEED.map((r) => [r.id, [...r.requirements]])),
    vocabulary: VOCABULARY_SEED.map((t) => ({ ...t })),
  };
}

let state: AdminState = seed();
const persist = () => sessionStore()?.setItem(STORAGE_KEY, JSON.stringify(state));

/** Makes the talent mocks' vocabulary (which `tools` and every Tool read) match this state, in place. */
function syncVocabulary(): void {
  for (const entry of state.vocabulary) {
    const tool = tools.find((t) => t.id === entry.id);
    if (tool) Object.assign(tool, entry);
    else tools.push({ ...entry });
  }
  const kept = new Set(state.vocabulary.map((t) => t.id));
  for (let i = tools.length - 1; i >= 0; i--) if (!kept.has(tools[i]!.id)) tools.splice(i, 1);
}

export function resetMockSkillsAdmin(): void {
  state = seed();
  syncVocabulary();
  sessionStore()?.removeItem(STORAGE_KEY);
}
export const storedMockSkillsAdmin = () => sessionStore()?.getItem(STORAGE_KEY) ?? null;
export function loadMockSkillsAdmin(raw: string | null): void {
  if (!raw) return;
  try {
    const parsed = JSON.parse(raw) as AdminState;
    if (Array.isArray(parsed.tests) && Array.isArray(parsed.bank) && parsed.requirements && Array.isArray(parsed.vocabulary)) {
      state = parsed;
      syncVocabulary();
      persist();
    }
  } catch {
    /* ignore a damaged copy */
  }
}

/* ---------- Reading the live state (exported for tests that set a state up directly) ---------- */

/** A test with its current settings (the live object: a test may change it), or undefined. */
export const mockSkillTestSettings = (testId: string) => state.tests.find((t) => t.id === testId);

/** A test's bank in the server's order (position, then id), retired questions too. */
export function mockSkillBank(testId: string): MockBankQuestion[] {
  return state.bank.filter((q) => q.testId === testId).sort((a, b) => a.position - b.position || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** A role's current requirements. */
export const mockRoleRequirements = (roleId: string): readonly SkillRequirement[] => state.requirements[roleId] ?? [];

/** Points available: every drawn question weighs the same. */
const totalOf = (test: SkillTest) => test.questionsDrawn * test.pointsPerQuestion;
const drawable = (testId: string) => state.bank.filter((q) => q.testId === testId && !q.retiredAt).length;
const toolById = (id: string) => tools.find((t) => t.id === id);

function requirementObject(requirement: SkillRequirement) {
  const skillIds = requirementSkillIds(requirement);
  return {
    id: requirement.id,
    category: requirement.category,
    kind: requirement.kind,
    level: requirement.level,
    title: requirement.kind === "CONDITIONAL" ? requirement.title : (toolById(requirement.skillId)?.title ?? requirement.skillId),
    skills: skillIds.map(toolById).filter(present),
    tests: state.tests.filter((t) => skillIds.some((s) => testMeets(t, s, requirement.level))).map(testObject),
  };
}

/** A role as the rules read it, with its current requirements (or the ones given). */
function ruleRole(role: SkillRole, requirements: readonly SkillRequirement[] = mockRoleRequirements(role.id)): SkillRole {
  return { ...role, requirements };
}

/** A role as the API shows it (without its variant, which no admin screen asks for). */
function roleModel(role: SkillRole): MockSkillRole {
  return {
    id: role.id,
    family: role.family,
    familyTitle: role.familyTitle,
    title: role.title,
    seniority: role.seniority,
    status: role.status,
    summary: role.summary,
    requirements: mockRoleRequirements(role.id).map(requirementObject),
  };
}

/** A new question's id: the test's, then a short random part (as the server makes it). */
const newQuestionId = (testId: string) => `${testId}-${globalThis.crypto.randomUUID().slice(0, 8)}`;

function questionValues(draft: SkillQuestionDraft) {
  const ids = optionIdsOf(draft.options.length);
  return {
    kind: draft.kind,
    prompt: draft.prompt,
    code: draft.code,
    options: draft.options.map((text, i) => ({ id: ids[i]!, text })),
    correctOptionIds: ids.filter((id) => draft.correctOptionIds.includes(id)),
    explanation: draft.explanation,
  };
}

/** CONFLICT with a message per field, as the server answers a taken id or title. */
const conflictOn = (message: string, fields: Record<string, string>) =>
  new GraphQLError(message, { extensions: { code: "CONFLICT", fields } });
const titleTaken = (title: string) => ({ title: `“${title}” is in the vocabulary already.` });

export function skillsAdminResolvers(deps: MockDeps): Resolvers {
  /** As the server: TALENT_ADMIN only, UNAUTHENTICATED for visitors. */
  const requireAdmin = () => {
    const user = deps.requireViewer();
    if (!user.roles.includes("TALENT_ADMIN")) throw forbidden();
    return user;
  };
  const live = (t: { id?: unknown }) => (typeof t.id === "string" ? mockSkillTestSettings(t.id) : undefined);
  const questionById = (id: string) => {
    const question = state.bank.find((q) => q.id === id);
    if (!question) throw notFound(`Skill question "${id}"`);
    return question;
  };

  return {
    SkillTest: {
      // A test the mocks do not know (one @graphql-tools/mock made up) keeps the values it came with.
      title: (t) => live(t)?.title ?? (t.title as string),
      timeLimitMinutes: (t) => live(t)?.timeLimitMinutes ?? (t.timeLimitMinutes as number),
      passMarkPercent: (t) => live(t)?.passMarkPercent ?? (t.passMarkPercent as number),
      questionCount: (t) => live(t)?.questionsDrawn ?? (t.questionCount as number),
      total: (t) => {
        const test = live(t);
        return test ? totalOf(test) : (t.total as number);
      },
      passMarkPoints: (t) => {
        const test = live(t);
        return test ? passMarkPoints({ total: totalOf(test), passMarkPercent: test.passMarkPercent }) : (t.passMarkPoints as number);
      },
      bank: (t, { includeRetired }) => {
        requireAdmin();
        const bank = typeof t.id === "string" ? mockSkillBank(t.id) : [];
        return includeRetired ? bank : bank.filter((q) => !q.retiredAt);
      },
    },
    SkillRole: {
      requirements: (role) => mockRoleRequirements(role.id).map(requirementObject),
    },
    Mutation: {
      updateSkillTest: (_, { testId, input }) => {
        requireAdmin();
        const test = mockSkillTestSettings(testId);
        if (!test) throw notFound(`Skill test "${testId}"`);
        const settings = parseInput(skillTestSettingsSchema, input);
        const problem = drawProblem(settings.questionsDrawn, drawable(testId));
        if (problem) throw badInput(problem, { questionsDrawn: problem });
        Object.assign(test, settings);
        persist();
        return testObject(test);
      },
      addSkillQuestion: (_, { testId, input }) => {
        requireAdmin();
        if (!mockSkillTestSettings(testId)) throw notFound(`Skill test "${testId}"`);
        const draft = parseInput(skillQuestionSchema, input);
        const last = Math.max(-1, ...state.bank.filter((q) => q.testId === testId).map((q) => q.position));
        const question: MockBankQuestion = {
          id: newQuestionId(testId),
          testId,
          position: last + 1,
          retiredAt: null,
          revisionOf: null,
          ...questionValues(draft),
        };
        state.bank.push(question);
        persist();
        return question;
      },
      reviseSkillQuestion: (_, { questionId, input }) => {
        requireAdmin();
        const old = questionById(questionId);
        const draft = parseInput(skillQuestionSchema, input);
        if (old.retiredAt) throw conflictOn("A retired question cannot be revised; restore it first.", { questionId: "Retired." });
        old.retiredAt = new Date().toISOString();
        const question: MockBankQuestion = {
          id: newQuestionId(old.testId),
          testId: old.testId,
          position: old.position,
          retiredAt: null,
          revisionOf: old.id,
          ...questionValues(draft),
        };
        state.bank.push(question);
        persist();
        return question;
      },
      retireSkillQuestion: (_, { questionId }) => {
        requireAdmin();
        const question = questionById(questionId);
        if (question.retiredAt) throw conflictOn("This question is retired already.", { questionId: "Retired already." });
        const test = mockSkillTestSettings(question.testId)!;
        const left = drawable(question.testId) - 1;
        if (left < test.questionsDrawn)
          throw conflictOn(
            `Retiring it would leave ${left} questions to draw ${test.questionsDrawn} from: add a question or draw fewer first.`,
            {
              questionId: "The bank would be too small.",
            },
          );
        question.retiredAt = new Date().toISOString();
        persist();
        return question;
      },
      restoreSkillQuestion: (_, { questionId }) => {
        requireAdmin();
        const question = questionById(questionId);
        if (!question.retiredAt) throw conflictOn("This question is drawn already.", { questionId: "Not retired." });
        question.retiredAt = null;
        persist();
        return question;
      },
      setSkillRoleRequirements: (_, { roleId, requirements: input }) => {
        requireAdmin();
        const role = findSkillRole(SKILL_ROLE_SEED, roleId);
        if (!role) throw notFound(`Skill role "${roleId}"`);
        const drafts = parseInput(skillRequirementsSchema, input);
        const taken = new Set(drafts.flatMap((d) => (d.id ? [d.id] : [])));
        const requirements = drafts.map((d): SkillRequirement => {
          const id = d.id ?? requirementIdFor(d, taken);
          taken.add(id);
          return d.kind === "MANDATORY"
            ? { id, kind: "MANDATORY", category: d.category, level: d.level, skillId: d.skillIds[0]! }
            : { id, kind: "CONDITIONAL", category: d.category, level: d.level, title: d.title!, anyOf: d.skillIds };
        });
        const skills = new Set(drafts.flatMap((d) => d.skillIds).filter((id) => toolById(id)?.skill));
        const edited = ruleRole(role, requirements);
        const problems = roleProblems(edited, skills);
        if (role.seniority) {
          const rank = (r: SkillRole) => SENIORITIES.indexOf(r.seniority!);
          const family = SKILL_ROLE_SEED.filter((r) => r.family === role.family && r.id !== role.id && r.seniority);
          const below = family.filter((r) => rank(r) < rank(role)).sort((a, b) => rank(b) - rank(a))[0];
          const above = family.filter((r) => rank(r) > rank(role)).sort((a, b) => rank(a) - rank(b))[0];
          if (below) problems.push(...seniorityProblems(ruleRole(below), edited));
          if (above) problems.push(...seniorityProblems(edited, ruleRole(above)));
        }
        if (problems.length)
          throw badInput(`The requirements need changes: ${problems.join("; ")}.`, { requirements: problems.join("\n") });
        // Category order, then the order given (the rules read requirements in this order).
        state.requirements[role.id] = SKILL_CATEGORIES.flatMap((c) => requirements.filter((r) => r.category === c));
        persist();
        return roleModel(role);
      },
      addTool: (_, { id: rawId, input }) => {
        requireAdmin();
        const id = parseInput(toolIdSchema, rawId);
        const values = parseInput(toolSchema, input);
        if (state.vocabulary.some((t) => t.id === id)) throw conflictOn(`The id “${id}” is taken.`, { id: "Taken." });
        if (state.vocabulary.some((t) => t.title.toLowerCase() === values.title.toLowerCase()))
          throw conflictOn("That title is taken.", titleTaken(values.title));
        const entry = { id, ...values };
        state.vocabulary.push(entry);
        syncVocabulary();
        persist();
        return toolById(id)!;
      },
      updateTool: (_, { id, input }) => {
        requireAdmin();
        const current = state.vocabulary.find((t) => t.id === id);
        if (!current) throw notFound(`Tool "${id}"`);
        const values = parseInput(toolSchema, input);
        if (current.skill && !values.skill) {
          const tested = state.tests.some((t) => t.skillIds.includes(id));
          const required = Object.values(state.requirements).some((rs) => rs.some((r) => requirementSkillIds(r).includes(id)));
          if (tested || required)
            throw conflictOn("A test verifies this skill or a role requires it, so it stays a skill.", {
              skill: "In use by a test or a role's requirements.",
            });
        }
        if (state.vocabulary.some((t) => t.id !== id && t.title.toLowerCase() === values.title.toLowerCase()))
          throw conflictOn("That title is taken.", titleTaken(values.title));
        Object.assign(current, values);
        syncVocabulary();
        persist();
        return toolById(id)!;
      },
    },
  };
}
