/**
 * Forum: feed, posts and comments, tags, class forums, notifications and moderation. Pages are not exported:
 * app/routes.tsx loads each lazily by its path, so that every page stays a chunk of its own; the notification bell is
 * exported as a lazy component for the same reason.
 */
export { LazyNotificationBell } from "./components/LazyNotificationBell";
export { classForumPath } from "./lib/forumTabs";
