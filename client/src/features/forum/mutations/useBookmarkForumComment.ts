/**
 * BookmarkForumComment, optimistic (the flag flips at once and comes back when the server refuses). Once the server
 * agreed, the cached list of bookmarked comments is dropped — in `onCompleted`, as for a post (useBookmarkForumPost).
 */
import { useApolloClient, useMutation } from "@apollo/client/react";
import { BookmarkForumCommentDocument } from "../../../__generated__/graphql";
import { afterBookmarked } from "../lib/forumCache";

export function useBookmarkForumComment() {
  const client = useApolloClient();
  return useMutation(BookmarkForumCommentDocument, {
    optimisticResponse: ({ id }) => ({ bookmarkForumComment: { __typename: "ForumComment" as const, id: String(id), isBookmarked: true } }),
    onCompleted: () => afterBookmarked(client.cache, "ForumComment"),
  });
}
