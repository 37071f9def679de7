/** UploadForumPostImage: the answer carries the post's new image URL. */
import { useMutation } from "@apollo/client/react";
import { UploadForumPostImageDocument } from "../../../__generated__/graphql";

export function useUploadForumPostImage() {
  return useMutation(UploadForumPostImageDocument);
}
