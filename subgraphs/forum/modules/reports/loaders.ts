/**
 * Per-request DataLoaders of the reports module: reports by id, and whether the viewer has a pending report on each
 * post or comment (for visitors without a statement).
 */
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { forumReports } from "../../../../drizzle/schema/forum.js";
import type { Db } from "../../../shared/db.js";
import { loaderByKey } from "../../../shared/loaders.js";
import type { Viewer } from "../../../shared/viewer.js";
import { viewerHas } from "../../dataloaders.js";

export function createReportLoaders(db: Db, viewer: Viewer | null) {
  const viewerId = viewer?.id ?? null;
  return {
    /** Reports by id (the services decide who may see one). */
    report: loaderByKey(
      (ids: readonly string[]) =>
        db
          .select()
          .from(forumReports)
          .where(inArray(forumReports.id, [...ids])),
      (r) => r.id,
    ),
    /** Whether the viewer has a pending report on each post (the post itself, not its comments): `viewerMayReport`. */
    viewerReportedPost: viewerHas<string>(viewerId, (userId, postIds) =>
      db
        .select({ key: forumReports.postId })
        .from(forumReports)
        .where(
          and(
            eq(forumReports.reporterId, userId),
            eq(forumReports.status, "PENDING"),
            isNull(forumReports.commentId),
            inArray(forumReports.postId, postIds),
          ),
        ),
    ),
    /** Whether the viewer has a pending report on each comment. */
    viewerReportedComment: viewerHas<string>(viewerId, (userId, commentIds) =>
      db
        .select({ key: sql<string>`${forumReports.commentId}` })
        .from(forumReports)
        .where(and(eq(forumReports.reporterId, userId), eq(forumReports.status, "PENDING"), inArray(forumReports.commentId, commentIds))),
    ),
  };
}
export type ReportLoaders = ReturnType<typeof createReportLoaders>;
