/** UpdateForumPost: the answer carries the edited fields onto the one normalized post. */
import { useMutation } from "@apollo/client/react";
import { UpdateForumPostDocument } from "../../../__generated__/graphql";

export function useUpdateForumPost() {
  return useMutation(UpdateForumPostDocument);
}
