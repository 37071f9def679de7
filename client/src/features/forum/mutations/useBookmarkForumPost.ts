/**
 * BookmarkForumPost, optimistic: the flag flips at once wherever the post is shown (one normalized object) and comes
 * back when the server refuses. Once it agreed, the cached bookmark list is dropped (lib/forumCache afterBookmarked) —
 * in `onCompleted`, not `update`, whose optimistic pass must not drop a list the server may refuse to change.
 */
import { useApolloClient, useMutation } from "@apollo/client/react";
import { BookmarkForumPostDocument } from "../../../__generated__/graphql";
import { afterBookmarked } from "../lib/forumCache";

export function useBookmarkForumPost() {
  const client = useApolloClient();
  return useMutation(BookmarkForumPostDocument, {
    optimisticResponse: ({ id }) => ({ bookmarkForumPost: { __typename: "ForumPost" as const, id: String(id), isBookmarked: true } }),
    onCompleted: () => afterBookmarked(client.cache, "ForumPost"),
  });
}
