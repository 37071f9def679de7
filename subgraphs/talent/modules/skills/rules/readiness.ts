/**
 * Readiness for a role: which of its requirements a person's verified skills meet, which are missing, and the share
 * met, overall and per category. Every requirement counts the same, whatever its level or category, so the fraction
 * reads as "n of m requirements". Pure: the client and its mocks import this file.
 */
import { higherLevel, levelRank, satisfiesLevel, SKILL_CATEGORIES, type SkillCategory, type SkillLevel } from "./levels.js";
import { requirementSkillIds, type SkillRequirement, type SkillRole } from "./roles.js";
import { VERIFIABLE_SKILL_IDS } from "./tests.js";

/** A person's best verified level per skill id. */
export type VerifiedSkills = ReadonlyMap<string, SkillLevel>;

/** The best level per skill from verification records (several passes of one skill keep the highest). */
export function verifiedSkillsOf(records: Iterable<{ skillId: string; level: SkillLevel }>): Map<string, SkillLevel> {
  const best = new Map<string, SkillLevel>();
  for (const { skillId, level } of records) best.set(skillId, higherLevel(best.get(skillId), level) ?? level);
  return best;
}

export interface RequirementOutcome {
  requirement: SkillRequirement;
  met: boolean;
  /** The skill that meets it (for a condition, the allowed skill verified highest), or null. */
  metBy: string | null;
  /** The allowed skill verified highest, met or not (first allowed on a tie), and its level: how close a gap is. */
  bestSkillId: string | null;
  bestLevel: SkillLevel | null;
  /** Whether a skill test can verify one of the allowed skills; the other gaps are closed through courses. */
  verifiable: boolean;
}

export interface CategoryReadiness {
  category: SkillCategory;
  total: number;
  metCount: number;
  /** metCount / total; 1 when the category asks nothing (nothing is missing). */
  fraction: number;
  requirements: RequirementOutcome[];
}

export interface RoleReadiness {
  roleId: string;
  total: number;
  metCount: number;
  fraction: number;
  ready: boolean;
  /** All four categories in the SPEC's order, also the empty ones, so screens lay them out the same for every role. */
  categories: CategoryReadiness[];
  met: RequirementOutcome[];
  missing: RequirementOutcome[];
}

export function requirementOutcome(
  requirement: SkillRequirement,
  verified: VerifiedSkills,
  verifiableSkillIds: ReadonlySet<string> = VERIFIABLE_SKILL_IDS,
): RequirementOutcome {
  let bestSkillId: string | null = null;
  let bestLevel: SkillLevel | null = null;
  for (const skillId of requirementSkillIds(requirement)) {
    const level = verified.get(skillId) ?? null;
    if (level && levelRank(level) > levelRank(bestLevel)) {
      bestSkillId = skillId;
      bestLevel = level;
    }
  }
  const met = satisfiesLevel(bestLevel, requirement.level);
  return {
    requirement,
    met,
    metBy: met ? bestSkillId : null,
    bestSkillId,
    bestLevel,
    verifiable: requirementSkillIds(requirement).some((id) => verifiableSkillIds.has(id)),
  };
}

const fractionOf = (metCount: number, total: number) => (total === 0 ? 1 : metCount / total);

export function roleReadiness(
  role: Pick<SkillRole, "id" | "requirements">,
  verified: VerifiedSkills,
  verifiableSkillIds: ReadonlySet<string> = VERIFIABLE_SKILL_IDS,
): RoleReadiness {
  const outcomes = role.requirements.map((r) => requirementOutcome(r, verified, verifiableSkillIds));
  const categories = SKILL_CATEGORIES.map((category): CategoryReadiness => {
    const requirements = outcomes.filter((o) => o.requirement.category === category);
    const metCount = requirements.filter((o) => o.met).length;
    return { category, total: requirements.length, metCount, fraction: fractionOf(metCount, requirements.length), requirements };
  });
  const met = outcomes.filter((o) => o.met);
  const missing = outcomes.filter((o) => !o.met);
  return {
    roleId: role.id,
    total: outcomes.length,
    metCount: met.length,
    fraction: fractionOf(met.length, outcomes.length),
    ready: missing.length === 0,
    categories,
    met,
    missing,
  };
}
