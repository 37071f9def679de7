/**
 * UnbookmarkForumPost, optimistic (the flag flips at once and comes back when the server refuses). The bookmark list is
 * kept: an entry on the bookmark page stays, unpressed, and can be bookmarked again.
 */
import { useMutation } from "@apollo/client/react";
import { UnbookmarkForumPostDocument } from "../../../__generated__/graphql";

export function useUnbookmarkForumPost() {
  return useMutation(UnbookmarkForumPostDocument, {
    optimisticResponse: ({ id }) => ({ unbookmarkForumPost: { __typename: "ForumPost" as const, id: String(id), isBookmarked: false } }),
  });
}
