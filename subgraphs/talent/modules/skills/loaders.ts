/**
 * Per-request DataLoaders of the skills system: roles with their requirements and each requirement's skills, tests with
 * their skills and the tests verifying each skill, and per person their chosen role and verified skills. Each is one
 * statement per request tick, whatever the number of roles, requirements, skills or people asked about.
 */
import { asc, eq, inArray } from "drizzle-orm";
import {
  skillRequirementSkills,
  skillRequirements,
  skillRoles,
  skillTestSkills,
  skillTests,
  tools,
  userSkillRoles,
  verifiedSkills,
} from "../../../../drizzle/schema/talent.js";
import type { Db } from "../../../shared/db.js";
import { loaderByKey, loaderOfChildren } from "../../../shared/loaders.js";
import { isUuid } from "../profiles/rules/identity.js";

/** Person ids that cannot be account ids (not UUIDs) have nothing; sending them would make Postgres fail the cast. */
const personIds = (ids: readonly string[]) => ids.filter(isUuid);

export function createSkillLoaders(db: Db) {
  return {
    skillRole: loaderByKey(
      (ids: readonly string[]) =>
        db
          .select()
          .from(skillRoles)
          .where(inArray(skillRoles.id, [...ids])),
      (r) => r.id,
    ),
    /** A role's requirements in its order. */
    skillRequirements: loaderOfChildren(
      (roleIds: readonly string[]) =>
        db
          .select()
          .from(skillRequirements)
          .where(inArray(skillRequirements.roleId, [...roleIds]))
          .orderBy(asc(skillRequirements.roleId), asc(skillRequirements.position)),
      (r) => r.roleId,
    ),
    /** Every requirement's skills of a role, by role (grouped by requirement in services/roles.ts). */
    skillRequirementSkills: loaderOfChildren(
      (roleIds: readonly string[]) =>
        db
          .select()
          .from(skillRequirementSkills)
          .where(inArray(skillRequirementSkills.roleId, [...roleIds]))
          .orderBy(asc(skillRequirementSkills.roleId), asc(skillRequirementSkills.requirementId), asc(skillRequirementSkills.position)),
      (r) => r.roleId,
    ),
    skillTest: loaderByKey(
      (ids: readonly string[]) =>
        db
          .select()
          .from(skillTests)
          .where(inArray(skillTests.id, [...ids])),
      (r) => r.id,
    ),
    /** The skill ids a test verifies, in its order. */
    skillTestSkills: loaderOfChildren(
      (testIds: readonly string[]) =>
        db
          .select()
          .from(skillTestSkills)
          .where(inArray(skillTestSkills.testId, [...testIds]))
          .orderBy(asc(skillTestSkills.testId), asc(skillTestSkills.position)),
      (r) => r.testId,
    ),
    /** The tests verifying a skill (by tool id), at every level. */
    testsVerifyingSkill: loaderOfChildren(
      (toolIds: readonly string[]) =>
        db
          .select({ toolId: skillTestSkills.toolId, test: skillTests })
          .from(skillTestSkills)
          .innerJoin(skillTests, eq(skillTests.id, skillTestSkills.testId))
          .where(inArray(skillTestSkills.toolId, [...toolIds])),
      (r) => r.toolId,
    ),
    userSkillRole: loaderByKey(
      async (userIds: readonly string[]) => {
        const valid = personIds(userIds);
        return valid.length ? db.select().from(userSkillRoles).where(inArray(userSkillRoles.userId, valid)) : [];
      },
      (r) => r.userId,
    ),
    /** A person's verified skills by skill title. */
    verifiedSkills: loaderOfChildren(
      async (userIds: readonly string[]) => {
        const valid = personIds(userIds);
        if (!valid.length) return [];
        const rows = await db
          .select({ verified: verifiedSkills })
          .from(verifiedSkills)
          .innerJoin(tools, eq(tools.id, verifiedSkills.skillId))
          .where(inArray(verifiedSkills.userId, valid))
          .orderBy(asc(verifiedSkills.userId), asc(tools.title), asc(tools.id));
        return rows.map((r) => r.verified);
      },
      (r) => r.userId,
    ),
  };
}
