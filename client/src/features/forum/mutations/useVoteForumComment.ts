/** VoteForumComment, optimistic from `comment`'s current values, as for a post (useVoteForumPost). */
import { useMutation } from "@apollo/client/react";
import { VoteForumCommentDocument } from "../../../__generated__/graphql";
import { votedFields, type VoteFields } from "../lib/forumVotes";

export function useVoteForumComment(comment: VoteFields) {
  return useMutation(VoteForumCommentDocument, {
    optimisticResponse: ({ value }) => ({ voteForumComment: { __typename: "ForumComment", ...votedFields(comment, value) } }),
  });
}
