/** UnhideForumComment: the answer carries the comment's flags (one normalized comment wherever it is listed). */
import { useMutation } from "@apollo/client/react";
import { UnhideForumCommentDocument } from "../../../__generated__/graphql";

export function useUnhideForumComment() {
  return useMutation(UnhideForumCommentDocument);
}
