/** CreateForumPost: the lists of posts get it (newest first), so they are read again (lib/forumCache afterPostCreated). */
import { useMutation } from "@apollo/client/react";
import { CreateForumPostDocument } from "../../../__generated__/graphql";
import { afterPostCreated } from "../lib/forumCache";

export function useCreateForumPost() {
  return useMutation(CreateForumPostDocument, { update: (cache) => afterPostCreated(cache) });
}
