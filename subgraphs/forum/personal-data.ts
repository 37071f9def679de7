/**
 * What the forum holds about a person (their posts and comments, votes, follows, bookmarks, reports they made and
 * notifications addressed to them), for the personal data export and for erasure when the account is deleted. Every
 * table whose rows are about a person as their subject is listed. Reports about the person's own writing are the
 * moderators' records, not listed.
 */
import {
  forumCommentBookmarks,
  forumCommentVotes,
  forumComments,
  forumNotificationReads,
  forumNotifications,
  forumPostBookmarks,
  forumPostFollows,
  forumPostVotes,
  forumPosts,
  forumReports,
  forumTagFollows,
  forumTags,
} from "../../drizzle/schema/forum.js";
import { and, eq, sql } from "drizzle-orm";
import { requireSystem } from "../shared/guards.js";
import { deletePersonalRows, personIdOf, personalDataResolversFor, type PersonalDataSource } from "../shared/personal-data.js";
import { ERASURE_POLICY } from "../shared/rules/account-erasure.js";
import type { ForumContext } from "./context.js";

export const FORUM_PERSONAL_DATA: readonly PersonalDataSource[] = [
  { name: "posts", table: forumPosts, column: forumPosts.authorId, omit: ["imageKey"] },
  { name: "comments", table: forumComments, column: forumComments.authorId },
  { name: "postVotes", table: forumPostVotes, column: forumPostVotes.userId },
  { name: "commentVotes", table: forumCommentVotes, column: forumCommentVotes.userId },
  { name: "postFollows", table: forumPostFollows, column: forumPostFollows.userId },
  { name: "tagFollows", table: forumTagFollows, column: forumTagFollows.userId },
  { name: "postBookmarks", table: forumPostBookmarks, column: forumPostBookmarks.userId },
  { name: "commentBookmarks", table: forumCommentBookmarks, column: forumCommentBookmarks.userId },
  { name: "reportsMade", table: forumReports, column: forumReports.reporterId },
  { name: "notifications", table: forumNotifications, column: forumNotifications.recipientId },
  { name: "notificationReads", table: forumNotificationReads, column: forumNotificationReads.userId },
];

/**
 * Account deletion: posts and comments stay under the anonymised profile (other members' replies depend on them);
 * votes, follows, bookmarks, notifications addressed to them and read marks are deleted, the counters they fed taken
 * down in the same transaction. Idempotent.
 */
export async function eraseForumPersonalData(ctx: ForumContext, personId: string): Promise<boolean> {
  requireSystem(ctx);
  const id = personIdOf(personId);
  await ctx.db.transaction(async (tx) => {
    const up = (value: typeof forumPostVotes.value | typeof forumCommentVotes.value) =>
      sql<number>`case when ${value} = 1 then 1 else 0 end`;
    const down = (value: typeof forumPostVotes.value | typeof forumCommentVotes.value) =>
      sql<number>`case when ${value} = -1 then 1 else 0 end`;
    await tx
      .update(forumPosts)
      .set({
        upvoteCount: sql`${forumPosts.upvoteCount} - ${up(forumPostVotes.value)}`,
        downvoteCount: sql`${forumPosts.downvoteCount} - ${down(forumPostVotes.value)}`,
      })
      .from(forumPostVotes)
      .where(and(eq(forumPostVotes.postId, forumPosts.id), eq(forumPostVotes.userId, id)));
    await tx
      .update(forumComments)
      .set({
        upvoteCount: sql`${forumComments.upvoteCount} - ${up(forumCommentVotes.value)}`,
        downvoteCount: sql`${forumComments.downvoteCount} - ${down(forumCommentVotes.value)}`,
      })
      .from(forumCommentVotes)
      .where(and(eq(forumCommentVotes.commentId, forumComments.id), eq(forumCommentVotes.userId, id)));
    await tx
      .update(forumTags)
      .set({ followersCount: sql`${forumTags.followersCount} - 1` })
      .from(forumTagFollows)
      .where(and(eq(forumTagFollows.tagId, forumTags.id), eq(forumTagFollows.userId, id)));
    await deletePersonalRows(tx, FORUM_PERSONAL_DATA, ERASURE_POLICY.forum.erased, id);
  });
  return true;
}

export const personalDataResolvers = personalDataResolversFor("forum", FORUM_PERSONAL_DATA, eraseForumPersonalData);
