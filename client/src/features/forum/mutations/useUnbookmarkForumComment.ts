/** UnbookmarkForumComment, optimistic; the bookmark list is kept (see useUnbookmarkForumPost). */
import { useMutation } from "@apollo/client/react";
import { UnbookmarkForumCommentDocument } from "../../../__generated__/graphql";

export function useUnbookmarkForumComment() {
  return useMutation(UnbookmarkForumCommentDocument, {
    optimisticResponse: ({ id }) => ({
      unbookmarkForumComment: { __typename: "ForumComment" as const, id: String(id), isBookmarked: false },
    }),
  });
}
