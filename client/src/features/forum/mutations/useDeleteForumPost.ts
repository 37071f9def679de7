/**
 * DeleteForumPost, by its author or a moderator. Once the server deleted it, `onDeleted` runs first (a page showing the
 * post leaves: it must not re-read a post that is gone), then the post leaves the cache with the lists that held it
 * (lib/forumCache afterPostDeleted). The drop waits for `onDeleted`, so it is not the mutation's `update`: the returned
 * mutate function wraps useMutation's, with the same signature.
 */
import { useCallback } from "react";
import { useApolloClient, useMutation } from "@apollo/client/react";
import { DeleteForumPostDocument } from "../../../__generated__/graphql";
import { afterPostDeleted } from "../lib/forumCache";

export function useDeleteForumPost({ onDeleted }: { onDeleted?: () => Promise<void> | void } = {}) {
  const client = useApolloClient();
  const [mutate, result] = useMutation(DeleteForumPostDocument);
  const remove = useCallback<typeof mutate>(
    async (options) => {
      const answer = await mutate(options);
      if (!answer.error) {
        await onDeleted?.();
        afterPostDeleted(client.cache, String(options.variables.id));
      }
      return answer;
    },
    [mutate, onDeleted, client],
  );
  return [remove, result] as const;
}
