/**
 * Roles of the skills system (SPEC §3): a role is a set of skill requirements in the four categories. Distinct from the
 * vocabulary's career roles, which are what courses and jobs target; these are what a learner chooses on
 * /skills/choose-role and measures readiness against. Pure: the client and its mocks import this file.
 */
import { SKILL_CATEGORIES, SKILL_LEVELS, levelRank, type SkillCategory, type SkillLevel } from "./levels.js";

export const SENIORITIES = ["JUNIOR", "MID", "SENIOR"] as const;
export type Seniority = (typeof SENIORITIES)[number];

export const SENIORITY_LABELS: Readonly<Record<Seniority, string>> = { JUNIOR: "Junior", MID: "Mid-level", SENIOR: "Senior" };

/** AVAILABLE roles can be chosen; COMING_SOON ones are shown (with their planned requirements) but not chosen yet. */
export const SKILL_ROLE_STATUSES = ["AVAILABLE", "COMING_SOON"] as const;
export type SkillRoleStatus = (typeof SKILL_ROLE_STATUSES)[number];

/** SPEC §3: mandatory = verify that skill at least at the level; conditional = any one allowed skill at the level. */
export const REQUIREMENT_KINDS = ["MANDATORY", "CONDITIONAL"] as const;
export type RequirementKind = (typeof REQUIREMENT_KINDS)[number];

interface RequirementBase {
  /** Unique within a role and the same across a family's seniorities, so the client translates and compares by it. */
  id: string;
  category: SkillCategory;
  level: SkillLevel;
}
export interface MandatoryRequirement extends RequirementBase {
  kind: "MANDATORY";
  skillId: string;
}
export interface ConditionalRequirement extends RequirementBase {
  kind: "CONDITIONAL";
  /** What the condition asks for in words ("A front-end framework"), since no single skill names it. */
  title: string;
  /** The allowed skills, most common first; verifying any one of them at the level meets the requirement. */
  anyOf: readonly string[];
}
export type SkillRequirement = MandatoryRequirement | ConditionalRequirement;

export interface SkillRole {
  id: string;
  /** Shared by a role's seniorities ("frontend-developer"), so screens group them. */
  family: string;
  familyTitle: string;
  title: string;
  /** Null for roles not split by seniority (the coming-soon ones). */
  seniority: Seniority | null;
  status: SkillRoleStatus;
  /** The role this one is a variant of (business intelligence analyst of business analyst), or null. */
  variantOf: string | null;
  /** The career role (the vocabulary's, which courses and jobs target) whose courses and open jobs this role leads to. */
  careerRoleId: string | null;
  summary: string;
  requirements: readonly SkillRequirement[];
}

/** The skills that can meet a requirement. */
export function requirementSkillIds(requirement: SkillRequirement): readonly string[] {
  return requirement.kind === "MANDATORY" ? [requirement.skillId] : requirement.anyOf;
}

/** Every skill a role names, once, in requirement order. */
export function roleSkillIds(role: Pick<SkillRole, "requirements">): string[] {
  return [...new Set(role.requirements.flatMap(requirementSkillIds))];
}

export function requirementsInCategory(role: SkillRole, category: SkillCategory): SkillRequirement[] {
  return role.requirements.filter((r) => r.category === category);
}

/** Only available roles can be chosen as a learner's target. */
export function mayChooseRole(role: Pick<SkillRole, "status">): boolean {
  return role.status === "AVAILABLE";
}

/**
 * The order roles are listed in: available ones first, by family (families in the order their first role appears in
 * `roles`, the catalogue's own order) and seniority junior to senior; then the coming-soon ones in the catalogue's
 * order. So the seed's order is kept, and a role added to a family later still lists with its family.
 */
export function orderSkillRoles<R extends Pick<SkillRole, "family" | "seniority" | "status">>(roles: readonly R[]): R[] {
  const familyIndex = new Map<string, number>();
  roles.forEach((r, i) => {
    if (!familyIndex.has(r.family)) familyIndex.set(r.family, i);
  });
  const key = (role: R, index: number): number[] =>
    mayChooseRole(role)
      ? [0, familyIndex.get(role.family)!, role.seniority ? SENIORITIES.indexOf(role.seniority) : SENIORITIES.length, index]
      : [1, 0, 0, index];
  const keyed = roles.map((role, index) => ({ role, key: key(role, index) }));
  keyed.sort((a, b) => compareKeys(a.key, b.key));
  return keyed.map((x) => x.role);
}

function compareKeys(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}

export function findSkillRole(roles: readonly SkillRole[], id: string): SkillRole | null {
  return roles.find((r) => r.id === id) ?? null;
}

/** A family's roles, junior first. */
export function rolesOfFamily(roles: readonly SkillRole[], family: string): SkillRole[] {
  const order = (r: SkillRole) => (r.seniority ? SENIORITIES.indexOf(r.seniority) : -1);
  return roles.filter((r) => r.family === family).sort((a, b) => order(a) - order(b));
}

/**
 * What is wrong with a role's definition, in words (empty when nothing is): unknown or non-verifiable skills, duplicate
 * requirement ids, conditions with fewer than two distinct options, a category without requirements, an unknown level.
 * The seed's tests run it, and an admin editor can.
 */
export function roleProblems(role: SkillRole, skillIds: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const r of role.requirements) {
    if (seen.has(r.id)) problems.push(`${role.id}: requirement ${r.id} appears twice`);
    seen.add(r.id);
    if (!(SKILL_LEVELS as readonly string[]).includes(r.level)) problems.push(`${role.id}: ${r.id} has an unknown level ${r.level}`);
    for (const skillId of requirementSkillIds(r)) {
      if (!skillIds.has(skillId)) problems.push(`${role.id}: ${r.id} names ${skillId}, which is not a verifiable skill`);
    }
    if (r.kind === "CONDITIONAL" && new Set(r.anyOf).size < 2) problems.push(`${role.id}: ${r.id} allows fewer than two distinct skills`);
    if (r.kind === "CONDITIONAL" && new Set(r.anyOf).size !== r.anyOf.length) problems.push(`${role.id}: ${r.id} repeats a skill`);
  }
  for (const category of SKILL_CATEGORIES) {
    if (!role.requirements.some((r) => r.category === category)) problems.push(`${role.id}: no ${category} requirement`);
  }
  return problems;
}

/**
 * A more senior role asks at least what the one below it asks: every requirement of `lower` is in `higher` (same id,
 * kind and category) at the same or a higher level, and a condition allows no skill the lower one did not.
 */
export function seniorityProblems(lower: SkillRole, higher: SkillRole): string[] {
  const problems: string[] = [];
  for (const r of lower.requirements) {
    const h = higher.requirements.find((x) => x.id === r.id);
    if (!h) {
      problems.push(`${higher.id} drops ${r.id}`);
      continue;
    }
    if (h.kind !== r.kind || h.category !== r.category) problems.push(`${higher.id}: ${r.id} changes kind or category`);
    if (levelRank(h.level) < levelRank(r.level)) problems.push(`${higher.id}: ${r.id} asks a lower level than ${lower.id}`);
    const allowed = new Set(requirementSkillIds(r));
    if (requirementSkillIds(h).some((s) => !allowed.has(s))) problems.push(`${higher.id}: ${r.id} allows a skill ${lower.id} does not`);
  }
  return problems;
}
