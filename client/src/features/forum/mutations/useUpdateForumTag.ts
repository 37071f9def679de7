/** UpdateForumTag: the mounted tag lists are read again before it settles (lib/forumCache REFRESH_TAG_LISTS). */
import { useMutation } from "@apollo/client/react";
import { UpdateForumTagDocument } from "../../../__generated__/graphql";
import { REFRESH_TAG_LISTS } from "../lib/forumCache";

export function useUpdateForumTag() {
  return useMutation(UpdateForumTagDocument, REFRESH_TAG_LISTS);
}
