/**
 * Comments and replies on forum posts (SPEC §3 comment / reply, §4): writing and editing them (deleting is the
 * moderation module's), their votes and bookmarks, the lists and counts a post page shows, the post's answer and
 * resolved flag, and which comments the viewer may see. Replies are one
 * level deep: a reply to a reply is filed under the same top-level comment. Like posts, comments are soft-deleted;
 * a deleted comment, or any comment of a deleted post, is gone from every list and look-up, and every mutation on it
 * is NOT_FOUND. Only logged-in people read or write the forum (UNAUTHENTICATED otherwise).
 */
import { and, eq, isNull, ne, or } from "drizzle-orm";
import { z } from "zod";
import { forumComments, forumPostFollows, forumPosts } from "../../../../../drizzle/schema/forum.js";
import type { Tx } from "../../../../shared/db.js";
import { badInput, forbidden, notFound } from "../../../../shared/errors.js";
import { requireViewer } from "../../../../shared/guards.js";
import { pageWindow, toPage, type Page, type PageArgs } from "../../../../shared/pagination.js";
import { sanitizePlainText } from "../../../../shared/sanitize.js";
import { parseInput } from "../../../../shared/validation.js";
import type { Viewer } from "../../../../shared/viewer.js";
import type { ForumContext } from "../../../context.js";
import { writeNotifications } from "../../notifications/index.js";
import {
  castVote,
  descriptionField,
  livePost,
  mayVote,
  setMark,
  viewerMayResolve,
  withNewShortId,
  type ForumVoteChoice,
  type PostRow,
  type VoteTally,
  scopeFor,
} from "../../posts/index.js";
import { makeIdSlug, shortIdOf, maySeeContent, rolesScopeOf, type ForumScope, type ModeratedContent } from "../../shared/index.js";
import type { UserRef } from "../../../mappers.js";
import type { CommentRow } from "../mappers.js";
import {
  FORUM_COMMENT_PAGE_SIZE,
  answerProblem,
  commentSlug,
  isPublicComment,
  mayEditComment,
  pageOfPosition,
  shownCommentCountChange,
  threadOf,
} from "../rules/comments.js";
import { flagsOf, lockPostOfComments, moveShownCommentCount, withShownCount } from "./shown-count.js";

const liveComment = isNull(forumComments.deletedAt);
const livePostRow = isNull(forumPosts.deletedAt);

// ── Look-ups ──

/**
 * A comment or reply by its id slug, found by the short id it starts with (so a link made before an edit still
 * works); null when unknown or deleted, when its post is deleted, or when the viewer may not see it (a class forum
 * they are not in, hidden or under review: rules/access.ts `maySeeContent`). Courses is asked only when a class or
 * a hidden state is involved.
 */
export async function findComment(ctx: ForumContext, idSlug: string): Promise<CommentRow | null> {
  const viewer = requireViewer(ctx);
  const shortId = shortIdOf(idSlug);
  const row = shortId ? await ctx.loaders.comment.load(shortId) : null;
  if (!row || row.deletedAt) return null;
  const post = await ctx.loaders.post.load(row.postId);
  if (!post || post.deletedAt) return null;
  const postSeen = { authorId: post.authorId, classSlug: post.classSlug, isHidden: post.isHidden, underReview: post.underReview };
  const commentSeen = { authorId: row.authorId, classSlug: post.classSlug, isHidden: row.isHidden, underReview: row.underReview };
  const plain = (c: typeof postSeen) => c.classSlug === null && !c.isHidden && !c.underReview;
  if (plain(postSeen) && plain(commentSeen)) return row;
  const scope = post.classSlug === null ? rolesScopeOf(viewer) : await ctx.scope();
  return maySeeContent(scope, postSeen) && maySeeContent(scope, commentSeen) ? row : null;
}

/** The comment a mutation acts on: NOT_FOUND when unknown or deleted (or its post is). */
export async function commentToActOn(ctx: ForumContext, idSlug: string): Promise<CommentRow> {
  return (await findComment(ctx, idSlug)) ?? Promise.reject(notFound("Forum comment", idSlug));
}

/** The comment's id slug: its short id and the slug of its first words (the `#{id}` anchor on the post page). */
export function commentIdSlugOf(comment: CommentRow): string {
  // The stored slug is already a slug, so makeIdSlug keeps it as it is.
  return makeIdSlug(comment.id, comment.slug);
}

export async function postOfComment(ctx: ForumContext, comment: CommentRow): Promise<PostRow> {
  const post = await ctx.loaders.post.load(comment.postId);
  // A foreign key keeps the post row (posts are soft-deleted), so a missing one is a broken invariant.
  if (!post) throw new Error(`comment ${comment.id} has no post ${comment.postId}`);
  return post;
}

export async function parentCommentOf(ctx: ForumContext, comment: CommentRow): Promise<CommentRow | null> {
  return comment.parentId ? ctx.loaders.comment.load(comment.parentId) : null;
}

export function commentAuthorOf(comment: CommentRow): UserRef & { __typename: "User" } {
  return { __typename: "User", id: comment.authorId };
}

/** A comment as the visibility rule sees it: its own flags, its post's class. */
export function commentContentOf(comment: CommentRow, post: PostRow): ModeratedContent {
  return { authorId: comment.authorId, classSlug: post.classSlug, isHidden: comment.isHidden, underReview: comment.underReview };
}

/**
 * A comment the viewer may see, with its post and the viewer's scope: NOT_FOUND when unknown or deleted (or its post
 * is), or when the viewer may not see the post or the comment (another class, hidden or under review and not theirs
 * nor moderated by them). Moderators find hidden content of the forums they moderate.
 */
export async function visibleComment(
  ctx: ForumContext,
  idSlug: string,
): Promise<{ comment: CommentRow; post: PostRow; scope: ForumScope }> {
  const comment = await findComment(ctx, idSlug);
  const post = comment ? await ctx.loaders.post.load(comment.postId) : null;
  if (!comment || !post) throw notFound("Forum comment", idSlug);
  const scope = await scopeFor(ctx, post.classSlug);
  if (!maySeeContent(scope, post) || !maySeeContent(scope, commentContentOf(comment, post))) throw notFound("Forum comment", idSlug);
  return { comment, post, scope };
}

// ── What a post page shows ──

export async function replyCountOf(ctx: ForumContext, comment: CommentRow): Promise<number> {
  return comment.parentId ? 0 : ctx.loaders.replyCountOfComment.load(comment.id);
}

/** A comment's live replies, oldest first (a reply has none); batched across the comments of the request. */
export async function repliesOf(ctx: ForumContext, comment: CommentRow, args: PageArgs): Promise<Page<CommentRow>> {
  const window = pageWindow(args, FORUM_COMMENT_PAGE_SIZE);
  if (comment.parentId) return toPage([], window, async () => 0);
  const rows = await ctx.loaders.replyPageOfComment.load({ parent: comment.id, window });
  for (const row of rows) ctx.loaders.comment.prime(row.id, row);
  return toPage(rows, window, () => ctx.loaders.replyCountOfComment.load(comment.id));
}

/** The post's live top-level comments, oldest first; batched across the posts of the request. */
export async function commentsOfPost(ctx: ForumContext, post: PostRow, args: PageArgs): Promise<Page<CommentRow>> {
  const window = pageWindow(args, FORUM_COMMENT_PAGE_SIZE);
  const rows = await ctx.loaders.commentPageOfPost.load({ parent: post.id, window });
  for (const row of rows) ctx.loaders.comment.prime(row.id, row);
  return toPage(rows, window, () => ctx.loaders.topLevelCommentCountOfPost.load(post.id));
}

/**
 * The page of the post's comment list (at `pageSize`, default that list's) holding the comment, or for a reply its
 * top-level comment: where the post page opens to jump to `#{id}`.
 */
export async function commentPageInPost(ctx: ForumContext, comment: CommentRow, args: { pageSize?: number | null }): Promise<number> {
  const { pageSize } = pageWindow({ pageSize: args.pageSize }, FORUM_COMMENT_PAGE_SIZE);
  const position = await ctx.loaders.commentPositionInPost.load(threadOf(comment));
  return pageOfPosition(position, pageSize);
}

/** Live comments and replies of the post. */
export async function commentCountOf(ctx: ForumContext, post: PostRow): Promise<number> {
  return ctx.loaders.commentCountOfPost.load(post.id);
}

export async function answerOf(ctx: ForumContext, post: PostRow): Promise<CommentRow | null> {
  const answer = await ctx.loaders.answerOfPost.load(post.id);
  if (answer) ctx.loaders.comment.prime(answer.id, answer);
  return answer;
}

/** SPEC §3 answer_count: 0 or 1 (one answer per post, a database constraint). */
export async function answerCountOf(ctx: ForumContext, post: PostRow): Promise<number> {
  return (await answerOf(ctx, post)) ? 1 : 0;
}

export function commentVoteTallyOf(ctx: ForumContext, comment: CommentRow): Promise<VoteTally> {
  return ctx.loaders.commentVoteTally.load(comment.id);
}

export async function viewerBookmarkedComment(ctx: ForumContext, comment: CommentRow): Promise<boolean> {
  return ctx.viewer ? ctx.loaders.viewerBookmarkedComment.load(comment.id) : false;
}

export async function viewerMayEditComment(ctx: ForumContext, comment: CommentRow): Promise<boolean> {
  return !!ctx.viewer && mayEditComment(ctx.viewer.id, comment);
}

// ── Writing ──

/** The comment form: Markdown, 1-10000 characters of source, with some visible text once rendered. */
const commentInput = z.object({ description: descriptionField("COMMENT") });

/** The slug of a sanitized description: its first words. */
const slugOf = (html: string) => commentSlug(sanitizePlainText(html));

/**
 * Writes a comment on a live post, or a reply (`parentCommentId`: a comment of the same post; a reply to a reply is
 * filed under its top-level comment). In the same transaction: NEW_COMMENT to the post's followers, and for a reply
 * NEW_REPLY to the author of the comment replied to instead (never to the commenter); then the commenter starts
 * following the post, so what happens to it later reaches them as it reaches its author.
 */
export async function createComment(
  ctx: ForumContext,
  args: { postId: string; parentCommentId?: string | null; description: string },
): Promise<CommentRow> {
  const viewer = requireViewer(ctx);
  const post = await livePost(ctx, args.postId);
  let parentId: string | null = null;
  let repliedToAuthorId: string | null = null;
  if (args.parentCommentId != null) {
    const repliedTo = await commentToActOn(ctx, args.parentCommentId);
    if (repliedTo.postId !== post.id) {
      const message = "The comment replied to is on another post.";
      throw badInput(message, { parentCommentId: message });
    }
    parentId = threadOf(repliedTo);
    repliedToAuthorId = repliedTo.authorId;
  }
  const { description } = parseInput(commentInput, { description: args.description });
  const row = await withNewShortId("comments_pkey", (id) =>
    ctx.db.transaction(async (tx) => {
      // The post first, then the comment replied to (the order every change of a post's shown count takes).
      await lockPostOfComments(tx, post.id);
      let parentPublic: boolean | null = null;
      if (parentId) {
        // Holding the top-level comment (FOR SHARE) until commit: a delete of it waits for this reply and then takes
        // it along, or has already happened and the reply is refused. No live reply under a deleted comment.
        const [parent] = await tx
          .select({ deletedAt: forumComments.deletedAt, isHidden: forumComments.isHidden, underReview: forumComments.underReview })
          .from(forumComments)
          .where(and(eq(forumComments.id, parentId), liveComment))
          .for("share");
        if (!parent) throw notFound("Forum comment", args.parentCommentId!);
        parentPublic = isPublicComment(flagsOf(parent));
      }
      const [comment] = await tx
        .insert(forumComments)
        .values({
          id,
          slug: slugOf(description.html),
          postId: post.id,
          parentId,
          authorId: viewer.id,
          description: description.html,
          markdown: description.markdown,
          createdAt: ctx.now,
          modifiedDate: ctx.now,
        })
        .returning();
      const unwritten = { live: false, isHidden: false, underReview: false, parentPublic, publicReplies: 0 };
      await moveShownCommentCount(tx, post.id, shownCommentCountChange(unwritten, flagsOf(comment!)));
      // Before the commenter's follow: the followers told are those who were there (the actor is left out anyway).
      await writeNotifications(
        tx,
        { kind: "COMMENT", actorId: viewer.id, repliedToAuthorId },
        { postId: post.id, commentId: id, now: ctx.now },
      );
      await tx.insert(forumPostFollows).values({ postId: post.id, userId: viewer.id, createdAt: ctx.now }).onConflictDoNothing();
      return comment!;
    }),
  );
  ctx.loaders.comment.prime(row.id, row);
  ctx.loaders.viewerFollowsPost.clear(post.id).prime(post.id, true);
  return row;
}

/** Edits the viewer's own comment: its description (and so its slug); `modifiedDate` moves. */
export async function updateComment(ctx: ForumContext, idSlug: string, description: string): Promise<CommentRow> {
  const viewer = requireViewer(ctx);
  const comment = await commentToActOn(ctx, idSlug);
  if (!mayEditComment(viewer.id, comment)) throw forbidden("Only the comment's author may edit it.");
  const data = parseInput(commentInput, { description });
  const [row] = await ctx.db
    .update(forumComments)
    .set({
      description: data.description.html,
      markdown: data.description.markdown,
      slug: slugOf(data.description.html),
      modifiedDate: ctx.now,
    })
    .where(and(eq(forumComments.id, comment.id), liveComment))
    .returning();
  if (!row) throw notFound("Forum comment", idSlug); // deleted in the meantime
  ctx.loaders.comment.clear(row.id).prime(row.id, row);
  return row;
}

/**
 * Soft-deletes a live comment and its live replies in `tx`, in one statement (deleteComment, and approving a report
 * of it), its post's shown count moving with them; a deleted answer stops being the answer. Returns the rows it
 * deleted (none when it was already deleted).
 */
export async function softDeleteComment(tx: Tx, comment: { id: string; postId: string }, by: string, now: Date): Promise<CommentRow[]> {
  return withShownCount(tx, comment, async () => {
    const rows = await tx
      .update(forumComments)
      .set({ deletedAt: now, deletedBy: by, isAnswer: false })
      .where(and(or(eq(forumComments.id, comment.id), eq(forumComments.parentId, comment.id)), liveComment))
      .returning();
    const deleted = rows.find((r) => r.id === comment.id);
    return { result: rows, after: deleted ? flagsOf(deleted) : null };
  });
}

// ── Votes and bookmarks ──

/** Records the viewer's vote on a comment, replacing an earlier one; NONE takes it back. */
export async function voteComment(ctx: ForumContext, idSlug: string, choice: ForumVoteChoice): Promise<CommentRow> {
  const viewer = requireViewer(ctx);
  const comment = await commentToActOn(ctx, idSlug);
  if (choice !== "NONE" && !mayVote(viewer.id, comment)) throw forbidden("You cannot vote on your own comment.");
  await castVote(ctx, viewer, "comment", comment.id, choice);
  return comment;
}

async function markComment(ctx: ForumContext, idSlug: string, on: boolean): Promise<CommentRow> {
  const viewer = requireViewer(ctx);
  const comment = await commentToActOn(ctx, idSlug);
  await setMark(ctx, viewer, "commentBookmark", comment.id, on);
  return comment;
}

export const bookmarkComment = (ctx: ForumContext, idSlug: string) => markComment(ctx, idSlug, true);
export const unbookmarkComment = (ctx: ForumContext, idSlug: string) => markComment(ctx, idSlug, false);

// ── The answer and the resolved flag ──

/**
 * The post an answer or resolve action acts on, once the viewer may do it (its author or its forum's moderators:
 * rules/access.ts `mayResolvePost`): FORBIDDEN otherwise.
 */
async function postToModerate(ctx: ForumContext, viewer: Viewer, post: PostRow): Promise<PostRow> {
  if (!(await viewerMayResolve(ctx, viewer, post))) throw forbidden("Only the post's author or its moderators may do this.");
  return post;
}

/**
 * Marks a top-level comment as its post's answer, replacing an earlier one. The post row is locked first (FOR NO KEY
 * UPDATE: it serializes answer changes on the post without blocking votes and comments, whose foreign keys only
 * take a key-share lock), so two people marking at once end with one answer, the later one; the partial unique index
 * comments_one_answer_per_post_idx guarantees it regardless. A comment that becomes the answer notifies the post's
 * followers and its author (POST_HAVE_ANSWER, never the one who marked it) in the same transaction; marking the
 * answer again changes nothing and tells nobody.
 */
export async function markAnswer(ctx: ForumContext, idSlug: string): Promise<CommentRow> {
  const viewer = requireViewer(ctx);
  const comment = await commentToActOn(ctx, idSlug);
  const post = await postToModerate(ctx, viewer, await postOfComment(ctx, comment));
  const problem = answerProblem(comment);
  if (problem) throw badInput(problem, { id: problem });
  const row = await ctx.db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: forumPosts.id })
      .from(forumPosts)
      .where(and(eq(forumPosts.id, post.id), livePostRow))
      .for("no key update");
    if (!locked) throw notFound("Forum post", post.id); // deleted in the meantime
    await tx
      .update(forumComments)
      .set({ isAnswer: false })
      .where(and(eq(forumComments.postId, post.id), eq(forumComments.isAnswer, true), ne(forumComments.id, comment.id)));
    const [marked] = await tx
      .update(forumComments)
      .set({ isAnswer: true })
      .where(and(eq(forumComments.id, comment.id), liveComment, eq(forumComments.isAnswer, false)))
      .returning();
    if (marked) {
      await writeNotifications(
        tx,
        { kind: "ANSWER", actorId: viewer.id, answerAuthorId: marked.authorId },
        { postId: post.id, commentId: marked.id, now: ctx.now },
      );
      return marked;
    }
    // Already the answer (nothing to tell), or deleted in the meantime.
    const [already] = await tx
      .select()
      .from(forumComments)
      .where(and(eq(forumComments.id, comment.id), liveComment));
    if (!already) throw notFound("Forum comment", idSlug);
    return already;
  });
  ctx.loaders.comment.clear(row.id).prime(row.id, row);
  ctx.loaders.answerOfPost.clear(post.id).prime(post.id, row);
  return row;
}

/** Takes the answer mark off a comment (the post's author or a moderator); fine when it is not the answer. */
export async function unmarkAnswer(ctx: ForumContext, idSlug: string): Promise<CommentRow> {
  const viewer = requireViewer(ctx);
  const comment = await commentToActOn(ctx, idSlug);
  const post = await postToModerate(ctx, viewer, await postOfComment(ctx, comment));
  const [row] = await ctx.db
    .update(forumComments)
    .set({ isAnswer: false })
    .where(and(eq(forumComments.id, comment.id), liveComment))
    .returning();
  if (!row) throw notFound("Forum comment", idSlug); // deleted in the meantime
  ctx.loaders.comment.clear(row.id).prime(row.id, row);
  ctx.loaders.answerOfPost.clear(post.id);
  return row;
}

/** Sets the post's resolved flag (the post's author or a moderator); setting it to what it is is fine. */
async function setResolved(ctx: ForumContext, idSlug: string, isResolved: boolean): Promise<PostRow> {
  const viewer = requireViewer(ctx);
  const post = await postToModerate(ctx, viewer, await livePost(ctx, idSlug));
  // Not an edit of what the author wrote, so modifiedDate stays.
  const [row] = await ctx.db
    .update(forumPosts)
    .set({ isResolved })
    .where(and(eq(forumPosts.id, post.id), livePostRow))
    .returning();
  if (!row) throw notFound("Forum post", idSlug); // deleted in the meantime
  ctx.loaders.post.clear(row.id).prime(row.id, row);
  return row;
}

export const resolvePost = (ctx: ForumContext, idSlug: string) => setResolved(ctx, idSlug, true);
export const unresolvePost = (ctx: ForumContext, idSlug: string) => setResolved(ctx, idSlug, false);
