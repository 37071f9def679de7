/**
 * VoteForumPost, optimistic: the counts and flags are computed from `post`'s current values (lib/forumVotes), so every
 * place showing the post changes at once; when the server refuses, the optimistic layer goes and the old values return.
 */
import { useMutation } from "@apollo/client/react";
import { VoteForumPostDocument } from "../../../__generated__/graphql";
import { votedFields, type VoteFields } from "../lib/forumVotes";

export function useVoteForumPost(post: VoteFields) {
  return useMutation(VoteForumPostDocument, {
    optimisticResponse: ({ value }) => ({ voteForumPost: { __typename: "ForumPost", ...votedFields(post, value) } }),
  });
}
