/** ResolveForumPost: the answer carries the post's flag onto the one normalized post. */
import { useMutation } from "@apollo/client/react";
import { ResolveForumPostDocument } from "../../../__generated__/graphql";

export function useResolveForumPost() {
  return useMutation(ResolveForumPostDocument);
}
