/**
 * DeleteForumComment on the post `postId`: the comment goes with its replies, so the post has that many comments fewer
 * and, if it was the answer, no answer (lib/forumCache afterCommentDeleted). What goes is the caller's to say (a reply has
 * no replies of its own; a comment card may not know its replies), so the mutate function takes the comment.
 */
import { useCallback } from "react";
import { useMutation } from "@apollo/client/react";
import { DeleteForumCommentDocument } from "../../../__generated__/graphql";
import { afterCommentDeleted } from "../lib/forumCache";

/** The comment deleted: its id, how many replies go with it, and whether it was the post's answer. */
export interface DeletedComment {
  id: string;
  replies: number;
  isAnswer: boolean;
}

export function useDeleteForumComment({ postId }: { postId: string }) {
  const [mutate, result] = useMutation(DeleteForumCommentDocument);
  const remove = useCallback(
    (comment: DeletedComment) =>
      mutate({
        variables: { id: comment.id },
        update: (cache) => afterCommentDeleted(cache, postId, comment.id, 1 + comment.replies, comment.isAnswer),
      }),
    [mutate, postId],
  );
  return [remove, result] as const;
}
