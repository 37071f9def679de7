/** UnmarkForumCommentAnswer: the answer carries the comment's flag and its post's answer fields. */
import { useMutation } from "@apollo/client/react";
import { UnmarkForumCommentAnswerDocument } from "../../../__generated__/graphql";

export function useUnmarkForumCommentAnswer() {
  return useMutation(UnmarkForumCommentAnswerDocument);
}
