/**
 * CreateForumComment, a comment or a reply: the post's comment count goes up at once, a reply joins its thread's replies
 * and a comment's pages are read again (lib/forumCache afterCommentCreated). The thread is the one the server filed the
 * reply under (`parentComment`: a reply to a reply goes under its top-level comment).
 */
import { useMutation } from "@apollo/client/react";
import { CreateForumCommentDocument } from "../../../__generated__/graphql";
import { afterCommentCreated } from "../lib/forumCache";

export function useCreateForumComment() {
  return useMutation(CreateForumCommentDocument, {
    update: (cache, { data }, { variables }) => {
      if (!data) return;
      const created = data.createForumComment;
      afterCommentCreated(cache, String(variables!.postId), created.id, created.parentComment?.id ?? null);
    },
  });
}
