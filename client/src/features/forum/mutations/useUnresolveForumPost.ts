/** UnresolveForumPost: the answer carries the post's flag onto the one normalized post. */
import { useMutation } from "@apollo/client/react";
import { UnresolveForumPostDocument } from "../../../__generated__/graphql";

export function useUnresolveForumPost() {
  return useMutation(UnresolveForumPostDocument);
}
