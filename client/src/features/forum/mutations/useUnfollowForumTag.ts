/** UnfollowForumTag, optimistic from `tag`'s current followers count, as useFollowForumTag (never below 0). */
import { useMutation } from "@apollo/client/react";
import { UnfollowForumTagDocument } from "../../../__generated__/graphql";

export function useUnfollowForumTag(tag: { followersCount: number }) {
  return useMutation(UnfollowForumTagDocument, {
    optimisticResponse: ({ id }) => ({
      unfollowForumTag: {
        __typename: "ForumTag" as const,
        id: String(id),
        followersCount: Math.max(0, tag.followersCount - 1),
        viewerFollows: false,
      },
    }),
  });
}
