/** CreateForumTag: the mounted tag lists are read again before it settles (lib/forumCache REFRESH_TAG_LISTS). */
import { useMutation } from "@apollo/client/react";
import { CreateForumTagDocument } from "../../../__generated__/graphql";
import { REFRESH_TAG_LISTS } from "../lib/forumCache";

export function useCreateForumTag() {
  return useMutation(CreateForumTagDocument, REFRESH_TAG_LISTS);
}
