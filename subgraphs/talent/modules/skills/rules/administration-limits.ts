/**
 * What talent admins may set when they manage the skills system (SPEC §2 /skills/admin/skills): a test's settings, a
 * question of its bank, a role's requirements and the vocabulary's entries. Pure and free of libraries: the client's
 * forms import these limits; administration.ts validates with them.
 */

/**
 * A test's settings. SPEC §4 puts a proctored test at about 30–45 minutes; an admin may go a little either side of
 * that for a short or a code-heavy bank. A pass mark under half would verify guessing; drawing fewer than five
 * questions makes one slip decide the result.
 */
export const SKILL_TEST_LIMITS = {
  title: { min: 3, max: 80 },
  timeLimitMinutes: { min: 20, max: 60 },
  passMarkPercent: { min: 50, max: 100 },
  questionsDrawn: { min: 5, max: 40 },
} as const;

/** A question: two to six options (ids `a`…`f`), enough room for a snippet of code. */
export const SKILL_QUESTION_LIMITS = {
  prompt: { min: 10, max: 1_000 },
  code: { max: 4_000 },
  options: { min: 2, max: 6 },
  optionText: { min: 1, max: 300 },
  explanation: { min: 10, max: 2_000 },
} as const;

/** A role's requirements: a condition names what it asks in words and offers two to ten skills. */
export const SKILL_REQUIREMENT_LIMITS = {
  requirements: { min: 1, max: 40 },
  title: { min: 3, max: 80 },
  conditionSkills: { min: 2, max: 10 },
} as const;

/** A vocabulary entry: a lower-case slug id (`svelte`, `google-cloud`) and a title. */
export const TOOL_LIMITS = {
  id: { min: 1, max: 40, pattern: /^[a-z0-9]+(?:[-.][a-z0-9]+)*$/ },
  title: { min: 1, max: 60 },
} as const;

/** The option ids of a question with `count` options: `a`, `b`, ... */
export function optionIdsOf(count: number): string[] {
  return Array.from({ length: count }, (_, i) => String.fromCharCode(97 + i));
}

/**
 * The settings' problems that need the bank: an attempt draws distinct questions, so it cannot draw more than the
 * bank holds that are not retired.
 */
export function drawProblem(questionsDrawn: number, drawableQuestions: number): string | null {
  return questionsDrawn > drawableQuestions
    ? `The bank has ${drawableQuestions} questions that are drawn; an attempt cannot draw ${questionsDrawn}.`
    : null;
}

/** What `requirementIdFor` needs of a requirement. */
interface RequirementIdSource {
  kind: "MANDATORY" | "CONDITIONAL";
  title?: string | null;
  skillIds: readonly string[];
}

/**
 * A new requirement's id: its skill for a mandatory one, its title as a slug for a condition, numbered when taken.
 * Ids stay stable once given, since learners' readiness and the client's words refer to them.
 */
export function requirementIdFor(draft: RequirementIdSource, taken: ReadonlySet<string>): string {
  const base =
    draft.kind === "MANDATORY"
      ? draft.skillIds[0]!
      : (draft.title ?? "condition")
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, "-")
          .replace(/^-+|-+$/g, "")
          .slice(0, TOOL_LIMITS.id.max) || "condition";
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}
