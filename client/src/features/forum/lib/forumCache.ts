/**
 * What forum mutations do to the normalized cache besides what their answers carry (apollo.ts keys ForumPost and
 * ForumComment by short id). The server stays the judge of lists: a list that gains or loses an item is dropped and
 * read again when next shown; counts the page shows at once are adjusted in place.
 */
import type { ApolloCache, Reference } from "@apollo/client";

/** The paged lists of posts on the root query (feed, history, bookmarks, search). */
const POST_LISTS = ["forumPosts", "myForumPosts", "forumBookmarkedPosts", "forumSearch"] as const;
/** The paged lists of comments on the root query (history, bookmarks). */
const COMMENT_LISTS = ["myForumComments", "forumBookmarkedComments"] as const;
/** The forum admin pages' lists on the root query (support queue, reports, dashboard): content leaves or joins them. */
const MODERATION_LISTS = ["forumSupportPosts", "forumReports", "forumModerationSummary"] as const;

const postRef = (cache: ApolloCache, id: string) => cache.identify({ __typename: "ForumPost", id });
const commentRef = (cache: ApolloCache, id: string) => cache.identify({ __typename: "ForumComment", id });

function dropRootLists(cache: ApolloCache, names: readonly string[]) {
  for (const fieldName of names) cache.evict({ id: "ROOT_QUERY", fieldName });
}

/** A new post: the lists of posts get it (newest first), so they are read again. */
export function afterPostCreated(cache: ApolloCache) {
  dropRootLists(cache, POST_LISTS);
  cache.gc();
}

/** A deleted post is gone from every list and look-up at once: its object (and so every reference) goes. */
export function afterPostDeleted(cache: ApolloCache, postId: string) {
  cache.evict({ id: postRef(cache, postId) });
  dropRootLists(cache, [...POST_LISTS, ...COMMENT_LISTS, ...MODERATION_LISTS]);
  dropClassForumPosts(cache);
  cache.gc();
}

/** The tabs of every cached class forum (a ForumClass holds its pages of posts in `posts`), read again when shown. */
function dropClassForumPosts(cache: ApolloCache) {
  const normalized = cache.extract() as Record<string, unknown>;
  for (const id of Object.keys(normalized)) if (id.startsWith("ForumClass:")) cache.evict({ id, fieldName: "posts" });
}

/**
 * A pin or unpin: the answer carries the post's flags (one normalized object, so every card shows them); a class
 * forum's Pinned tab gains or loses it, so the class forums' tabs are read again. Hiding changes no list a moderator
 * sees (they still see it, marked).
 */
export function afterPostPinned(cache: ApolloCache) {
  dropClassForumPosts(cache);
  cache.gc();
}

/**
 * A bookmark the server confirmed: the viewer's list of bookmarks has a new first item, so it is read again when next
 * shown. Un-bookmarking keeps the list: an entry on the bookmark page stays, unpressed, and can be bookmarked again.
 */
export function afterBookmarked(cache: ApolloCache, target: "ForumPost" | "ForumComment") {
  dropRootLists(cache, [target === "ForumPost" ? "forumBookmarkedPosts" : "forumBookmarkedComments"]);
  cache.gc();
}

/** The operations that list tags (the tag browser, the full lists, the sidebar). */
const TAG_LIST_QUERIES = ["ForumTagBrowse", "ForumTagList", "ForumSidebar"];

/**
 * A tag created, edited or deleted: the server orders and counts the tags, so the mounted tag lists are read again
 * before the mutation settles (a dialog closes on fresh lists). Filtered among the active queries rather than named
 * outright: a full list that is not open is not an error. Spread into the mutation's options.
 */
export const REFRESH_TAG_LISTS = {
  refetchQueries: "active" as const,
  onQueryUpdated: (q: { queryName?: string }) => TAG_LIST_QUERIES.includes(q.queryName ?? ""),
  awaitRefetchQueries: true,
};

/** A deleted tag leaves the cache (ForumTag is normalized by id), so no list that is not re-read shows it. */
export function afterTagDeleted(cache: ApolloCache, tagId: string) {
  cache.evict({ id: cache.identify({ __typename: "ForumTag", id: tagId }) });
  cache.gc();
}

/**
 * A report sent: the reporter may not report it again, and it is hidden from others while it is reviewed (the reporter
 * sees it marked until they leave; lists re-read on their next visit leave it out). The moderators' lists change.
 */
export function afterContentReported(cache: ApolloCache, target: { __typename: "ForumPost" | "ForumComment"; id: string }) {
  const id = target.__typename === "ForumPost" ? postRef(cache, target.id) : commentRef(cache, target.id);
  cache.modify({ id, fields: { viewerMayReport: () => false, isUnderReview: () => true } });
  dropRootLists(cache, MODERATION_LISTS);
  cache.gc();
}

/**
 * A report approved: its content is deleted (a post with its comments; a comment with its replies, so the post's
 * counts and comment pages are read again). Dismissed: the answer shows the content again (isUnderReview false).
 * Either way the dashboard's and support queue's counts change.
 */
export function afterReportReviewed(cache: ApolloCache, approved: { postId: string | null; commentId: string | null } | null) {
  if (approved?.commentId) {
    cache.evict({ id: commentRef(cache, approved.commentId) });
    if (approved.postId) {
      const post = postRef(cache, approved.postId);
      for (const fieldName of ["comments", "commentCount", "answerCount", "answer"]) cache.evict({ id: post, fieldName });
    }
    dropRootLists(cache, COMMENT_LISTS);
  } else if (approved?.postId) {
    cache.evict({ id: postRef(cache, approved.postId) });
    dropRootLists(cache, [...POST_LISTS, ...COMMENT_LISTS]);
    dropClassForumPosts(cache);
  }
  dropRootLists(cache, ["forumSupportPosts", "forumModerationSummary"]);
  cache.gc();
}

/**
 * A new comment or reply: the post's comment count goes up at once. A reply is appended to its comment's replies
 * (they are oldest first, so it is the last); a top-level comment changes the post's paging, so its comment pages are
 * read again. The viewer's comment history gains it.
 */
export function afterCommentCreated(cache: ApolloCache, postId: string, commentId: string, parentId: string | null) {
  const post = postRef(cache, postId);
  const key = commentRef(cache, commentId);
  const comment: Reference | undefined = key ? { __ref: key } : undefined;
  cache.modify({ id: post, fields: { commentCount: (n: number) => n + 1 } });
  if (parentId && comment) {
    cache.modify({
      id: commentRef(cache, parentId),
      fields: {
        replyCount: (n: number) => n + 1,
        replies: (page: { items: Reference[] } | Reference) => ("items" in page ? { ...page, items: [...page.items, comment] } : page),
      },
    });
  } else cache.evict({ id: post, fieldName: "comments" });
  dropRootLists(cache, ["myForumComments"]);
  cache.gc();
}

/** A deleted comment and its replies: `removed` comments fewer on the post, its object gone, the pages read again. */
export function afterCommentDeleted(cache: ApolloCache, postId: string, commentId: string, removed: number, wasAnswer: boolean) {
  const post = postRef(cache, postId);
  cache.modify({
    id: post,
    fields: {
      commentCount: (n: number) => Math.max(0, n - removed),
      // An answer that is deleted is no longer the answer.
      ...(wasAnswer ? { answerCount: () => 0, answer: () => null } : {}),
    },
  });
  cache.evict({ id: commentRef(cache, commentId) });
  cache.evict({ id: post, fieldName: "comments" });
  dropRootLists(cache, COMMENT_LISTS);
  cache.gc();
}

/** One answer per post: marking a comment un-marks the one that was the answer (the server did; the answer says so). */
export function afterAnswerMarked(cache: ApolloCache, previousAnswerId: string | null, newAnswerId: string) {
  if (previousAnswerId && previousAnswerId !== newAnswerId) {
    cache.modify({ id: commentRef(cache, previousAnswerId), fields: { isAnswer: () => false } });
  }
}

/**
 * The unread badge: a read mark takes one off the cached count (never below 0). Run in a mutation's `update`, so the
 * optimistic pass drops the badge at once and a refused read puts it back with the optimistic layer.
 */
export function afterNotificationRead(cache: ApolloCache) {
  cache.modify({ fields: { forumUnreadNotificationCount: (n: number) => Math.max(0, n - 1) } });
}

/** All read: the badge goes to 0 and every cached notification is read (the lists are re-read after the server agrees). */
export function afterAllNotificationsRead(cache: ApolloCache) {
  const items: string[] = [];
  cache.modify({
    fields: {
      forumUnreadNotificationCount: () => 0,
      forumNotifications: (page: { items?: Reference[] } | Reference) => {
        if ("items" in page) for (const item of page.items ?? []) items.push(item.__ref);
        return page;
      },
    },
  });
  for (const id of items) cache.modify({ id, fields: { isRead: () => true } });
}

/**
 * A new post in a class forum: the class's tab lists (ForumClass.posts, every tab and page) are dropped and read again
 * when next shown, like the root lists a new post joins (the viewer's history, search).
 */
export function afterClassPostCreated(cache: ApolloCache, classSlug: string) {
  cache.evict({ id: cache.identify({ __typename: "ForumClass", id: classSlug }), fieldName: "posts" });
  afterPostCreated(cache);
}
