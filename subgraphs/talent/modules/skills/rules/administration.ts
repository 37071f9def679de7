/**
 * Validating what talent admins write when they manage the skills system (SPEC §2 /skills/admin/skills), with zod.
 * The limits themselves, and the rules that need no zod, are in administration-limits.ts, which the client's pages
 * import (this file is for the server and the mocks).
 */
import { z } from "zod";
import { SKILL_CATEGORIES, SKILL_LEVELS } from "./levels.js";
import { QUESTION_KINDS } from "./attempts.js";
import { REQUIREMENT_KINDS } from "./roles.js";
import { optionIdsOf, SKILL_QUESTION_LIMITS, SKILL_REQUIREMENT_LIMITS, SKILL_TEST_LIMITS, TOOL_LIMITS } from "./administration-limits.js";

export * from "./administration-limits.js";

const text = (limits: { min: number; max: number }) => z.string().trim().min(limits.min).max(limits.max);
const whole = (limits: { min: number; max: number }) => z.number().int().min(limits.min).max(limits.max);

export const skillTestSettingsSchema = z.object({
  title: text(SKILL_TEST_LIMITS.title),
  timeLimitMinutes: whole(SKILL_TEST_LIMITS.timeLimitMinutes),
  passMarkPercent: whole(SKILL_TEST_LIMITS.passMarkPercent),
  questionsDrawn: whole(SKILL_TEST_LIMITS.questionsDrawn),
});
export type SkillTestSettings = z.output<typeof skillTestSettingsSchema>;

export const skillQuestionSchema = z
  .object({
    kind: z.enum(QUESTION_KINDS),
    prompt: text(SKILL_QUESTION_LIMITS.prompt),
    code: z
      .string()
      .max(SKILL_QUESTION_LIMITS.code.max)
      .nullish()
      .transform((c) => (c && c.trim() ? c.replace(/\s+$/, "") : null)),
    options: z.array(text(SKILL_QUESTION_LIMITS.optionText)).min(SKILL_QUESTION_LIMITS.options.min).max(SKILL_QUESTION_LIMITS.options.max),
    correctOptionIds: z.array(z.string()),
    explanation: text(SKILL_QUESTION_LIMITS.explanation),
  })
  .superRefine((q, issue) => {
    const lower = q.options.map((o) => o.toLowerCase());
    const repeated = lower.findIndex((o, i) => lower.indexOf(o) !== i);
    if (repeated >= 0)
      issue.addIssue({ code: "custom", path: ["options", repeated], message: "Each option must say something different." });
    const ids = optionIdsOf(q.options.length);
    const correct = new Set(q.correctOptionIds);
    const problem =
      [...correct].some((id) => !ids.includes(id)) || correct.size !== q.correctOptionIds.length
        ? "Mark options of this question, each once."
        : q.kind === "SINGLE_CHOICE" && correct.size !== 1
          ? "Mark exactly one correct option for a single-choice question."
          : q.kind === "MULTIPLE_CHOICE" && (correct.size < 2 || correct.size >= q.options.length)
            ? "Mark two or more correct options, and leave at least one wrong, for a multiple-choice question."
            : null;
    if (problem) issue.addIssue({ code: "custom", path: ["correctOptionIds"], message: problem });
  });
export type SkillQuestionDraft = z.output<typeof skillQuestionSchema>;

export const skillRequirementSchema = z
  .object({
    id: z
      .string()
      .trim()
      .regex(TOOL_LIMITS.id.pattern)
      .max(TOOL_LIMITS.id.max + 10)
      .nullish(),
    kind: z.enum(REQUIREMENT_KINDS),
    category: z.enum(SKILL_CATEGORIES),
    level: z.enum(SKILL_LEVELS),
    title: z.string().trim().nullish(),
    skillIds: z.array(z.string().trim()).min(1),
  })
  .superRefine((r, issue) => {
    if (r.kind === "MANDATORY") {
      if (r.skillIds.length !== 1)
        issue.addIssue({ code: "custom", path: ["skillIds"], message: "A mandatory requirement names one skill." });
      if (r.title) issue.addIssue({ code: "custom", path: ["title"], message: "A mandatory requirement takes its skill's title." });
      return;
    }
    const { min, max } = SKILL_REQUIREMENT_LIMITS.conditionSkills;
    if (new Set(r.skillIds).size !== r.skillIds.length)
      issue.addIssue({ code: "custom", path: ["skillIds"], message: "A condition lists each skill once." });
    else if (r.skillIds.length < min || r.skillIds.length > max)
      issue.addIssue({ code: "custom", path: ["skillIds"], message: `A condition offers ${min} to ${max} skills.` });
    const { min: tMin, max: tMax } = SKILL_REQUIREMENT_LIMITS.title;
    const length = r.title?.length ?? 0;
    if (length < tMin || length > tMax)
      issue.addIssue({ code: "custom", path: ["title"], message: `Say what the condition asks in ${tMin} to ${tMax} characters.` });
  });
export type SkillRequirementDraft = z.output<typeof skillRequirementSchema>;

export const skillRequirementsSchema = z
  .array(skillRequirementSchema)
  .min(SKILL_REQUIREMENT_LIMITS.requirements.min)
  .max(SKILL_REQUIREMENT_LIMITS.requirements.max);

export const toolSchema = z.object({
  title: text(TOOL_LIMITS.title),
  skill: z.boolean(),
});
export const toolIdSchema = z.string().trim().min(TOOL_LIMITS.id.min).max(TOOL_LIMITS.id.max).regex(TOOL_LIMITS.id.pattern, {
  message: "Use lower-case letters, digits, and single hyphens or dots between them.",
});
