/**
 * The skills mock backend: roles, skill tests, each person's chosen role and verified skills, and readiness
 * (./skills.ts), skill-test attempts (./attempts.ts), rankings (./rankings.ts) and where a gap closes — a role's career
 * role and the courses teaching a skill (./discover.ts) — with their share of the mock schema.
 */
import type { Resolvers } from "../../../__generated__/mock-resolvers";
import type { MockDeps } from "../../../mocks/common";
import { attemptsResolvers } from "./attempts";
import { discoverResolvers } from "./discover";
import { rankingsResolvers } from "./rankings";
import { skillsResolvers } from "./skills";

export { loadMockSkills, mockSkillRoleOf, resetMockSkills, storedMockSkills, type MockSkillRole } from "./skills";
export { finishMockSkillAttempt, mockAnswerKey, mockSkillAttempt, startMockSkillAttempt, type MockAttempt } from "./attempts";
export { mockRankedList } from "./rankings";
export { mockCoursesTeaching } from "./discover";

/** The files' resolvers, type by type; a field answered by two is a mistake and fails loudly. */
export function skillsMockResolvers(deps: MockDeps): Resolvers {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const share of [skillsResolvers(deps), attemptsResolvers(deps), rankingsResolvers(deps), discoverResolvers()]) {
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
