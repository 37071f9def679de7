/**
 * Deleting posts and comments (soft: they leave every list and look-up at once): their authors, or their moderators
 * (forum admins, the class's instructors: rules/moderation.ts `mayDeleteContent`). When moderators delete content,
 * its pending reports are approved with it (here for deleteForumPost and deleteForumComment; the reports module's
 * approveForumReport does the same) and its author is told (CONTENT_DELETED).
 */
import { and, eq, isNull } from "drizzle-orm";
import { forumReports } from "../../../../../drizzle/schema/forum.js";
import type { Tx } from "../../../../shared/db.js";
import { forbidden, notFound } from "../../../../shared/errors.js";
import { requireViewer } from "../../../../shared/guards.js";
import type { ForumContext } from "../../../context.js";
import { commentIdSlugOf, commentToActOn, postOfComment, softDeleteComment } from "../../comments/index.js";
import { writeAddressedNotifications } from "../../notifications/index.js";
import { idSlugOf, livePost, softDeletePost, classTitleOf, scopeFor } from "../../posts/index.js";
import { deletionNoticesOf, mayDeleteContent } from "../rules/moderation.js";

/** What a report is about: a post (`commentId` null) or a comment of that post. */
export interface ReportTarget {
  postId: string;
  commentId: string | null;
}

/** The reports of exactly this content (a post's own, not its comments'), as SQL. */
export const reportsOf = (target: ReportTarget) =>
  and(
    eq(forumReports.postId, target.postId),
    target.commentId === null ? isNull(forumReports.commentId) : eq(forumReports.commentId, target.commentId),
  );

/**
 * Approves, in the caller's transaction, every pending report of exactly this content (a post's own reports, or a
 * comment's): used when its moderators delete it (deleteForumPost, deleteForumComment, approveForumReport). Reports of
 * other content that went with it (a deleted post's comments, a comment's replies) stay pending for their own review.
 */
export async function approveReportsOf(tx: Tx, target: ReportTarget, by: string, now: Date) {
  return tx
    .update(forumReports)
    .set({ status: "APPROVED", reviewedAt: now, reviewedBy: by })
    .where(and(reportsOf(target), eq(forumReports.status, "PENDING")))
    .returning();
}

/**
 * Deletes a post (soft: it leaves every list and look-up at once): its author, or its moderators (forum admins, the
 * class's instructors: rules/moderation.ts `mayDeleteContent`). When a moderator deletes someone else's post, in the
 * same transaction its pending reports are approved and its author is told (CONTENT_DELETED). Returns the id slug it had.
 */
export async function deletePost(ctx: ForumContext, idSlug: string): Promise<string> {
  const viewer = requireViewer(ctx);
  const post = await livePost(ctx, idSlug);
  if (!mayDeleteContent(await scopeFor(ctx, post.classSlug), post))
    throw forbidden("Only the post's author or its moderators may delete it.");
  const byModerator = post.authorId !== viewer.id;
  const classTitle = byModerator ? await classTitleOf(ctx, post.classSlug) : null;
  const row = await ctx.db.transaction(async (tx) => {
    const deleted = await softDeletePost(tx, post.id, viewer.id, ctx.now);
    if (!deleted) throw notFound("Forum post", idSlug); // deleted in the meantime
    if (byModerator) {
      await approveReportsOf(tx, { postId: post.id, commentId: null }, viewer.id, ctx.now);
      const notices = deletionNoticesOf(viewer.id, post.authorId).map((n) => ({ ...n, actorId: viewer.id, classTitle }));
      await writeAddressedNotifications(tx, post.id, ctx.now, notices);
    }
    return deleted;
  });
  ctx.loaders.post.clear(post.id).prime(post.id, row);
  return idSlugOf(row);
}

/**
 * Deletes a comment with its replies (soft: they leave every list and look-up): its author, or its post's moderators
 * (forum admins, the class's instructors: rules/moderation.ts `mayDeleteContent`). A deleted answer stops being the
 * answer. When a moderator deletes someone else's comment, in the same transaction its pending reports are approved
 * and its author is told (CONTENT_DELETED). Returns the id slug the comment had.
 */
export async function deleteComment(ctx: ForumContext, idSlug: string): Promise<string> {
  const viewer = requireViewer(ctx);
  const comment = await commentToActOn(ctx, idSlug);
  const post = await postOfComment(ctx, comment);
  const scope = await scopeFor(ctx, post.classSlug);
  if (!mayDeleteContent(scope, { authorId: comment.authorId, classSlug: post.classSlug })) {
    throw forbidden("Only the comment's author or its post's moderators may delete it.");
  }
  const byModerator = comment.authorId !== viewer.id;
  const classTitle = byModerator ? await classTitleOf(ctx, post.classSlug) : null;
  const rows = await ctx.db.transaction(async (tx) => {
    const deleted = await softDeleteComment(tx, { id: comment.id, postId: post.id }, viewer.id, ctx.now);
    if (!deleted.some((r) => r.id === comment.id)) throw notFound("Forum comment", idSlug); // deleted in the meantime
    if (byModerator) {
      await approveReportsOf(tx, { postId: post.id, commentId: comment.id }, viewer.id, ctx.now);
      const notices = deletionNoticesOf(viewer.id, comment.authorId).map((n) => ({
        ...n,
        actorId: viewer.id,
        commentId: comment.id,
        classTitle,
      }));
      await writeAddressedNotifications(tx, post.id, ctx.now, notices);
    }
    return deleted;
  });
  for (const r of rows) ctx.loaders.comment.clear(r.id).prime(r.id, r);
  ctx.loaders.answerOfPost.clear(post.id);
  return commentIdSlugOf(rows.find((r) => r.id === comment.id)!);
}
