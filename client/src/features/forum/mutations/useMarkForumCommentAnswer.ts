/**
 * MarkForumCommentAnswer: one answer per post, so the comment that was the answer (`previousAnswerId`, what the page
 * shows) is un-marked in the cache as the server did (lib/forumCache afterAnswerMarked); the answer carries the rest.
 */
import { useMutation } from "@apollo/client/react";
import { MarkForumCommentAnswerDocument } from "../../../__generated__/graphql";
import { afterAnswerMarked } from "../lib/forumCache";

export function useMarkForumCommentAnswer({ previousAnswerId }: { previousAnswerId: string | null }) {
  return useMutation(MarkForumCommentAnswerDocument, {
    update: (cache, _result, { variables }) => afterAnswerMarked(cache, previousAnswerId, String(variables!.id)),
  });
}
