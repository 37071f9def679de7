/**
 * Reports (SPEC §3, §4): readers report posts and comments with a reason; the content is under review (hidden from
 * others) until its moderators approve (delete) or dismiss (show again) it. Report-type notifications go out in the
 * same transaction. Reports keep their record (reason, excerpt, title) after the content is deleted.
 *
 * Who: a reader who sees the content and did not write it reports it (the moderation module's `reportRefusal`); its
 * moderators (forum admins everywhere, a class's instructors for their class) list and review reports.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { forumComments, forumPosts, forumReports } from "../../../../../drizzle/schema/forum.js";
import { isUniqueViolation, type Tx } from "../../../../shared/db.js";
import { conflict, forbidden, notFound, unauthenticated, type AppError } from "../../../../shared/errors.js";
import { requireViewer } from "../../../../shared/guards.js";
import { isUuid } from "../../../../shared/ids.js";
import { pageOfTable, pageWindow, type Page, type PageArgs } from "../../../../shared/pagination.js";
import { sanitizePlainText } from "../../../../shared/sanitize.js";
import { parseInput } from "../../../../shared/validation.js";
import type { ForumContext } from "../../../context.js";
import {
  commentContentOf,
  flagsOf,
  lockPostOfComments,
  softDeleteComment,
  visibleComment,
  withShownCount,
  type CommentRow,
} from "../../comments/index.js";
import {
  REPORTS_PAGE_SIZE,
  REPORT_REASON_LIMITS,
  approveReportsOf,
  deletionNoticesOf,
  mayReport,
  mayReviewReport,
  maySeeReport,
  reasonProblem,
  reportExcerpt,
  reportNoticesOf,
  reportRefusal,
  reportsOf,
  requireModeratorScope,
  reviewableReportsWhere,
  reviewedStatus,
  type ReportDecision,
  type ReportRefusal,
  type ReportTarget,
} from "../../moderation/index.js";
import { truncatePostTitle, writeAddressedNotifications, type NotificationView } from "../../notifications/index.js";
import { livePost, softDeletePost, type PostRow, classTitleOf, scopeFor } from "../../posts/index.js";
import { maySeeContent } from "../../shared/index.js";
import type { UserRef } from "../../../mappers.js";
import type { ReportRow, ReportStatus } from "../mappers.js";

// ── Reporting ──

/** The reason field: plain text (markup dropped, ends trimmed), 5-500 characters. Far longer raw input is refused first. */
const reasonInput = z.object({
  reason: z
    .string()
    .max(REPORT_REASON_LIMITS.max * 5, `At most ${REPORT_REASON_LIMITS.max} characters.`)
    .transform((t) => sanitizePlainText(t))
    .superRefine((text, issues) => {
      const problem = reasonProblem(text);
      if (problem) issues.addIssue({ code: "custom", message: problem });
    }),
});

/** The visible text of sanitized simple HTML, block ends kept apart by a space ("<p>a</p><p>b</p>" → "a b"). */
function visibleText(html: string): string {
  return sanitizePlainText(html.replace(/(<br\s*\/?>|<\/(?:p|li|h3|h4|blockquote|pre)>)/gi, "$1 "));
}

const REFUSALS: Record<ReportRefusal, (what: string, id: string) => AppError> = {
  UNAUTHENTICATED: () => unauthenticated(),
  NOT_FOUND: (what, id) => notFound(what, id),
  FORBIDDEN: () => forbidden("You cannot report what you wrote."),
  CONFLICT: () => alreadyReported(),
};
const alreadyReported = () => conflict("You have already reported this; it is waiting for review.");

/**
 * Locks the reported content's row until commit (FOR NO KEY UPDATE: reports, reviews and deletes of it take turns,
 * while votes and comments, whose foreign keys take only a key-share lock, go on) and reads it as it is now.
 */
async function lockContent(
  tx: Tx,
  target: ReportTarget,
): Promise<{ underReview: boolean; deletedAt: Date | null; authorId: string } | null> {
  // A comment's post first: the order every change of a post's shown comment count takes (comments/services/shown-count.ts).
  if (target.commentId !== null) await lockPostOfComments(tx, target.postId);
  const table = target.commentId === null ? forumPosts : forumComments;
  const id = target.commentId ?? target.postId;
  const [row] = await tx
    .select({ underReview: table.underReview, deletedAt: table.deletedAt, authorId: table.authorId })
    .from(table)
    .where(eq(table.id, id))
    .for("no key update");
  return row ?? null;
}

/** Puts the content under review or clears it; a comment's post's shown count moves with it. */
async function setUnderReview(tx: Tx, target: ReportTarget, underReview: boolean): Promise<void> {
  if (target.commentId === null) {
    await tx.update(forumPosts).set({ underReview }).where(eq(forumPosts.id, target.postId));
    return;
  }
  const commentId = target.commentId;
  await withShownCount(tx, { id: commentId, postId: target.postId }, async () => {
    const [row] = await tx.update(forumComments).set({ underReview }).where(eq(forumComments.id, commentId)).returning();
    return { result: undefined, after: row ? flagsOf(row) : null };
  });
}

interface NewReport extends ReportTarget {
  authorId: string;
  classSlug: string | null;
  excerpt: string;
  what: string;
  idSlug: string;
}

/**
 * Files the viewer's report in one transaction: the content locked, the report inserted, the content put under review
 * (hidden from others), REPORT_SUBMITED to its moderators' groups and CONTENT_REPORTED_HIDDEN to its author when it was
 * not under review yet. A second pending report of the same person and content is CONFLICT (reports_one_pending_idx
 * decides, also when both arrive at once).
 */
async function fileReport(ctx: ForumContext, report: NewReport, reason: string): Promise<ReportRow> {
  const viewer = requireViewer(ctx);
  const classTitle = await classTitleOf(ctx, report.classSlug);
  let row: ReportRow;
  try {
    row = await ctx.db.transaction(async (tx) => {
      const content = await lockContent(tx, report);
      if (!content || content.deletedAt) throw notFound(report.what, report.idSlug); // deleted in the meantime
      const [inserted] = await tx
        .insert(forumReports)
        .values({
          postId: report.postId,
          commentId: report.commentId,
          reporterId: viewer.id,
          authorId: report.authorId,
          reason,
          excerpt: report.excerpt,
          classSlug: report.classSlug,
          createdAt: ctx.now,
        })
        .returning();
      if (!content.underReview) await setUnderReview(tx, report, true);
      const notices = reportNoticesOf(report, content.underReview).map((n) => ({
        ...n,
        actorId: viewer.id,
        commentId: report.commentId,
        reportId: n.type === "REPORT_SUBMITED" ? inserted!.id : null,
        classTitle,
      }));
      await writeAddressedNotifications(tx, report.postId, ctx.now, notices);
      return inserted!;
    });
  } catch (err) {
    if (isUniqueViolation(err, "reports_one_pending_idx")) throw alreadyReported();
    throw err;
  }
  ctx.loaders.report.prime(row.id, row);
  if (report.commentId === null) {
    ctx.loaders.post.clear(report.postId);
    ctx.loaders.viewerReportedPost.clear(report.postId).prime(report.postId, true);
  } else {
    ctx.loaders.comment.clear(report.commentId);
    ctx.loaders.viewerReportedComment.clear(report.commentId).prime(report.commentId, true);
  }
  return row;
}

/**
 * The reason, once the viewer may report the content: who may not (NOT_FOUND, FORBIDDEN) is told so whatever the
 * reason says; a bad reason is BAD_USER_INPUT before an earlier pending report is CONFLICT, changing nothing.
 */
function checkedReason(refusal: ReportRefusal | null, what: string, idSlug: string, reason: string): string {
  if (refusal && refusal !== "CONFLICT") throw REFUSALS[refusal](what, idSlug);
  const data = parseInput(reasonInput, { reason });
  if (refusal) throw REFUSALS[refusal](what, idSlug);
  return data.reason;
}

/** Reports a post the viewer sees and did not write. */
export async function reportPost(ctx: ForumContext, idSlug: string, reason: string): Promise<ReportRow> {
  requireViewer(ctx);
  const post = await livePost(ctx, idSlug);
  const [scope, pending] = await Promise.all([scopeFor(ctx, post.classSlug), ctx.loaders.viewerReportedPost.load(post.id)]);
  const checked = checkedReason(reportRefusal(scope, post, pending), "Forum post", idSlug, reason);
  const excerpt = reportExcerpt(visibleText(post.description) || post.title);
  return fileReport(
    ctx,
    { postId: post.id, commentId: null, authorId: post.authorId, classSlug: post.classSlug, excerpt, what: "Forum post", idSlug },
    checked,
  );
}

/** Reports a comment or reply the viewer sees and did not write, as reportPost. */
export async function reportComment(ctx: ForumContext, idSlug: string, reason: string): Promise<ReportRow> {
  requireViewer(ctx);
  const { comment, post, scope } = await visibleComment(ctx, idSlug);
  const refusal = reportRefusal(scope, commentContentOf(comment, post), await ctx.loaders.viewerReportedComment.load(comment.id));
  const checked = checkedReason(refusal, "Forum comment", idSlug, reason);
  const excerpt = reportExcerpt(visibleText(comment.description));
  return fileReport(
    ctx,
    {
      postId: post.id,
      commentId: comment.id,
      authorId: comment.authorId,
      classSlug: post.classSlug,
      excerpt,
      what: "Forum comment",
      idSlug,
    },
    checked,
  );
}

// ── Reviewing ──

/** The report a review acts on: NOT_FOUND when unknown, FORBIDDEN unless the viewer moderates its content, CONFLICT once reviewed. */
async function reportToReview(ctx: ForumContext, id: string, decision: ReportDecision): Promise<ReportRow> {
  requireViewer(ctx);
  const report = isUuid(id) ? await ctx.loaders.report.load(id) : null;
  if (!report) throw notFound("Forum report", id);
  if (!maySeeReport(await scopeFor(ctx, report.classSlug), report))
    throw forbidden("Only the content's moderators may review its reports.");
  if (!reviewedStatus(report.status, decision)) throw conflict("This report has already been reviewed.");
  return report;
}

const targetOf = (r: ReportRow): ReportTarget => ({ postId: r.postId, commentId: r.commentId });

/**
 * Approves a pending report: in one transaction (the content locked) the content is deleted as its author would delete
 * it (a comment with its replies), every pending report of it is approved, and its author is told (CONTENT_DELETED).
 * Content its author already deleted is not deleted again, nor is anyone told. CONFLICT once reviewed (also when
 * another moderator reviews it at the same moment: the lock makes the second wait and find it settled).
 */
export async function approveReport(ctx: ForumContext, id: string): Promise<ReportRow> {
  const viewer = requireViewer(ctx);
  const report = await reportToReview(ctx, id, "APPROVE");
  const target = targetOf(report);
  const classTitle = await classTitleOf(ctx, report.classSlug);
  const { approved, deletedCommentIds } = await ctx.db.transaction(async (tx) => {
    const content = await lockContent(tx, target);
    const approved = await approveReportsOf(tx, target, viewer.id, ctx.now);
    const mine = approved.find((r) => r.id === report.id);
    if (!mine || !content) throw conflict("This report has already been reviewed.");
    let deletedCommentIds: string[] = [];
    if (!content.deletedAt) {
      if (target.commentId === null) await softDeletePost(tx, target.postId, viewer.id, ctx.now);
      else
        deletedCommentIds = (await softDeleteComment(tx, { id: target.commentId, postId: target.postId }, viewer.id, ctx.now)).map(
          (c) => c.id,
        );
      const notices = deletionNoticesOf(viewer.id, content.authorId).map((n) => ({
        ...n,
        actorId: viewer.id,
        commentId: target.commentId,
        classTitle,
      }));
      await writeAddressedNotifications(tx, target.postId, ctx.now, notices);
    }
    await setUnderReview(tx, target, false);
    return { approved: mine, deletedCommentIds };
  });
  ctx.loaders.report.clear(approved.id).prime(approved.id, approved);
  ctx.loaders.post.clear(target.postId);
  for (const commentId of deletedCommentIds) ctx.loaders.comment.clear(commentId);
  return approved;
}

/**
 * Dismisses a pending report: every pending report of the content is dismissed and it is no longer under review (shown
 * to everyone again, unless a moderator hid it). Nobody is told (the SPEC has no type for it). CONFLICT once reviewed.
 */
export async function dismissReport(ctx: ForumContext, id: string): Promise<ReportRow> {
  const viewer = requireViewer(ctx);
  const report = await reportToReview(ctx, id, "DISMISS");
  const target = targetOf(report);
  const dismissed = await ctx.db.transaction(async (tx) => {
    await lockContent(tx, target);
    const rows = await tx
      .update(forumReports)
      .set({ status: "DISMISSED", reviewedAt: ctx.now, reviewedBy: viewer.id })
      .where(and(reportsOf(target), eq(forumReports.status, "PENDING")))
      .returning();
    const mine = rows.find((r) => r.id === report.id);
    if (!mine) throw conflict("This report has already been reviewed.");
    await setUnderReview(tx, target, false);
    return mine;
  });
  ctx.loaders.report.clear(dismissed.id).prime(dismissed.id, dismissed);
  if (target.commentId === null) ctx.loaders.post.clear(target.postId);
  else ctx.loaders.comment.clear(target.commentId);
  return dismissed;
}

// ── Reading ──

/**
 * Reports the viewer may review (forum admins all; a class's instructors their class's), optionally of one status:
 * pending first, then newest, 5 a page (SPEC §9). FORBIDDEN for others. One statement for the page (fields batch
 * through the post and comment loaders).
 */
export async function listReports(ctx: ForumContext, args: PageArgs & { status?: ReportStatus | null }): Promise<Page<ReportRow>> {
  const window = pageWindow(args, REPORTS_PAGE_SIZE);
  const scope = await requireModeratorScope(ctx);
  const page = await pageOfTable(ctx.db, forumReports, window, {
    where: and(reviewableReportsWhere(scope), args.status ? eq(forumReports.status, args.status) : undefined),
    orderBy: [sql`(${forumReports.status} = 'PENDING') desc`, desc(forumReports.createdAt), desc(forumReports.id)],
  });
  for (const row of page.items) ctx.loaders.report.prime(row.id, row);
  return page;
}

/** A report by id, for those who may see it (its content's moderators); null otherwise. */
export async function findReport(ctx: ForumContext, id: string): Promise<ReportRow | null> {
  requireViewer(ctx);
  const report = isUuid(id) ? await ctx.loaders.report.load(id) : null;
  if (!report) return null;
  return maySeeReport(await scopeFor(ctx, report.classSlug), report) ? report : null;
}

/** The post, while it lives and the viewer may see it (a reporter no longer sees what they reported). */
async function seenPost(ctx: ForumContext, postId: string): Promise<PostRow | null> {
  const post = await ctx.loaders.post.load(postId);
  if (!post || post.deletedAt) return null;
  return maySeeContent(await scopeFor(ctx, post.classSlug), post) ? post : null;
}

export async function reportPostOf(ctx: ForumContext, r: ReportRow): Promise<PostRow | null> {
  return seenPost(ctx, r.postId);
}

export async function reportCommentOf(ctx: ForumContext, r: ReportRow): Promise<CommentRow | null> {
  if (!r.commentId) return null;
  const [comment, post] = await Promise.all([ctx.loaders.comment.load(r.commentId), seenPost(ctx, r.postId)]);
  if (!comment || comment.deletedAt || !post) return null;
  return maySeeContent(await scopeFor(ctx, post.classSlug), commentContentOf(comment, post)) ? comment : null;
}

/** The post's title as it is now (deleted posts included), at most 50 characters and "…" (SPEC §9). */
export async function reportPostTitle(ctx: ForumContext, r: ReportRow): Promise<string> {
  const post = await ctx.loaders.post.load(r.postId);
  // A foreign key keeps the post row (posts are soft-deleted), so a missing one is a broken invariant.
  if (!post) throw new Error(`report ${r.id} has no post ${r.postId}`);
  return truncatePostTitle(post.title);
}

export async function reportViewerMayReview(ctx: ForumContext, r: ReportRow): Promise<boolean> {
  if (!ctx.viewer) return false;
  return mayReviewReport(await scopeFor(ctx, r.classSlug), r);
}

export function reporterOf(r: ReportRow): UserRef & { __typename: "User" } {
  return { __typename: "User", id: r.reporterId };
}
export function reportAuthorOf(r: ReportRow): UserRef & { __typename: "User" } {
  return { __typename: "User", id: r.authorId };
}

/** Whether the viewer may report the post (rules/moderation.ts `mayReport`); the viewer's pending reports batched. */
export async function postViewerMayReport(ctx: ForumContext, post: PostRow): Promise<boolean> {
  if (!ctx.viewer || post.deletedAt) return false;
  const [scope, pending] = await Promise.all([scopeFor(ctx, post.classSlug), ctx.loaders.viewerReportedPost.load(post.id)]);
  return mayReport(scope, post, pending);
}

/** Whether the viewer may report the comment, as postViewerMayReport. */
export async function commentViewerMayReport(ctx: ForumContext, comment: CommentRow): Promise<boolean> {
  if (!ctx.viewer || comment.deletedAt) return false;
  const [post, pending] = await Promise.all([ctx.loaders.post.load(comment.postId), ctx.loaders.viewerReportedComment.load(comment.id)]);
  if (!post || post.deletedAt) return false;
  const scope = await scopeFor(ctx, post.classSlug);
  return maySeeContent(scope, post) && mayReport(scope, commentContentOf(comment, post), pending);
}

/** The report a notification is about (REPORT_SUBMITED), while the viewer may review it; null otherwise. */
export async function notificationReportOf(ctx: ForumContext, n: NotificationView): Promise<ReportRow | null> {
  if (n.type !== "REPORT_SUBMITED" || !n.reportId || !ctx.viewer) return null;
  const report = await ctx.loaders.report.load(n.reportId);
  if (!report) return null;
  return mayReviewReport(await scopeFor(ctx, report.classSlug), report) ? report : null;
}
