/**
 * The limits the talent admins' forms show (min and max attributes, character counters): the server's administration
 * rules, read here only, so every skills admin screen takes them from one place.
 */
export {
  SKILL_QUESTION_LIMITS,
  SKILL_REQUIREMENT_LIMITS,
  SKILL_TEST_LIMITS,
  TOOL_LIMITS,
  optionIdsOf,
} from "@server/talent/modules/skills/rules/administration-limits";
