/**
 * FollowForumTag, optimistic: the followers count (from `tag`'s current one) and the pressed state change at once in
 * every place the tag is shown (one normalized ForumTag), and come back when the server refuses.
 */
import { useMutation } from "@apollo/client/react";
import { FollowForumTagDocument } from "../../../__generated__/graphql";

export function useFollowForumTag(tag: { followersCount: number }) {
  return useMutation(FollowForumTagDocument, {
    optimisticResponse: ({ id }) => ({
      followForumTag: {
        __typename: "ForumTag" as const,
        id: String(id),
        followersCount: Math.max(0, tag.followersCount + 1),
        viewerFollows: true,
      },
    }),
  });
}
