/** UpdateForumComment: the answer carries the edited text onto the one normalized comment. */
import { useMutation } from "@apollo/client/react";
import { UpdateForumCommentDocument } from "../../../__generated__/graphql";

export function useUpdateForumComment() {
  return useMutation(UpdateForumCommentDocument);
}
