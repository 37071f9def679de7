/** HideForumComment: the answer carries the comment's flags (one normalized comment wherever it is listed). */
import { useMutation } from "@apollo/client/react";
import { HideForumCommentDocument } from "../../../__generated__/graphql";

export function useHideForumComment() {
  return useMutation(HideForumCommentDocument);
}
