/**
 * The posts module: the feed, posts by id slug and by author, writing and editing posts, their image, votes, follows
 * and bookmarks (comments share the vote and mark machinery), the rules of posts and votes, which posts and comments
 * the viewer may see (the shared module's access rules as SQL for lists) and the viewer's scope as the services need
 * it. Depends on the shared and notifications modules.
 */
export * from "./rules/posts.js";
export * from "./rules/votes.js";
export { editableMarkdownOf, renderForumMarkdown } from "./rules/markdown.js";
export { forumHtmlOf } from "./services/markdown.js";
export {
  descriptionField,
  findPost,
  idSlugOf,
  livePost,
  postTitleField,
  softDeletePost,
  viewerMayResolve,
  withNewShortId,
} from "./services/posts.js";
export { castVote, recountVotes, setMark } from "./services/reactions.js";
export { classTitleOf, rolesOnlyScope, scopeFor } from "./services/scope.js";
export * from "./services/visibility.js";
export { postOfNotification } from "./services/notifications.js";
export type { PostRow } from "./mappers.js";
export { createPostLoaders, voteTallies, type PostLoaders } from "./loaders.js";
export { FORUM_POST_SEED, forumPostSeed } from "./seed-data.js";
export { forumPostDates } from "./dates-seed-data.js";
export { seedDemoClassNotifications, seedDemoPosts } from "./seed.js";
export { resolvers } from "./resolvers/index.js";
