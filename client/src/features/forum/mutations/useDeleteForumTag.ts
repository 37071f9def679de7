/**
 * DeleteForumTag: the deleted tag leaves the cache (lib/forumCache afterTagDeleted) and the mounted tag lists are read
 * again before it settles (REFRESH_TAG_LISTS).
 */
import { useMutation } from "@apollo/client/react";
import { DeleteForumTagDocument } from "../../../__generated__/graphql";
import { REFRESH_TAG_LISTS, afterTagDeleted } from "../lib/forumCache";

export function useDeleteForumTag() {
  return useMutation(DeleteForumTagDocument, {
    ...REFRESH_TAG_LISTS,
    update: (cache, { data }) => {
      if (data) afterTagDeleted(cache, data.deleteForumTag);
    },
  });
}
