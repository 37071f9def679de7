/**
 * The shared module's access rules (rules/access.ts) as SQL conditions, for lists: which posts and comments the
 * viewer may see. A single row is checked with the pure rule (`maySeeContent`); a list filters in its statement so
 * pages stay full.
 */
import { and, eq, inArray, isNull, not, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { forumComments, forumPosts } from "../../../../../drizzle/schema/forum.js";
import { memberClassSlugs, moderatedClassSlugs, type ForumScope } from "../../shared/index.js";

const TRUE = sql`true`;
const FALSE = sql`false`;
const inSlugs = (column: typeof forumPosts.classSlug, slugs: string[]) => (slugs.length ? inArray(column, slugs) : FALSE);

/** Posts of the forums the viewer may read: the general forum, their classes' forums, every forum for forum admins. */
export function readableForumsWhere(scope: ForumScope): SQL {
  if (scope.isForumAdmin) return TRUE;
  return or(isNull(forumPosts.classSlug), inSlugs(forumPosts.classSlug, memberClassSlugs(scope)))!;
}

/** Posts of the general forum only (the feed, tag feeds, a person's posts on their profile). */
export const generalForumWhere: SQL = isNull(forumPosts.classSlug);

/** Posts the viewer may see in a forum they may read: shown ones, their own, and all in the forums they moderate. */
export function visiblePostsWhere(scope: ForumScope): SQL {
  if (scope.isForumAdmin) return TRUE;
  return or(
    and(not(forumPosts.isHidden), not(forumPosts.underReview)),
    eq(forumPosts.authorId, scope.viewerId),
    inSlugs(forumPosts.classSlug, moderatedClassSlugs(scope)),
  )!;
}

/** Both: posts the viewer may see (every list of posts not already limited to one readable forum uses this). */
export function readablePostsWhere(scope: ForumScope): SQL {
  return and(readableForumsWhere(scope), visiblePostsWhere(scope))!;
}

/**
 * Comments the viewer may see (lists of a post they may read): shown ones, their own, and all under the posts of the
 * forums they moderate. `comments` is the comments table or an alias of it.
 */
/** The columns of the comments table (or an alias of it) the comment rule reads. */
export interface CommentColumns {
  isHidden: AnyPgColumn;
  underReview: AnyPgColumn;
  authorId: AnyPgColumn;
  postId: AnyPgColumn;
}

export function visibleCommentsWhere(scope: ForumScope, comments: CommentColumns = forumComments): SQL {
  if (scope.isForumAdmin) return TRUE;
  const moderated = moderatedClassSlugs(scope);
  return or(
    and(not(comments.isHidden), not(comments.underReview)),
    eq(comments.authorId, scope.viewerId),
    moderated.length
      ? inArray(comments.postId, sql`(select ${forumPosts.id} from ${forumPosts} where ${inArray(forumPosts.classSlug, moderated)})`)
      : FALSE,
  )!;
}
