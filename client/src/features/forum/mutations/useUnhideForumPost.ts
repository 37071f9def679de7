/** UnhideForumPost: the answer carries the post's flags, so the one normalized post shows it again wherever it is listed. */
import { useMutation } from "@apollo/client/react";
import { UnhideForumPostDocument } from "../../../__generated__/graphql";

export function useUnhideForumPost() {
  return useMutation(UnhideForumPostDocument);
}
