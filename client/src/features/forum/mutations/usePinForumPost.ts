/** PinForumPost: the answer carries the post's flags; a class forum's Pinned tab gains it (lib/forumCache afterPostPinned). */
import { useMutation } from "@apollo/client/react";
import { PinForumPostDocument } from "../../../__generated__/graphql";
import { afterPostPinned } from "../lib/forumCache";

export function usePinForumPost() {
  return useMutation(PinForumPostDocument, { update: (cache) => afterPostPinned(cache) });
}
