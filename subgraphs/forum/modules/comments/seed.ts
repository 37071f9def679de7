import { and, eq, isNull, sql } from "drizzle-orm";
import { forumComments, forumCommentVotes, forumNotifications, forumPostFollows, forumPosts } from "../../../../drizzle/schema/forum.js";
import type { Tx } from "../../../shared/db.js";
import { forumCommentSeed } from "./seed-data.js";
import { recountVotes } from "../posts/index.js";
import { recountShownComments } from "./services/shown-count.js";

/**
 * Demo comments go in once, like demo posts; what hangs on a comment (its commenter's follow of the post, its votes,
 * its answer mark) goes in only with it, so a demo commenter's later edits, deletions and vote changes survive.
 * Dates count from the seeding day of `now`.
 */
export async function seedDemoComments(tx: Tx, now: Date): Promise<void> {
  const seed = forumCommentSeed(now);
  const inserted = await tx.insert(forumComments).values(seed.comments).onConflictDoNothing().returning({ id: forumComments.id });
  const fresh = new Set(inserted.map((c) => c.id));
  if (!fresh.size) return;
  const comments = seed.comments.filter((c) => fresh.has(c.id));
  // As createForumComment does: a commenter follows the post.
  await tx
    .insert(forumPostFollows)
    .values(comments.map((c) => ({ postId: c.postId, userId: c.authorId, createdAt: c.createdAt })))
    .onConflictDoNothing();
  const votes = seed.commentVotes.filter((v) => fresh.has(v.commentId));
  if (votes.length) await tx.insert(forumCommentVotes).values(votes).onConflictDoNothing();
  await recountVotes(tx, "comment", [...new Set(votes.map((v) => v.commentId))]);
  await recountShownComments(tx, [...new Set(comments.map((c) => c.postId))]);
  for (const { commentId, postId } of seed.answers.filter((a) => fresh.has(a.commentId))) {
    // Only onto a post that has no live answer yet (one answer per post), and the question is then resolved.
    const noAnswer = sql`not exists (select 1 from ${forumComments} where ${forumComments.postId} = ${postId} and ${forumComments.isAnswer} and ${forumComments.deletedAt} is null)`;
    const marked = await tx
      .update(forumComments)
      .set({ isAnswer: true })
      .where(and(eq(forumComments.id, commentId), isNull(forumComments.deletedAt), noAnswer))
      .returning();
    if (marked.length) await tx.update(forumPosts).set({ isResolved: true }).where(eq(forumPosts.id, postId));
  }
}

/**
 * The demo notifications about those comments, inserted once by id (a read one with its mark), so they also reach data
 * folders seeded before them.
 */
export async function seedDemoNotifications(tx: Tx, now: Date): Promise<void> {
  await tx.insert(forumNotifications).values(forumCommentSeed(now).notifications).onConflictDoNothing();
}
