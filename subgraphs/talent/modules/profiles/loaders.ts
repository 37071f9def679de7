/**
 * Per-request DataLoaders of profiles: people, their work experiences and educations, and whether each person applied
 * where the viewer is the employer side (asked of jobs, rules/privacy.ts appliedToEmployerOfViewer).
 */
import DataLoader from "dataloader";
import { asc, desc, inArray, sql } from "drizzle-orm";
import { educations, users, workExperiences } from "../../../../drizzle/schema/talent.js";
import type { Db } from "../../../shared/db.js";
import { loaderByKey, loaderOfChildren } from "../../../shared/loaders.js";
import type { BaseContext } from "../../../shared/server.js";
import { isUuid } from "./rules/identity.js";

export function createProfileLoaders(db: Db) {
  return {
    // Ids that cannot be account ids (not UUIDs) are simply unknown; sending them would make Postgres fail the cast.
    user: loaderByKey(
      async (ids: readonly string[]) => {
        const valid = ids.filter(isUuid);
        return valid.length ? db.select().from(users).where(inArray(users.id, valid)) : [];
      },
      (r) => r.id,
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

/** Jobs' internal question (the platform only): which of these people applied where the viewer is the employer side. */
export const APPLICANTS_VISIBLE_QUERY = /* GraphQL */ `
  query ($viewerId: ID!, $jobAdmin: Boolean!, $userIds: [ID!]!) {
    applicantsVisibleTo(viewerId: $viewerId, jobAdmin: $jobAdmin, userIds: $userIds)
  }
`;

/** Whether each person applied where the viewer is the employer side: one call to jobs per request tick. */
export function applicationRelationLoader(base: BaseContext): DataLoader<string, boolean> {
  return new DataLoader<string, boolean>(async (userIds) => {
    const viewer = base.viewer;
    if (!viewer) return userIds.map(() => false);
    const data = await base.peers.ask<{ applicantsVisibleTo: string[] }>("jobs", APPLICANTS_VISIBLE_QUERY, {
      viewerId: viewer.id,
      jobAdmin: viewer.roles.includes("JOB_ADMIN"),
      userIds: [...userIds],
    });
    const granted = new Set(data.applicantsVisibleTo);
    return userIds.map((id) => granted.has(id));
  });
}
