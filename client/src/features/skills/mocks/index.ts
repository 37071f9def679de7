/**
 * The skills mock backend: roles, skill tests, each person's chosen role and verified skills, and readiness
 * (./skills.ts), with its share of the mock schema.
 */
import type { Resolvers } from "../../../__generated__/mock-resolvers";
import type { MockDeps } from "../../../mocks/common";
import { skillsResolvers } from "./skills";

export { loadMockSkills, mockSkillRoleOf, resetMockSkills, storedMockSkills } from "./skills";

export const skillsMockResolvers = (deps: MockDeps): Resolvers => skillsResolvers(deps);
