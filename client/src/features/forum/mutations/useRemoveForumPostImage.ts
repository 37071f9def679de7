/** RemoveForumPostImage: the answer carries the post without its image. */
import { useMutation } from "@apollo/client/react";
import { RemoveForumPostImageDocument } from "../../../__generated__/graphql";

export function useRemoveForumPostImage() {
  return useMutation(RemoveForumPostImageDocument);
}
