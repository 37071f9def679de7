/**
 * The vote fields of a post or comment after the viewer's vote changes: what the server will answer, computed from the
 * current values so the optimistic answer of a vote (mutations/useVoteForumPost, useVoteForumComment) is right at once.
 */
import type { ForumVoteValue, VoteButtons_CommentFragment, VoteButtons_PostFragment } from "../../../__generated__/graphql";

export type VoteFields = VoteButtons_PostFragment | VoteButtons_CommentFragment;

/** The vote fields after the viewer's vote changes from their current one to `value` (what the server will answer). */
export function votedFields(current: VoteFields, value: ForumVoteValue): VoteButtons_PostFragment {
  const before = current.voteValue;
  const after = value === "UP" ? 1 : value === "DOWN" ? -1 : 0;
  const up = current.upvoteCount - (before === 1 ? 1 : 0) + (after === 1 ? 1 : 0);
  const down = current.downvoteCount - (before === -1 ? 1 : 0) + (after === -1 ? 1 : 0);
  return {
    id: current.id,
    upvoteCount: up,
    downvoteCount: down,
    totalVoteCount: up - down,
    voteValue: after,
    viewerUpvoted: after === 1,
    viewerDownvoted: after === -1,
    viewerMayVote: current.viewerMayVote,
  };
}
