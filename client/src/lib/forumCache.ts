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
  dropRootLists(cache, [...POST_LISTS, ...COMMENT_LISTS]);
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
