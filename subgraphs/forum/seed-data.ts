/**
 * The forum's seed data as one object, composed from the modules' (tags: categories and tags; posts: demo posts and
 * the demo's activity on them and the class notifications they wrote; comments: demo comments and the notifications
 * about them), for the tests and the router's tests that read it.
 */
import { FORUM_COMMENT_SEED } from "./modules/comments/index.js";
import { FORUM_POST_SEED } from "./modules/posts/index.js";
import { FORUM_TAG_SEED } from "./modules/tags/index.js";

export const FORUM_SEED = {
  categories: FORUM_TAG_SEED.categories,
  tags: FORUM_TAG_SEED.tags,
  posts: FORUM_POST_SEED.posts,
  postTags: FORUM_POST_SEED.postTags,
  retiredTagIds: FORUM_TAG_SEED.retiredTagIds,
  retitled: FORUM_POST_SEED.retitled,
  comments: FORUM_COMMENT_SEED.comments,
  answers: FORUM_COMMENT_SEED.answers,
  demo: { ...FORUM_POST_SEED.demo, commentVotes: FORUM_COMMENT_SEED.commentVotes },
  notifications: [...FORUM_COMMENT_SEED.notifications, ...FORUM_POST_SEED.classNotifications.map((c) => c.notification)],
  /** The demo readers' marks on the class notifications (group notifications keep theirs in notification_reads). */
  notificationReads: FORUM_POST_SEED.classNotifications.map((c) => c.read),
};
