/** HideForumPost: the answer carries the post's flags, so the one normalized post shows it hidden wherever it is listed. */
import { useMutation } from "@apollo/client/react";
import { HideForumPostDocument } from "../../../__generated__/graphql";

export function useHideForumPost() {
  return useMutation(HideForumPostDocument);
}
