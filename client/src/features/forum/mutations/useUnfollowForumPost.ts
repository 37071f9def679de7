/** UnfollowForumPost, optimistic: the toggle shows it unfollowed at once and comes back when the server refuses. */
import { useMutation } from "@apollo/client/react";
import { UnfollowForumPostDocument } from "../../../__generated__/graphql";

export function useUnfollowForumPost() {
  return useMutation(UnfollowForumPostDocument, {
    optimisticResponse: ({ id }) => ({ unfollowForumPost: { __typename: "ForumPost" as const, id: String(id), viewerFollows: false } }),
  });
}
