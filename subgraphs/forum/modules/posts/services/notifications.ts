/** The posts module's fields of ForumNotification: the post a notification is about, and whether the viewer wrote it. */
import type { ForumContext } from "../../../context.js";
import type { NotificationView } from "../../notifications/index.js";
import type { PostRow } from "../mappers.js";

/** The post, deleted ones included (the title, author and link still come from it). */
export async function postOfNotification(ctx: ForumContext, n: NotificationView): Promise<PostRow> {
  const post = await ctx.loaders.post.load(n.postId);
  // A foreign key keeps the post row (posts are soft-deleted), so a missing one is a broken invariant.
  if (!post) throw new Error(`notification ${n.id} has no post ${n.postId}`);
  return post;
}

/** The post it is about; null once the post is deleted. */
export async function notificationPostOf(ctx: ForumContext, n: NotificationView): Promise<PostRow | null> {
  const post = await postOfNotification(ctx, n);
  return post.deletedAt ? null : post;
}

/** Whether the viewer wrote the post (the 'your post' wording), deleted posts included. */
export async function notificationViewerIsPostAuthor(ctx: ForumContext, n: NotificationView): Promise<boolean> {
  return !!ctx.viewer && (await postOfNotification(ctx, n)).authorId === ctx.viewer.id;
}
