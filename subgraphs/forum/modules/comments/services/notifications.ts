/** The comments module's fields of ForumNotification: the comment a notification is about, and where it leads. */
import type { ForumContext } from "../../../context.js";
import { notificationLink as linkOf, type NotificationView } from "../../notifications/index.js";
import { idSlugOf, postOfNotification } from "../../posts/index.js";
import type { CommentRow } from "../mappers.js";
import { commentIdSlugOf } from "./comments.js";

/** The comment it is about; null when there is none, or it or its post is deleted. */
export async function notificationCommentOf(ctx: ForumContext, n: NotificationView): Promise<CommentRow | null> {
  if (!n.commentId) return null;
  const [comment, post] = await Promise.all([ctx.loaders.comment.load(n.commentId), postOfNotification(ctx, n)]);
  return comment && !comment.deletedAt && !post.deletedAt ? comment : null;
}

/** Where it leads in the web client (the notifications module's rule `notificationLink`). */
export async function notificationLink(ctx: ForumContext, n: NotificationView): Promise<string> {
  const post = await postOfNotification(ctx, n);
  const comment = n.commentId ? await ctx.loaders.comment.load(n.commentId) : null;
  // The post's tags, by name (the tags module's loader; ForumPost.tags reads the same).
  const firstTag = n.type === "NEW_CLASSROOM_ANNOUNCEMENT_POST" ? ((await ctx.loaders.tagsOfPost.load(post.id))[0]?.tag ?? null) : null;
  return linkOf({
    type: n.type,
    postIdSlug: idSlugOf(post),
    commentIdSlug: comment ? commentIdSlugOf(comment) : null,
    firstTagSlug: firstTag?.id ?? null,
  });
}
