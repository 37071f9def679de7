/**
 * Per-request DataLoaders of job applications: by id, each one's dated history, how many count per job
 * (Job.applications) and the viewer's own per job (Job.viewerApplication).
 */
import DataLoader from "dataloader";
import { and, asc, count, eq, inArray, ne } from "drizzle-orm";
import { jobApplicationHistory, jobApplications } from "../../../../drizzle/schema/jobs.js";
import type { Db } from "../../../shared/db.js";
import { loaderByKey, loaderOfChildren } from "../../../shared/loaders.js";

/** `viewerId`: the caller, for their own application to each job (null for visitors). */
export function createApplicationLoaders(db: Db, viewerId: string | null) {
  return {
    /** Applications per job that count (not withdrawn): Job.applications. */
    applicationCount: new DataLoader<number, number>(async (ids) => {
      const rows = await db
        .select({ jobId: jobApplications.jobId, n: count() })
        .from(jobApplications)
        .where(and(inArray(jobApplications.jobId, [...ids]), ne(jobApplications.status, "WITHDRAWN")))
        .groupBy(jobApplications.jobId);
      const byId = new Map(rows.map((r) => [r.jobId, r.n]));
      return ids.map((id) => byId.get(id) ?? 0);
    }),
    /** The viewer's application to each job (Job.viewerApplication). */
    viewerApplication: loaderByKey(
      (ids: readonly number[]) =>
        viewerId
          ? db
              .select()
              .from(jobApplications)
              .where(and(eq(jobApplications.applicantId, viewerId), inArray(jobApplications.jobId, [...ids])))
          : Promise.resolve([]),
      (r) => r.jobId,
    ),
    application: loaderByKey(
      (ids: readonly string[]) =>
        db
          .select()
          .from(jobApplications)
          .where(inArray(jobApplications.id, [...ids])),
      (r) => r.id,
    ),
    historyOfApplication: loaderOfChildren(
      (ids: readonly string[]) =>
        db
          .select()
          .from(jobApplicationHistory)
          .where(inArray(jobApplicationHistory.applicationId, [...ids]))
          .orderBy(asc(jobApplicationHistory.at), asc(jobApplicationHistory.id)),
      (r) => r.applicationId,
    ),
  };
}
