/**
 * Comments and replies (SPEC §3 comment / reply, §4 "a comment can be marked or unmarked as the answer… or deleted"),
 * as pure rules: where a reply is filed, what its id slug says, which page of its post holds it, which comment may
 * be the answer, and who may edit or delete it.
 */
import { slugify } from "../../shared/index.js";

/**
 * SPEC §9 names no size for a post's comments; 10 keeps a page readable, and the post page's thread (each comment with
 * all its replies) within the query cost limit (docs/decisions.md).
 */
export const FORUM_COMMENT_PAGE_SIZE = 10;
/** How many of a comment's first words its id slug is made of: enough to recognise it in a link. */
export const COMMENT_SLUG_WORDS = 8;

/** A comment as these rules see it: its author, and the top-level comment it replies to (null when it is one). */
export interface CommentShape {
  id: string;
  authorId: string;
  parentId: string | null;
}

/**
 * The top-level comment a reply is filed under. Replies are one level deep (SPEC §3: a comment has replies, a reply
 * has none), so a reply to a reply goes under the same top-level comment as the reply it answers.
 */
export function threadOf(repliedTo: Pick<CommentShape, "id" | "parentId">): string {
  return repliedTo.parentId ?? repliedTo.id;
}

/** The slug part of a comment's id slug: its first COMMENT_SLUG_WORDS words of visible text (may be empty). */
export function commentSlug(text: string): string {
  return slugify(text.split(/\s+/).filter(Boolean).slice(0, COMMENT_SLUG_WORDS).join(" "));
}

/**
 * The page of the post's top-level comment list (oldest first, `pageSize` a page) that holds the comment at
 * `position` (1-based) in that list. A position below 1 (a comment no longer in the list) gives the first page.
 */
export function pageOfPosition(position: number, pageSize: number): number {
  return Math.max(1, Math.ceil(position / pageSize));
}

/** Whether a comment may be marked as its post's answer, or why not: only a top-level comment answers the post. */
export function answerProblem(comment: Pick<CommentShape, "parentId">): string | null {
  return comment.parentId === null ? null : "A reply cannot be the answer: mark the comment it replies to.";
}

/** Who may edit a comment: its author only. */
export function mayEditComment(viewerId: string, comment: Pick<CommentShape, "authorId">): boolean {
  return comment.authorId === viewerId;
}

// Who may delete a comment (its author or its post's moderators) is rules/moderation.ts `mayDeleteContent`.

// ── The post's count of comments shown to everyone ──

/** A comment's own state as the shown count sees it. */
export interface CommentFlags {
  live: boolean;
  isHidden: boolean;
  underReview: boolean;
}

/**
 * A comment as the post's shown-comments counter sees it: its flags; for a reply, whether the comment it replies to
 * is public (null for a top-level comment); for a top-level comment, how many of its live replies are public.
 */
export interface CommentShownState extends CommentFlags {
  parentPublic: boolean | null;
  publicReplies: number;
}

/** Public: live and neither hidden nor under review (everyone who reads its forum may see it, by itself). */
export function isPublicComment(c: CommentFlags): boolean {
  return c.live && !c.isHidden && !c.underReview;
}

/**
 * How many comments of the post's shown count this comment accounts for: none unless it is public; a public reply
 * counts when the comment it replies to is public (a hidden comment's replies are not listed); a public top-level
 * comment counts with its public replies.
 */
export function shownCommentsOf(c: CommentShownState): number {
  if (!isPublicComment(c)) return 0;
  if (c.parentPublic === null) return 1 + c.publicReplies;
  return c.parentPublic ? 1 : 0;
}

/**
 * How a post's shown-comments counter moves when one comment's flags change (written, deleted with its replies,
 * hidden, shown again, put under review or cleared): what it accounts for after, less what it did before.
 */
export function shownCommentCountChange(before: CommentShownState, after: CommentFlags): number {
  return shownCommentsOf({ ...before, ...after }) - shownCommentsOf(before);
}
