/** UnpinForumPost: the answer carries the post's flags; a class forum's Pinned tab loses it (lib/forumCache afterPostPinned). */
import { useMutation } from "@apollo/client/react";
import { UnpinForumPostDocument } from "../../../__generated__/graphql";
import { afterPostPinned } from "../lib/forumCache";

export function useUnpinForumPost() {
  return useMutation(UnpinForumPostDocument, { update: (cache) => afterPostPinned(cache) });
}
