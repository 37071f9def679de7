/**
 * Skill levels and skill categories of the skills system (SPEC §3). Codes are enum-like (the API's spelling); labels are
 * the SPEC's words. Pure: the client and its mocks import this file.
 */

/** Lowest first: the order is the ranking, so a later level satisfies an earlier one. */
export const SKILL_LEVELS = ["BEGINNER", "INTERMEDIATE", "ADVANCED"] as const;
export type SkillLevel = (typeof SKILL_LEVELS)[number];

export const SKILL_LEVEL_LABELS: Readonly<Record<SkillLevel, string>> = {
  BEGINNER: "Beginner",
  INTERMEDIATE: "Intermediate",
  ADVANCED: "Advanced",
};

export function isSkillLevel(value: string): value is SkillLevel {
  return (SKILL_LEVELS as readonly string[]).includes(value);
}

/** 1 for Beginner up to 3 for Advanced; 0 for no verified level, so "nothing" ranks below every level. */
export function levelRank(level: SkillLevel | null | undefined): number {
  return level ? SKILL_LEVELS.indexOf(level) + 1 : 0;
}

/** SPEC §4: a higher verified level satisfies a lower requirement; nothing verified satisfies nothing. */
export function satisfiesLevel(verified: SkillLevel | null | undefined, required: SkillLevel): boolean {
  return levelRank(verified) >= levelRank(required);
}

/** The higher of two levels (either may be missing). */
export function higherLevel(a: SkillLevel | null | undefined, b: SkillLevel | null | undefined): SkillLevel | null {
  const best = levelRank(a) >= levelRank(b) ? a : b;
  return best ?? null;
}

/** Courses write levels as the SPEC's labels ("Beginner"); this reads one as a code, or null if it is not a level. */
export function skillLevelOfLabel(label: string): SkillLevel | null {
  return SKILL_LEVELS.find((level) => SKILL_LEVEL_LABELS[level] === label) ?? null;
}

/** The SPEC's four skill categories, in its order (which is also the order screens list them). */
export const SKILL_CATEGORIES = ["CORE", "ROLE_SPECIFIC", "TOOLS", "METHODOLOGIES"] as const;
export type SkillCategory = (typeof SKILL_CATEGORIES)[number];

export const SKILL_CATEGORY_LABELS: Readonly<Record<SkillCategory, string>> = {
  CORE: "Core",
  ROLE_SPECIFIC: "Role-specific",
  TOOLS: "Tools",
  METHODOLOGIES: "Methodologies",
};
