/** FollowForumPost, optimistic: the toggle shows it followed at once and comes back when the server refuses. */
import { useMutation } from "@apollo/client/react";
import { FollowForumPostDocument } from "../../../__generated__/graphql";

export function useFollowForumPost() {
  return useMutation(FollowForumPostDocument, {
    optimisticResponse: ({ id }) => ({ followForumPost: { __typename: "ForumPost" as const, id: String(id), viewerFollows: true } }),
  });
}
