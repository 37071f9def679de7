/** Per-request DataLoaders of the talent subgraph. */
import { asc, desc, inArray, sql } from "drizzle-orm";
import { careerRoles, educations, roleSkills, tools, users, workExperiences } from "../../drizzle/schema/talent.js";
import type { Db } from "../shared/db.js";
import { loaderByKey, loaderOfChildren } from "../shared/loaders.js";
import { isUuid } from "./rules/identity.js";

export function createTalentLoaders(db: Db) {
  return {
    // Ids that cannot be account ids (not UUIDs) are simply unknown; sending them would make Postgres fail the cast.
    user: loaderByKey(
      async (ids: readonly string[]) => {
        const valid = ids.filter(isUuid);
        return valid.length ? db.select().from(users).where(inArray(users.id, valid)) : [];
      },
      (r) => r.id,
    ),
    tool: loaderByKey(
      (ids: readonly string[]) =>
        db
          .select()
          .from(tools)
          .where(inArray(tools.id, [...ids])),
      (r) => r.id,
    ),
    careerRole: loaderByKey(
      (ids: readonly string[]) =>
        db
          .select()
          .from(careerRoles)
          .where(inArray(careerRoles.id, [...ids])),
      (r) => r.id,
    ),
    /** A role's skill set, CORE first, in the seed's order. */
    roleSkills: loaderOfChildren(
      (ids: readonly string[]) =>
        db
          .select()
          .from(roleSkills)
          .where(inArray(roleSkills.roleId, [...ids]))
          .orderBy(asc(roleSkills.roleId), asc(roleSkills.position)),
      (r) => r.roleId,
    ),
    /** Most recent first: current (no end) first, then latest end, then latest start. */
    workExperiences: loaderOfChildren(
      (userIds: readonly string[]) =>
        db
          .select()
          .from(workExperiences)
          .where(inArray(workExperiences.userId, [...userIds]))
          .orderBy(
            asc(workExperiences.userId),
            sql`${workExperiences.endMonth} desc nulls first`,
            desc(workExperiences.startMonth),
            desc(workExperiences.createdAt),
            desc(workExperiences.id),
          ),
      (r) => r.userId,
    ),
    educations: loaderOfChildren(
      (userIds: readonly string[]) =>
        db
          .select()
          .from(educations)
          .where(inArray(educations.userId, [...userIds]))
          .orderBy(
            asc(educations.userId),
            sql`${educations.endMonth} desc nulls first`,
            desc(educations.startMonth),
            desc(educations.createdAt),
            desc(educations.id),
          ),
      (r) => r.userId,
    ),
  };
}
export type TalentLoaders = ReturnType<typeof createTalentLoaders>;
