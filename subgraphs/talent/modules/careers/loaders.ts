/**
 * Per-request DataLoaders of career services: each learner's services, projects and reviews, and each staff member's
 * assigned learner count. One statement per request tick whatever the number of learners.
 */
import { desc, inArray, or, sql } from "drizzle-orm";
import DataLoader from "dataloader";
import { careerReviews, careerServices, portfolioProjects } from "../../../../drizzle/schema/talent.js";
import type { Db } from "../../../shared/db.js";
import { loaderByKey, loaderOfChildren } from "../../../shared/loaders.js";
import { isUuid } from "../profiles/rules/identity.js";
import type { CareerStaffKind } from "./rules/limits.js";

const uuids = (ids: readonly string[]) => ids.filter(isUuid);

export function createCareerLoaders(db: Db) {
  return {
    careerServicesOf: loaderByKey(
      (ids: readonly string[]) =>
        uuids(ids).length
          ? db
              .select()
              .from(careerServices)
              .where(inArray(careerServices.learnerId, uuids(ids)))
          : Promise.resolve([]),
      (r) => r.learnerId,
    ),
    portfolioProjectsOf: loaderOfChildren(
      (ids: readonly string[]) =>
        db
          .select()
          .from(portfolioProjects)
          .where(inArray(portfolioProjects.learnerId, [...ids]))
          .orderBy(desc(portfolioProjects.submittedAt), desc(portfolioProjects.id)),
      (r) => r.learnerId,
    ),
    careerReviewsOf: loaderOfChildren(
      (ids: readonly string[]) =>
        db
          .select()
          .from(careerReviews)
          .where(inArray(careerReviews.learnerId, [...ids]))
          .orderBy(desc(careerReviews.requestedAt), desc(careerReviews.id)),
      (r) => r.learnerId,
    ),
    portfolioProject: loaderByKey(
      (ids: readonly string[]) =>
        uuids(ids).length
          ? db
              .select()
              .from(portfolioProjects)
              .where(inArray(portfolioProjects.id, uuids(ids)))
          : Promise.resolve([]),
      (r) => r.id,
    ),
    careerReview: loaderByKey(
      (ids: readonly string[]) =>
        uuids(ids).length
          ? db
              .select()
              .from(careerReviews)
              .where(inArray(careerReviews.id, uuids(ids)))
          : Promise.resolve([]),
      (r) => r.id,
    ),
    /** Learners assigned per `staffId:KIND`. */
    assignedLearnerCount: new DataLoader<string, number>(async (keys) => {
      const ids = [...new Set(keys.map((k) => k.split(":")[0]!))].filter(isUuid);
      const counts = new Map<string, number>();
      if (ids.length) {
        const rows = await db
          .select({
            mentorId: careerServices.mentorId,
            coachId: careerServices.coachId,
            n: sql<number>`count(*)::int`,
          })
          .from(careerServices)
          .where(or(inArray(careerServices.mentorId, ids), inArray(careerServices.coachId, ids)))
          .groupBy(careerServices.mentorId, careerServices.coachId);
        const add = (key: string, n: number) => counts.set(key, (counts.get(key) ?? 0) + n);
        for (const r of rows) {
          if (r.mentorId) add(`${r.mentorId}:${"MENTOR" satisfies CareerStaffKind}`, Number(r.n));
          if (r.coachId) add(`${r.coachId}:${"COACH" satisfies CareerStaffKind}`, Number(r.n));
        }
      }
      return keys.map((k) => counts.get(k) ?? 0);
    }),
  };
}
