/**
 * The skills mock backend: roles, skill tests, each person's chosen role and verified skills, and readiness
 * (./skills.ts), skill-test attempts (./attempts.ts), rankings (./rankings.ts) and where a gap closes — a role's career
 * role and the courses teaching a skill (./discover.ts) — the Skills FAQ (./faq.ts), the assessments review
 * (./review.ts) and talent admins' management of tests, banks, roles and vocabulary (./admin.ts), with their share of
 * the mock schema.
 */
import type { Resolvers } from "../../../__generated__/mock-resolvers";
import type { MockDeps } from "../../../mocks/common";
import { attemptsResolvers } from "./attempts";
import { discoverResolvers } from "./discover";
import { faqResolvers } from "./faq";
import { rankingsResolvers } from "./rankings";
import { reviewResolvers } from "./review";
import {
  loadMockSkills as loadSkillsState,
  resetMockSkills as resetSkillsState,
  skillsResolvers,
  storedMockSkills as storedSkillsState,
} from "./skills";
import { loadMockSkillsAdmin, resetMockSkillsAdmin, skillsAdminResolvers, storedMockSkillsAdmin } from "./admin";

export { mockSkillRoleOf, type MockSkillRole } from "./skills";
export { mockRoleRequirements, mockSkillBank, mockSkillTestSettings, type MockBankQuestion } from "./admin";
export { finishMockSkillAttempt, mockAnswerKey, mockSkillAttempt, startMockSkillAttempt, type MockAttempt } from "./attempts";
export { mockRankedList } from "./rankings";
export { mockCoursesTeaching } from "./discover";
export { MOCK_REVIEW_ATTEMPTS, seedMockReviewQueue, withdrawMockAttemptResult } from "./review";

export function resetMockSkills(): void {
  resetSkillsState();
  resetMockSkillsAdmin();
}
/** The stored copies (read before resetMockBackend clears storage): the skills state's and the admins' changes, as one. */
export function storedMockSkills(): string | null {
  const skills = storedSkillsState();
  const admin = storedMockSkillsAdmin();
  return skills || admin ? JSON.stringify({ skills, admin }) : null;
}
export function loadMockSkills(raw: string | null): void {
  let stored: { skills?: string | null; admin?: string | null } = {};
  try {
    stored = raw ? (JSON.parse(raw) as typeof stored) : {};
  } catch {
    /* ignore a damaged copy */
  }
  // A copy saved before the admins' changes were stored beside it is the skills state alone.
  const combined = "skills" in stored || "admin" in stored;
  loadSkillsState(combined ? (stored.skills ?? null) : raw);
  loadMockSkillsAdmin(stored.admin ?? null);
}

/** The files' resolvers, type by type; a field answered by two is a mistake and fails loudly. */
export function skillsMockResolvers(deps: MockDeps): Resolvers {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const share of [
    skillsResolvers(deps),
    attemptsResolvers(deps),
    rankingsResolvers(deps),
    discoverResolvers(),
    faqResolvers(),
    reviewResolvers(deps),
    skillsAdminResolvers(deps),
  ]) {
    for (const [type, fields] of Object.entries(share)) {
      const into = (merged[type] ??= {});
      for (const [field, resolve] of Object.entries(fields as object)) {
        if (field in into) throw new Error(`Two skills mock resolvers answer ${type}.${field}`);
        into[field] = resolve;
      }
    }
  }
  return merged as Resolvers;
}
